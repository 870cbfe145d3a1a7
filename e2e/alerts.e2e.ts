import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PEOPLE, apiPost, browserAvailable, startStack, type Stack } from './harness';
import {
  clippedButtons,
  horizontalOverflow,
  overflowingElements,
  screenSettled,
  seriousA11yViolations,
} from './page-checks';

/** A civilian of this member dials 911 (each caller once: repeated calls are rate limited). */
async function dial911(stack: Stack, context: BrowserContext, first: string) {
  const { civilian } = await apiPost<{ civilian: { _id: string } }>(
    stack,
    context,
    '/api/civilians',
    { firstName: first, lastName: 'Caller', dateOfBirth: '1990-04-12', knownAliases: [] },
  );
  const body = await apiPost<{ call: { callNumber: number } }>(stack, context, '/api/911/calls', {
    civilianId: civilian._id,
    department: 'Xbox',
    location: 'Mirror Park Blvd',
    postal: '8115',
    description: 'Two cars crashed, a driver is hurt.',
    services: ['police', 'ems'],
  });
  return body.call.callNumber;
}

/** The kinds the page's alert engine was asked to play (and the settings allowed). */
const played = (page: Page) =>
  page.evaluate(() =>
    ((globalThis as { __tenfourAlerts?: { kind: string }[] }).__tenfourAlerts ?? []).map(
      (a) => a.kind,
    ),
  );

/** Opens the console and waits until its stream is live and the sound settings have loaded. */
async function openConsole(page: Page, reload = false) {
  const settings = page.waitForResponse((r) => r.url().includes('/api/me/alert-settings'));
  await (reload ? page.reload() : page.goto('/dashboard/dispatch'));
  await settings;
  await page.getByText('Live', { exact: true }).waitFor();
}

describe.runIf(browserAvailable())('sound alerts on the dispatcher console', () => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await startStack();
  });
  afterAll(async () => {
    await stack?.close();
  });

  it('sounds a 911 call, and not once the dispatcher turned 911 calls off', async () => {
    const desk = await stack.signedIn(PEOPLE.dispatcher);
    const first = await stack.signedIn(PEOPLE.civilian);
    const second = await stack.signedIn(PEOPLE.officer2);
    await openConsole(desk.page);

    // Headless Chromium, like every browser, starts the page's audio suspended until a gesture:
    // before any click the console asks for a tap, and the tap resumes it.
    const tap = desk.page.getByRole('button', { name: 'Tap to enable sound' });
    await tap.waitFor();
    await tap.click();
    await tap.waitFor({ state: 'detached' });

    const number = await dial911(stack, first.context, 'Casey');
    await desk.page.getByRole('row', { name: `Call #${number}`, exact: true }).waitFor();
    await expect.poll(() => played(desk.page)).toContain('call.911');

    // The dispatcher turns 911 calls off in the Sound settings; the server keeps the choice.
    await desk.page.getByRole('button', { name: 'Sound', exact: true }).click();
    const dialog = desk.page.getByRole('dialog', { name: 'Sound alerts' });
    const saved = desk.page.waitForResponse(
      (r) => r.url().includes('/api/me/alert-settings') && r.request().method() === 'PUT',
    );
    await dialog.getByLabel('A 911 call').uncheck();
    expect((await saved).status()).toBe(200);
    await desk.page.keyboard.press('Escape');

    await openConsole(desk.page, true);
    const again = await dial911(stack, second.context, 'Sam');
    await desk.page.getByRole('row', { name: `Call #${again}`, exact: true }).waitFor();
    // The event has arrived (its card is on the board); give the sound path a moment anyway.
    await desk.page.waitForTimeout(500);
    expect(await played(desk.page)).not.toContain('call.911');
    // Unheard, but still seen: a toast names the alert and the page's edge flashes.
    await desk.page.getByRole('status').filter({ hasText: '🔔 A 911 call' }).waitFor();

    await desk.page.getByRole('button', { name: 'Sound', exact: true }).click();
    await expect.poll(() => dialog.getByLabel('A 911 call').isChecked()).toBe(false);
  });

  it('sounds an officer being assigned to a call, and the dispatcher creating it', async () => {
    const officer = await stack.signedIn(PEOPLE.officer);
    const desk = await stack.signedIn(PEOPLE.dispatcher);
    const { civilian } = await apiPost<{ civilian: { _id: string } }>(
      stack,
      officer.context,
      '/api/civilians',
      { firstName: 'Jordan', lastName: 'Reyes', dateOfBirth: '1990-04-12', knownAliases: [] },
    );
    const { officer: unit } = await apiPost<{ officer: { _id: string } }>(
      stack,
      officer.context,
      '/api/officers',
      { civilianId: civilian._id, department: 'Xbox', callsign: 'D-104' },
    );
    const settings = officer.page.waitForResponse((r) =>
      r.url().includes('/api/me/alert-settings'),
    );
    await officer.page.goto('/dashboard/pso');
    await settings;
    await officer.page.getByRole('status').filter({ hasText: 'Live' }).waitFor();
    await openConsole(desk.page);

    const { call } = await apiPost<{ call: { _id: string } }>(
      stack,
      desk.context,
      '/api/dispatch/calls',
      { department: 'Xbox', type: 'Medical Emergency', location: 'Legion Square' },
    );
    // The dispatcher's own new call, not from 911, has the plain new-call tone.
    await expect.poll(() => played(desk.page)).toContain('call.new');
    await apiPost(stack, desk.context, `/api/dispatch/calls/${call._id}/units`, {
      unitId: unit._id,
    });
    await expect.poll(() => played(officer.page)).toContain('assigned');
  });

  it('fits a phone with the tap prompt and the Sound settings open, and passes the accessibility check', async () => {
    const { context, page } = await stack.signedIn(PEOPLE.dispatcher, {
      viewport: { width: 390, height: 844 },
      bypassCSP: true,
    });
    const problems: string[] = [];
    const check = async (where: string) => {
      await screenSettled(page);
      if ((await horizontalOverflow(page)) > 0)
        problems.push(`${where}: ${(await overflowingElements(page)).join('; ')}`);
      for (const v of await seriousA11yViolations(page)) problems.push(`${where}: ${v.id}`);
      for (const b of await clippedButtons(page)) problems.push(`${where}: clipped ${b}`);
    };
    try {
      await openConsole(page);
      await page.getByRole('button', { name: 'Tap to enable sound' }).waitFor();
      await check('console with the prompt');
      await page.getByRole('button', { name: 'Open menu' }).click();
      await page.getByRole('button', { name: 'Sound', exact: true }).click();
      await page.getByRole('dialog', { name: 'Sound alerts' }).getByLabel('A BOLO').waitFor();
      await check('sound settings');
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
