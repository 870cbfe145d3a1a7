import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JORDAN, registerOfficer } from './fixtures';
import { PEOPLE, apiPost, browserAvailable, startStack, type Stack } from './harness';

// The dispatcher's calls as a dense table, driven from the keyboard: a live age on every
// row, a drawer to act on a call, focus that always comes back to the call's row, and a
// close that can be undone for five seconds before it reaches the server.

async function deskCall(stack: Stack, context: BrowserContext, location: string) {
  const body = await apiPost<{ call: { _id: string; callNumber: number } }>(
    stack,
    context,
    '/api/dispatch/calls',
    { department: 'Xbox', type: 'Robbery', location },
  );
  return body.call;
}

/** Whether the server still has the call active on the department's board. */
async function activeOnServer(context: BrowserContext, callId: string): Promise<boolean> {
  const res = await context.request.get('/api/dispatch/board?department=Xbox&limit=100');
  const board = (await res.json()) as { calls: { _id: string }[] };
  return board.calls.some((c) => c._id === callId);
}

/** What has focus, by its accessible label, id or tag. */
const focused = (page: Page) =>
  page.evaluate<string>(
    `(() => {
      const el = document.activeElement;
      return el?.getAttribute('aria-label') ?? (el?.id || el?.tagName) ?? '';
    })()`,
  );

describe.runIf(browserAvailable())('the dispatcher console’s calls table', () => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await startStack();
  });
  afterAll(async () => {
    await stack?.close();
  });

  it('shows calls as rows with a live age, and works from the keyboard', async () => {
    const officer = await stack.signedIn(PEOPLE.officer);
    await registerOfficer(stack, officer.context, { character: JORDAN, callsign: 'D-104' });
    const desk = await stack.signedIn(PEOPLE.dispatcher);
    const a = await deskCall(stack, desk.context, 'Legion Square');
    const b = await deskCall(stack, desk.context, 'Vinewood Bowl');
    const c = await deskCall(stack, desk.context, 'Del Perro Pier');
    const { page } = desk;
    await page.goto('/dashboard/dispatch');
    await page.getByText('Live', { exact: true }).waitFor();

    const table = page.getByRole('table', { name: 'Active calls, most urgent first' });
    const row = (n: number) => table.getByRole('row', { name: `Call #${n}`, exact: true });
    await row(a.callNumber).getByRole('cell', { name: 'Legion Square' }).waitFor();
    await row(b.callNumber).waitFor();
    await row(c.callNumber).waitFor();

    // The age counts up on its own, mm:ss.
    const age = row(a.callNumber).locator('time');
    const before = await age.innerText();
    expect(before).toMatch(/^\d\d:\d\d$/);
    await expect.poll(() => age.innerText(), { timeout: 5000 }).not.toBe(before);

    // The skip link lands on the table's rows; the arrows move between them.
    await page.getByRole('link', { name: 'Skip to the board' }).focus();
    await page.keyboard.press('Enter');
    const first = await focused(page);
    expect(first).toMatch(/^Call #\d+$/);
    await page.keyboard.press('ArrowDown');
    const second = await focused(page);
    expect(second).toMatch(/^Call #\d+$/);
    expect(second).not.toBe(first);
    await page.keyboard.press('ArrowUp');
    await expect.poll(() => focused(page)).toBe(first);

    // Enter opens the call's drawer; "a" goes to its unit select; assigning brings focus back.
    await row(a.callNumber).focus();
    await page.keyboard.press('Enter');
    const drawer = page.getByRole('dialog', { name: `Call #${a.callNumber}` });
    await drawer.getByText('Legion Square').waitFor();
    await page.keyboard.press('a');
    await expect.poll(() => focused(page)).toBe(`assign-${a._id}`);
    const pick = drawer.getByLabel(`Unit to assign to call #${a.callNumber}`);
    const value = await pick.locator('option', { hasText: 'D-104' }).getAttribute('value');
    await pick.selectOption(value!);
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await row(a.callNumber)
      .getByRole('list', { name: `Units on call #${a.callNumber}` })
      .getByText('D-104')
      .waitFor();
    await expect.poll(() => focused(page)).toBe(`Call #${a.callNumber}`);

    // Type and priority change from the drawer, and the row follows.
    await drawer.getByLabel(`Type of call #${a.callNumber}`).selectOption('Shots Fired');
    await row(a.callNumber).getByRole('cell', { name: 'Shots Fired' }).waitFor();
    await drawer.getByLabel(`Priority of call #${a.callNumber}`).selectOption('3');
    await row(a.callNumber).getByText('P3', { exact: true }).waitFor();
    await stack.screenshot(page, 'console-calls-drawer');

    // Escape closes the drawer and returns to the row.
    await drawer.getByRole('heading', { name: `Call #${a.callNumber}` }).focus();
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'detached' });
    await expect.poll(() => focused(page)).toBe(`Call #${a.callNumber}`);

    // "c" closes the focused call at once on screen; Undo brings it back and sends nothing.
    await page.keyboard.press('c');
    await row(a.callNumber).waitFor({ state: 'detached' });
    await expect.poll(() => focused(page)).toMatch(/^Call #\d+$/);
    await page.getByRole('status').getByText(`Call #${a.callNumber} closed.`).waitFor();
    await page.getByRole('button', { name: `Undo closing call #${a.callNumber}` }).click();
    await row(a.callNumber).waitFor();
    await expect.poll(() => focused(page)).toBe(`Call #${a.callNumber}`);
    await page.waitForTimeout(6000);
    expect(await activeOnServer(desk.context, a._id)).toBe(true);
    await row(a.callNumber).waitFor();

    // Close Call in the drawer: the close reaches the server once the 5 s have passed.
    await row(b.callNumber).click();
    const drawerB = page.getByRole('dialog', { name: `Call #${b.callNumber}` });
    await drawerB.getByRole('button', { name: `Close call #${b.callNumber}` }).click();
    await row(b.callNumber).waitFor({ state: 'detached' });
    await drawerB.waitFor({ state: 'detached' });
    await expect.poll(() => focused(page)).toMatch(/^Call #\d+$|^dispatch-calls-table$/);
    expect(await activeOnServer(desk.context, b._id)).toBe(true);
    await expect
      .poll(() => activeOnServer(desk.context, b._id), { timeout: 10_000, interval: 500 })
      .toBe(false);
    expect(await activeOnServer(desk.context, a._id)).toBe(true);

    // "?" lists every shortcut in a dialog; Escape closes it and focus returns.
    await row(c.callNumber).focus();
    await page.keyboard.press('?');
    const help = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
    await help.getByText('Create a call').waitFor();
    await help.getByText('Choose a unit to assign').waitFor();
    await help.getByText('Show these shortcuts').waitFor();
    await page.keyboard.press('Escape');
    await help.waitFor({ state: 'detached' });
    await expect.poll(() => focused(page)).toBe(`Call #${c.callNumber}`);

    // "n" opens Create Call.
    await page.keyboard.press('n');
    const create = page.getByRole('dialog', { name: 'Create Call' });
    await create.waitFor();
    await page.keyboard.press('Escape');
    await create.waitFor({ state: 'detached' });
    await officer.context.close();
    await desk.context.close();
  });

  it('on a phone the rows are compact and the drawer fills the screen, never sideways', async () => {
    const desk = await stack.signedIn(PEOPLE.dispatcher, {
      viewport: { width: 390, height: 844 },
    });
    const call = await deskCall(stack, desk.context, 'Paleto Bay sheriff station');
    const { page } = desk;
    await page.goto('/dashboard/dispatch');
    const row = page.getByRole('row', { name: `Call #${call.callNumber}`, exact: true });
    await row.getByText('Paleto Bay sheriff station').waitFor();
    const width = () => page.evaluate<number>('document.documentElement.scrollWidth');
    expect(await width()).toBeLessThanOrEqual(390);
    await stack.screenshot(page, 'console-calls-phone');

    await row.click();
    const drawer = page.getByRole('dialog', { name: `Call #${call.callNumber}` });
    await drawer.getByText('Paleto Bay sheriff station').waitFor();
    expect((await drawer.boundingBox())?.width).toBe(390);
    expect(await width()).toBeLessThanOrEqual(390);
    await stack.screenshot(page, 'console-calls-phone-drawer');
    await desk.context.close();
  });
});
