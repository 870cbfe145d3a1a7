import type { BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CASEY, JORDAN, registerOfficer } from './fixtures';
import { PEOPLE, apiPost, browserAvailable, startStack, type Stack } from './harness';

// A dispatcher moves several units in one action: two officers ticked in the units list
// (by keyboard) are assigned to a call together, and every console watching shows both on
// it without a reload; the call's suggested units offer them first.

async function deskCall(stack: Stack, context: BrowserContext, location: string) {
  const body = await apiPost<{ call: { _id: string; callNumber: number } }>(
    stack,
    context,
    '/api/dispatch/calls',
    { department: 'Xbox', type: 'Robbery', location },
  );
  return body.call;
}

describe.runIf(browserAvailable())('several units at once on the dispatch console', () => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await startStack();
  });
  afterAll(async () => {
    await stack?.close();
  });

  it('assigns two ticked units to a call; both show on the call live', async () => {
    const jordan = await stack.signedIn(PEOPLE.officer);
    const sam = await stack.signedIn(PEOPLE.officer2);
    // Registering puts an officer on duty (10-8).
    await registerOfficer(stack, jordan.context, { character: JORDAN, callsign: 'D-104' });
    await registerOfficer(stack, sam.context, { character: CASEY, callsign: 'D-220' });
    const desk = await stack.signedIn(PEOPLE.dispatcher);
    const watcher = await stack.signedIn(PEOPLE.dispatcher);
    const call = await deskCall(stack, desk.context, 'Pillbox Hill bank');

    for (const { page } of [desk, watcher]) {
      await page.goto('/dashboard/dispatch');
      await page.getByText('Live', { exact: true }).waitFor();
    }
    const card = (page: typeof desk.page) =>
      page.getByRole('row', { name: `Call #${call.callNumber}`, exact: true });

    // Both are available police units, never assigned: the robbery suggests them.
    await card(desk.page).click();
    const drawer = desk.page.getByRole('dialog', { name: `Call #${call.callNumber}` });
    const suggested = drawer.getByRole('region', { name: 'Suggested units' });
    await suggested
      .getByRole('button', { name: `Assign D-104 to call #${call.callNumber}` })
      .waitFor();
    await suggested
      .getByRole('button', { name: `Assign D-220 to call #${call.callNumber}` })
      .waitFor();
    await desk.page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'detached' });

    const units = desk.page.getByRole('region', { name: 'On-Duty Units' });
    await units.getByRole('checkbox', { name: 'Select D-104' }).focus();
    await desk.page.keyboard.press('Space');
    await units.getByRole('checkbox', { name: 'Select D-220' }).check();
    await units.getByText('2 units selected').waitFor();
    await units
      .getByLabel('Call for the selected units')
      .selectOption({ label: `#${call.callNumber} · Robbery` });
    await units.getByRole('button', { name: 'Assign selected' }).click();
    await desk.page.getByText(`Units assigned to call #${call.callNumber}: 2.`).waitFor();
    await units.getByText('0 units selected').waitFor();

    // The other console heard it through its live stream.
    const chips = card(watcher.page).getByRole('list', {
      name: `Units on call #${call.callNumber}`,
    });
    await chips.getByText('D-104').waitFor();
    await chips.getByText('D-220').waitFor();
    expect(await chips.getByRole('listitem').count()).toBe(2);
    await stack.screenshot(desk.page, 'console-bulk');

    // On a phone the same list and actions fit the screen's width.
    const phone = await stack.signedIn(PEOPLE.dispatcher, {
      viewport: { width: 390, height: 844 },
    });
    await phone.page.goto('/dashboard/dispatch');
    await phone.page.getByRole('checkbox', { name: 'Select D-104' }).waitFor();
    expect(
      await phone.page.evaluate<number>('document.documentElement.scrollWidth - window.innerWidth'),
    ).toBe(0);
    await stack.screenshot(phone.page, 'console-bulk-phone');
  });
});
