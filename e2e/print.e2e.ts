import { readFileSync } from 'node:fs';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfText } from '../api/src/testing/pdf-text';
import { CASEY, createCivilian, fileCitation, registerOfficer } from './fixtures';
import { PEOPLE, apiPost, browserAvailable, startStack, type Stack } from './harness';

// A civilian's record on paper: the page prints without the app's chrome, under a header
// with the community's name and the time, and the same record downloads as a PDF holding
// the civilian's name and their records; so do one report of it and a court case.

/** A second character of the civilian's, so each test finds its own by name. */
const RILEY = { firstName: 'Riley', lastName: 'Moreno', dateOfBirth: '1992-03-04' };

/** The PDF a link downloads, as its text, and the name the browser saves it under. */
async function downloaded(page: Page, link: Locator) {
  const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
  const pdf = readFileSync((await download.path())!);
  expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  return { text: pdfText(pdf), filename: download.suggestedFilename() };
}

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
    const profilePdf = profile.getByRole('link', { name: 'Download PDF', exact: true });
    const reportPdf = profile.getByRole('link', { name: 'Download PDF: Reckless Driving' });
    expect(await profilePdf.isVisible()).toBe(false);
    expect(await reportPdf.isVisible()).toBe(false);
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
    const record = await downloaded(page, profilePdf);
    expect(record.text).toContain('Record of Casey Walker');
    expect(record.text).toContain('Citation · Reckless Driving');
    expect(record.filename).toBe('record-Casey-Walker.pdf');

    // One report of the record, beside it.
    const report = await downloaded(page, reportPdf);
    expect(report.text).toContain('Citation report: Casey Walker');
    expect(report.text).toContain('Reckless Driving');
    expect(report.filename).toBe('citation-Casey-Walker.pdf');
  });

  it('downloads a court case as a PDF, for the judge and for the civilian', async () => {
    const civilian = await stack.signedIn(PEOPLE.civilian);
    const civilianId = await createCivilian(stack, civilian.context, RILEY);
    const officer = await stack.signedIn(PEOPLE.officer2);
    await registerOfficer(stack, officer.context, { callsign: 'D-105' });
    const { recordId } = await fileCitation(stack, officer.context, civilianId, {
      reason: 'Running a Red Light',
    });
    const { caseId } = await apiPost<{ caseId: string }>(
      stack,
      civilian.context,
      '/api/court/contests',
      {
        recordId,
        statement: 'The light was amber.',
      },
    );

    const { page } = await stack.signedIn(PEOPLE.judge);
    await page.goto(`/dashboard/court/${caseId}`);
    await page.getByRole('heading', { level: 1, name: /Riley Moreno/ }).waitFor();
    const pdf = page.getByRole('link', { name: 'Download PDF' });
    await page.emulateMedia({ media: 'print' });
    expect(await pdf.isVisible()).toBe(false);
    await page.emulateMedia({ media: 'screen' });
    const judged = await downloaded(page, pdf);
    expect(judged.text).toContain('Court case: Riley Moreno');
    expect(judged.text).toContain('The light was amber.');
    expect(judged.filename).toBe('case-Riley-Moreno.pdf');

    // The civilian's Court tab offers the same document.
    const civ = civilian.page;
    await civ.goto('/dashboard/civilian');
    await civ.getByRole('button', { name: /Riley Moreno/ }).click();
    await civ.getByRole('tab', { name: 'Court' }).click();
    const own = await downloaded(
      civ,
      civ.getByRole('link', { name: 'Download PDF: Running a Red Light' }),
    );
    expect(own.text).toContain('Court case: Riley Moreno');
  });
});
