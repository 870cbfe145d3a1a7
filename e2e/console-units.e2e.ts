import type { BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CASEY, JORDAN, createCivilian, registerOfficer, type Character } from './fixtures';
import { PEOPLE, apiPost, browserAvailable, startStack, type Stack } from './harness';

// The dispatcher's units table: each unit's status in the colour staff gave it, its time in
// status counting up, filters by service and department, and compact rows on a phone.

const MORGAN: Character = { firstName: 'Morgan', lastName: 'Lee', dateOfBirth: '1992-01-20' };

async function put(stack: Stack, context: BrowserContext, path: string, data: unknown) {
  const res = await context.request.put(path, { data, headers: { origin: stack.baseUrl } });
  expect(res.status(), `${path}: ${await res.text()}`).toBe(200);
}

/** #rrggbb as the browser computes it: rgb(r, g, b). */
const rgb = (hex: string) =>
  `rgb(${[1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)).join(', ')})`;

/** A style property of the element as the browser computes it (a browser global, typed here). */
const computed = (locator: Locator, property: 'backgroundColor' | 'borderLeftColor') =>
  locator.evaluate((el, prop) => {
    const browser = globalThis as unknown as {
      getComputedStyle(e: unknown): Record<string, string>;
    };
    return browser.getComputedStyle(el)[prop]!;
  }, property);
const dotColour = (row: Locator) => computed(row.locator('.status-dot'), 'backgroundColor');
const edgeColour = (row: Locator) => computed(row.locator('.status-chip'), 'borderLeftColor');
const timer = (row: Locator) => row.locator('time').innerText();

describe.runIf(browserAvailable())('the dispatch console’s units table', () => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await startStack();
  });
  afterAll(async () => {
    await stack?.close();
  });

  it('shows statuses in their colours, counts time in status and filters by service and department', async () => {
    const officer = await stack.signedIn(PEOPLE.officer);
    await registerOfficer(stack, officer.context, { character: JORDAN, callsign: 'D-104' });
    await put(stack, officer.context, '/api/units/me', { status: '10-6' });

    const medic = await stack.signedIn(PEOPLE.firefighter);
    const morgan = await createCivilian(stack, medic.context, MORGAN);
    await apiPost(stack, medic.context, '/api/safr/profiles', {
      civilianId: morgan,
      department: 'Xbox',
      callsign: 'M-7',
      role: 'Paramedic',
    });
    await put(stack, medic.context, '/api/safr/units/me', { status: 'Available' });

    const other = await stack.signedIn(PEOPLE.officer2);
    const casey = await createCivilian(stack, other.context, CASEY);
    await apiPost(stack, other.context, '/api/officers', {
      civilianId: casey,
      department: 'PlayStation',
      callsign: 'P-202',
    });

    const desk = await stack.signedIn(PEOPLE.dispatcher);
    const values = await desk.context.request.get('/api/values');
    const { statuses } = (await values.json()) as {
      statuses: { service: string; code: string; colour: string }[];
    };
    const colour = (service: string, code: string) =>
      statuses.find((s) => s.service === service && s.code === code)!.colour;

    const page: Page = desk.page;
    await page.goto('/dashboard/dispatch');
    await page.getByText('Live', { exact: true }).waitFor();
    const units = page.getByRole('region', { name: 'On-Duty Units' });
    const table = units.getByRole('table');
    const d104 = table.getByRole('row', { name: 'Unit D-104' });
    const m7 = table.getByRole('row', { name: 'Unit M-7' });
    await d104.waitFor();
    await m7.waitFor();

    // The status chip's dot and edge carry the staff colour of the unit's own status.
    expect(await dotColour(d104)).toBe(rgb(colour('police', '10-6')));
    expect(await edgeColour(d104)).toBe(rgb(colour('police', '10-6')));
    expect(await dotColour(m7)).toBe(rgb(colour('safr', 'Available')));
    await d104.getByText('10-6 · Busy').waitFor();
    await m7.getByText('Fire/rescue · Paramedic').waitFor();

    // Time in status counts up by itself.
    const before = await timer(d104);
    await expect.poll(() => timer(d104), { timeout: 5000 }).not.toBe(before);

    // A status change shows live, in its colour, and its timer starts again.
    await put(stack, officer.context, '/api/units/me', { status: '10-8' });
    await expect.poll(() => dotColour(d104)).toBe(rgb(colour('police', '10-8')));
    expect(await timer(d104)).toMatch(/^0:0\d$/);

    // Police only hides fire/rescue, and back.
    await units.getByLabel('Service', { exact: true }).selectOption('police');
    await m7.waitFor({ state: 'detached' });
    await d104.waitFor();
    await units.getByLabel('Service', { exact: true }).selectOption('safr');
    await d104.waitFor({ state: 'detached' });
    await m7.waitFor();
    await units.getByLabel('Service', { exact: true }).selectOption('all');

    // The console's department first; every department's units on asking, the other one's
    // without a box to tick (bulk actions act in the console's department).
    const p202 = table.getByRole('row', { name: 'Unit P-202' });
    expect(await p202.count()).toBe(0);
    await units.getByLabel('Departments').selectOption({ label: 'All departments' });
    await p202.waitFor();
    await p202.getByRole('cell', { name: 'PlayStation' }).waitFor();
    expect(await p202.getByRole('checkbox').count()).toBe(0);
    await d104.getByRole('checkbox', { name: 'Select D-104' }).waitFor();
    await units.getByLabel('Departments').selectOption({ label: 'PlayStation' });
    await d104.waitFor({ state: 'detached' });
    await p202.waitFor();
    await stack.screenshot(page, 'console-units');

    // On a phone the table becomes compact rows, never wider than the screen.
    const phone = await stack.signedIn(PEOPLE.dispatcher, {
      viewport: { width: 390, height: 844 },
    });
    await phone.page.goto('/dashboard/dispatch');
    await phone.page.getByRole('row', { name: 'Unit D-104' }).waitFor();
    await phone.page
      .getByRole('region', { name: 'On-Duty Units' })
      .getByLabel('Departments')
      .selectOption({ label: 'All departments' });
    await phone.page.getByRole('row', { name: 'Unit P-202' }).waitFor();
    expect(
      await phone.page.evaluate<number>('document.documentElement.scrollWidth'),
    ).toBeLessThanOrEqual(390);
    await stack.screenshot(phone.page, 'console-units-phone');
  });
});
