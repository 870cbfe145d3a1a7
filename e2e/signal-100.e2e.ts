import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PEOPLE, apiPost, browserAvailable, startStack, type Stack } from './harness';
import { CASEY, JORDAN, createCivilian } from './fixtures';
import {
  horizontalOverflow,
  overflowingElements,
  screenSettled,
  seriousA11yViolations,
} from './page-checks';

/** The kinds the page's alert engine was asked to play (and the settings allowed). */
const played = (page: Page) =>
  page.evaluate(() =>
    ((globalThis as { __tenfourAlerts?: { kind: string }[] }).__tenfourAlerts ?? []).map(
      (a) => a.kind,
    ),
  );

/** An officer of the department, on their dashboard with its stream live and sound settings read. */
async function officerOf(
  stack: Stack,
  context: BrowserContext,
  page: Page,
  department: string,
  callsign: string,
  character = JORDAN,
) {
  const civilianId = await createCivilian(stack, context, character);
  await apiPost(stack, context, '/api/officers', { civilianId, department, callsign });
  const settings = page.waitForResponse((r) => r.url().includes('/api/me/alert-settings'));
  await page.goto('/dashboard/pso');
  await settings;
  await page.getByRole('status').filter({ hasText: 'Live' }).waitFor();
}

const statusButton = (page: Page, name: string) => page.getByRole('button', { name, exact: true });

describe.runIf(browserAvailable())('Signal 100 and the tone board', () => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await startStack();
  });
  afterAll(async () => {
    await stack?.close();
  });

  it('holds one department: banner, tone and a refused 10-8 for its officer only, until lifted; a tone reaches only its unit', async () => {
    const xbox = await stack.signedIn(PEOPLE.officer);
    const playstation = await stack.signedIn(PEOPLE.officer2);
    const desk = await stack.signedIn(PEOPLE.dispatcher);
    await officerOf(stack, xbox.context, xbox.page, 'Xbox', 'D-104');
    await officerOf(stack, playstation.context, playstation.page, 'PlayStation', 'P-202', CASEY);
    // The Xbox officer is busy before Signal 100 is set.
    await statusButton(xbox.page, '10-6 Busy / Unavailable').click();
    await expect
      .poll(() => statusButton(xbox.page, '10-6 Busy / Unavailable').getAttribute('aria-pressed'))
      .toBe('true');

    await desk.page.goto('/dashboard/dispatch');
    await desk.page.getByText('Live', { exact: true }).waitFor();
    await desk.page.getByLabel('Department').first().selectOption('Xbox');
    const panel = desk.page.getByRole('region', { name: 'Signal 100' });
    await panel.getByLabel('Reason for Signal 100').fill('Shots fired at Grove Street');
    await panel.getByRole('button', { name: 'Set Signal 100' }).click();
    await panel.getByRole('button', { name: 'Lift Signal 100' }).waitFor();

    // The Xbox officer's every page shows it and their page asked for its tone.
    const banner = xbox.page.getByRole('alert').filter({ hasText: 'Signal 100 — Xbox' });
    await banner.waitFor();
    expect(await banner.textContent()).toContain('Shots fired at Grove Street');
    await expect.poll(() => played(xbox.page)).toContain('signal100');
    await xbox.page.goto('/dashboard/civilian');
    await banner.waitFor();
    await xbox.page.goto('/dashboard/pso');
    await xbox.page.getByRole('status').filter({ hasText: 'Live' }).waitFor();
    await banner.waitFor();

    // 10-8 is not an emergency status: the server refuses it and says why.
    await statusButton(xbox.page, '10-8 In Service').click();
    await xbox.page.getByText('Signal 100 holds for Xbox').first().waitFor();
    expect(
      await statusButton(xbox.page, '10-6 Busy / Unavailable').getAttribute('aria-pressed'),
    ).toBe('true');

    // The PlayStation officer neither saw nor heard it.
    await playstation.page.waitForTimeout(500);
    expect(await playstation.page.getByText('Signal 100 — Xbox').count()).toBe(0);
    expect(await played(playstation.page)).not.toContain('signal100');

    // Lifted: the banner goes, 10-8 is allowed again.
    await panel.getByRole('button', { name: 'Lift Signal 100' }).click();
    await panel.getByRole('button', { name: 'Set Signal 100' }).waitFor();
    await banner.waitFor({ state: 'detached' });
    await statusButton(xbox.page, '10-8 In Service').click();
    await expect
      .poll(() => statusButton(xbox.page, '10-8 In Service').getAttribute('aria-pressed'))
      .toBe('true');

    // A tone to the Xbox officer's unit alone.
    const board = desk.page.getByRole('region', { name: 'Tone board' });
    await board.getByLabel('Send to').selectOption('unit');
    await board.getByLabel('Unit', { exact: true }).selectOption({ label: 'D-104' });
    await board.getByLabel('Message').fill('Structure fire, Station 7');
    await board.getByRole('button', { name: 'Send tone' }).click();
    await xbox.page.getByText('🔔 Tone: Structure fire, Station 7').waitFor();
    await expect.poll(() => played(xbox.page)).toContain('tone');
    await board.getByRole('list', { name: 'Dispatch log' }).getByText('D-104').waitFor();
    await playstation.page.waitForTimeout(500);
    expect(await playstation.page.getByText('Structure fire, Station 7').count()).toBe(0);
    expect(await played(playstation.page)).not.toContain('tone');
  });

  it('fits a phone with the banner held, and passes the accessibility check', async () => {
    const desk = await stack.signedIn(PEOPLE.dispatcher);
    const { context, page } = await stack.signedIn(PEOPLE.firefighter, {
      viewport: { width: 390, height: 844 },
      bypassCSP: true,
    });
    try {
      const civilianId = await createCivilian(stack, context, JORDAN);
      await apiPost(stack, context, '/api/safr/profiles', {
        civilianId,
        department: 'PlayStation',
        callsign: 'M-7',
        role: 'Paramedic',
      });
      await apiPost(stack, desk.context, '/api/signal-100', {
        department: 'PlayStation',
        reason: 'Officer down at the Pacific Standard Bank, all units hold the air',
      });
      await page.goto('/dashboard');
      await page.getByRole('alert').filter({ hasText: 'Signal 100 — PlayStation' }).waitFor();
      await screenSettled(page);
      await page.screenshot({ path: 'e2e/screenshots/signal-100-phone.png' });
      expect(await horizontalOverflow(page), (await overflowingElements(page)).join('; ')).toBe(0);
      expect((await seriousA11yViolations(page)).map((v) => v.id)).toEqual([]);
    } finally {
      await apiPost(stack, desk.context, '/api/signal-100/lift', { department: 'PlayStation' });
      await context.close();
    }
  });
});
