import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PEOPLE, browserAvailable, startStack, type Stack } from './harness';

/** A civilian for the signed-in member, created through the API with the page's cookies. */
async function createCivilian(
  stack: Stack,
  context: BrowserContext,
  name: { firstName: string; lastName: string },
): Promise<string> {
  const res = await context.request.post('/api/civilians', {
    data: { ...name, dateOfBirth: '1990-04-12', knownAliases: [] },
    headers: { origin: stack.baseUrl },
  });
  expect(res.status()).toBe(201);
  return ((await res.json()) as { civilian: { _id: string } }).civilian._id;
}

const live = (page: Page) => page.getByRole('status').filter({ hasText: 'Live' }).waitFor();

describe.runIf(browserAvailable())('officer dashboard (CAD)', () => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await startStack();
  });
  afterAll(async () => {
    await stack?.close();
  });

  it('shows one officer’s new call and panic on another officer’s dashboard without reloading', async () => {
    const a = await stack.signedIn(PEOPLE.officer);
    const b = await stack.signedIn(PEOPLE.officer2);
    await createCivilian(stack, a.context, { firstName: 'Jordan', lastName: 'Reyes' });
    const samCivilian = await createCivilian(stack, b.context, {
      firstName: 'Sam',
      lastName: 'Patel',
    });

    // Officer 2 registers through the API; officer 1 through the registration modal.
    const registered = await b.context.request.post('/api/officers', {
      data: { civilianId: samCivilian, department: 'Xbox', callsign: 'D-202' },
      headers: { origin: stack.baseUrl },
    });
    expect(registered.status()).toBe(201);

    await a.page.goto('/dashboard/pso');
    const modal = a.page.getByRole('dialog', { name: 'Officer Registration' });
    await modal.waitFor();
    await modal.getByRole('button', { name: 'Register' }).click();
    await modal.getByText('All fields are required.').waitFor();
    await modal.getByLabel('Civilian').selectOption({ label: 'Jordan Reyes' });
    await modal.getByLabel('Callsign').fill('d-104');
    await modal.getByLabel('Platform').selectOption('Xbox');
    await modal.getByRole('button', { name: 'Register' }).click();
    await a.page.getByRole('heading', { name: 'Officer Information' }).waitFor();
    const info = a.page.getByRole('region', { name: 'Officer Information' });
    await info.getByText('D-104', { exact: true }).waitFor();
    await expect.poll(() => info.getByTestId('officer-status').textContent()).toContain('10-8');
    expect(await info.getByTestId('officer-subdivision').textContent()).toBe('None');
    const clock = await info.getByLabel('Current time').textContent();
    expect(clock).toMatch(/^\d{2}:\d{2}:\d{2}$/);
    await expect.poll(() => info.getByLabel('Current time').textContent()).not.toBe(clock);
    for (const name of [
      '10 Codes',
      'Select Subdivision',
      'Create BOLO',
      'Create Call',
      'Panic Button',
    ]) {
      await a.page.getByRole('button', { name, exact: true }).waitFor();
    }
    expect(await a.page.getByRole('button', { pressed: true }).textContent()).toContain('10-8');
    await a.page.getByRole('cell', { name: 'Code Zero', exact: true }).waitFor();

    await b.page.goto('/dashboard/pso');
    await b.page.getByRole('region', { name: 'Officer Information' }).getByText('D-202').waitFor();
    await Promise.all([live(a.page), live(b.page)]);
    // A reload would drop this marker.
    await b.page.evaluate(() => Object.assign(globalThis, { noReload: true }));
    const units = b.page.getByRole('region', { name: 'Live Units' });
    // Registering put officer 1 in service (10-8 posts a clock-in): officer 2 sees the unit.
    await units.getByText('D-104').waitFor();

    // Officer 1 begins the tour: officer 2's Live Units follow.
    await a.page.getByRole('button', { name: '10-41 Beginning of Tour' }).click();
    await units.getByText('D-104').waitFor();
    await units.getByText('Beginning of Tour').waitFor();

    // Officer 1 creates a call.
    await a.page.getByRole('button', { name: 'Create Call', exact: true }).click();
    const form = a.page.getByRole('dialog', { name: 'Create Call' });
    await form.getByLabel('Call Type').selectOption('Robbery');
    await form.getByLabel('Location').fill('Fleeca Bank, Route 68');
    await form.getByLabel('Postal').fill('3012');
    await form.getByLabel('Details').fill('Two suspects, one armed.');
    await form.getByRole('button', { name: 'Create Call' }).click();
    await form.waitFor({ state: 'detached' });

    // Officer 2 is not on the call: it is among the department's Active Calls.
    const calls = b.page.getByRole('region', { name: 'Active Calls' });
    const row = calls.getByRole('row').filter({ hasText: 'Fleeca Bank, Route 68' });
    await row.waitFor({ timeout: 5000 });
    expect(await row.textContent()).toContain('Robbery');
    expect(await row.textContent()).toContain('3012');

    // Officer 1 presses Panic: officer 2 sees the banner with the last known call.
    await a.page.getByRole('button', { name: 'Panic Button' }).click();
    const banner = b.page.getByRole('alert').filter({ hasText: 'PANIC' });
    await banner.waitFor({ timeout: 5000 });
    const text = await banner.textContent();
    expect(text).toContain('D-104');
    expect(text).toContain('Jordan Reyes');
    expect(text).toMatch(/#\d+ Robbery — Fleeca Bank, Route 68/);
    await stack.screenshot(b.page, 'dispatch-panic');

    expect(await b.page.evaluate(() => (globalThis as { noReload?: boolean }).noReload)).toBe(true);

    // Officer 2 attaches to the call and acknowledges; both dashboards follow.
    await row.getByRole('button', { name: /View Details/ }).click();
    const details = b.page.getByRole('dialog', { name: /Call #\d+/ });
    await details.getByRole('button', { name: 'Attach Me' }).click();
    await details.getByRole('button', { name: 'Detach Me' }).waitFor();
    await details.getByRole('button', { name: 'Close', exact: true }).click();
    await banner.getByRole('button', { name: 'Acknowledge' }).click();
    await banner.waitFor({ state: 'detached' });
    // The banner, not the "Panic alert sent." toast officer 1 may still be showing.
    await a.page
      .getByRole('alert')
      .filter({ hasText: /PANIC —/ })
      .waitFor({ state: 'detached' });

    // Officer 2 loses the network; a call created meanwhile arrives once the stream resumes.
    await b.context.setOffline(true);
    // window.stop() drops the page's open requests, its event stream among them.
    await b.page.evaluate(() => (globalThis as unknown as { stop(): void }).stop());
    await b.page.getByRole('status').filter({ hasText: 'Reconnecting...' }).waitFor();
    await a.page.getByRole('button', { name: 'Create BOLO', exact: true }).click();
    const boloForm = a.page.getByRole('dialog', { name: 'Create BOLO' });
    await boloForm.getByLabel('Vehicle Description').fill('Black Sultan, tinted windows');
    await boloForm.getByLabel('Plate (optional)').fill('abc123');
    await boloForm.getByRole('button', { name: 'Create BOLO' }).click();
    await boloForm.waitFor({ state: 'detached' });
    await b.context.setOffline(false);
    await live(b.page);
    await b.page
      .getByRole('region', { name: 'Active BOLOs' })
      .getByText('Black Sultan, tinted windows (ABC123)')
      .waitFor();

    // Officer 1 closes the call: it leaves officer 2's table.
    const aRow = a.page
      .getByRole('region', { name: 'Your Calls' })
      .getByRole('row')
      .filter({ hasText: 'Fleeca Bank, Route 68' });
    await aRow.getByRole('button', { name: /View Details/ }).click();
    await a.page.getByRole('dialog').getByRole('button', { name: 'Close Call' }).click();
    await row.waitFor({ state: 'detached' });
    await stack.screenshot(a.page, 'dispatch-dashboard');

    // On a phone the panels stack and every action stays reachable.
    await a.page.setViewportSize({ width: 390, height: 844 });
    await a.page.getByRole('button', { name: 'Panic Button' }).scrollIntoViewIfNeeded();
    expect(await a.page.getByRole('button', { name: 'Panic Button' }).isVisible()).toBe(true);
    await stack.screenshot(a.page, 'dispatch-mobile');

    await a.context.close();
    await b.context.close();
  });
});
