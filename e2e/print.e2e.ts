import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfText } from '../api/src/testing/pdf-text';
import { CASEY, createCivilian, fileCitation, registerOfficer } from './fixtures';
import { PEOPLE, browserAvailable, startStack, type Stack } from './harness';

// A civilian's record on paper: the page prints without the app's chrome, under a header
// with the community's name and the time, and the same record downloads as a PDF holding
// the civilian's name and their records.

describe.runIf(browserAvailable())('printable records', () => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await startStack();
  });
  afterAll(async () => {
    await stack?.close();
  });

  it('prints a civilian’s record without the sidebar, and downloads it as a PDF', async () => {
    const civilian = await stack.signedIn(PEOPLE.civilian);
    const civilianId = await createCivilian(stack, civilian.context, CASEY);
    const { context, page } = await stack.signedIn(PEOPLE.officer);
    await registerOfficer(stack, context);
    await fileCitation(stack, context, civilianId, { reason: 'Reckless Driving' });

    await page.goto('/dashboard/pso/search');
    await page.getByRole('combobox', { name: 'Name or SSN' }).fill('Casey');
    await page
      .getByRole('listbox', { name: 'Name or SSN suggestions' })
      .getByRole('option', { name: /Casey Walker/ })
      .click();
    const profile = page.getByRole('region', { name: 'Owner profile' });
    await profile.getByRole('heading', { name: 'Casey Walker' }).waitFor();
    const sidebar = page.getByRole('complementary', { name: 'Main navigation' });
    expect(await sidebar.isVisible()).toBe(true);

    await page.emulateMedia({ media: 'print' });
    expect(await sidebar.isVisible()).toBe(false);
    expect(await page.getByRole('combobox', { name: 'Name or SSN' }).isVisible()).toBe(false);
    expect(await profile.getByRole('link', { name: 'Download PDF' }).isVisible()).toBe(false);
    expect(await profile.getByRole('heading', { name: 'Casey Walker' }).isVisible()).toBe(true);
    expect(await profile.getByText('Reckless Driving').first().isVisible()).toBe(true);
    const header = page.locator('.print-header');
    expect(await header.isVisible()).toBe(true);
    expect(await header.innerText()).toMatch(/TenFour\s+Printed /);
    // Black on white, whatever the screen's theme.
    const colours = await page.evaluate<string[]>(
      `[getComputedStyle(document.querySelector('.content h2')).color,
        getComputedStyle(document.body).backgroundColor]`,
    );
    expect(colours).toEqual(['rgb(0, 0, 0)', 'rgb(255, 255, 255)']);
    await stack.screenshot(page, 'print-record');

    await page.emulateMedia({ media: 'screen' });
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      profile.getByRole('link', { name: 'Download PDF' }).click(),
    ]);
    const pdf = readFileSync((await download.path())!);
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = pdfText(pdf);
    expect(text).toContain('Record of Casey Walker');
    expect(text).toContain('Citation · Reckless Driving');
    expect(download.suggestedFilename()).toBe('record-Casey-Walker.pdf');
  });
});
