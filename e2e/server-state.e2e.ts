import type { BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PEOPLE, apiPost, browserAvailable, startStack, type Stack } from './harness';

// Lists that can be empty say what to do next, and a write shows in the lists it changes
// without a reload.

const createCivilian = (stack: Stack, context: BrowserContext, first: string, last: string) =>
  apiPost<{ civilian: { _id: string } }>(stack, context, '/api/civilians', {
    firstName: first,
    lastName: last,
    dateOfBirth: '1990-04-12',
    knownAliases: [],
  }).then((r) => r.civilian._id);

describe.runIf(browserAvailable())('server state and empty lists', () => {
  let stack: Stack;

  beforeAll(async () => {
    stack = await startStack();
  });
  afterAll(async () => {
    await stack?.close();
  });

  it('an officer’s empty board says how to start a call and a BOLO', async () => {
    const { context, page } = await stack.signedIn(PEOPLE.officer2);
    const civilianId = await createCivilian(stack, context, 'Sam', 'Patel');
    await apiPost(stack, context, '/api/officers', {
      civilianId,
      department: 'Xbox',
      callsign: 'D-202',
    });
    await page.goto('/dashboard/pso');
    const calls = page.getByRole('region', { name: 'Active Calls' });
    await calls.getByText('No active calls. Create Call starts one.').waitFor();
    const bolos = page.getByRole('region', { name: 'Active BOLOs' });
    await bolos.getByText('No active BOLOs. Create BOLO posts one to every unit.').waitFor();
    await stack.screenshot(page, 'officer-empty-board');
    // Action buttons carry an icon and keep their names.
    const createCall = page.getByRole('button', { name: 'Create Call', exact: true });
    expect(await createCall.locator('svg').count()).toBe(1);

    // A BOLO created here replaces the empty state at once, from the cache the board reads.
    await page.getByRole('button', { name: 'Create BOLO', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Create BOLO' });
    await dialog.getByLabel('Vehicle Description').fill('Red pickup, dented tailgate');
    await dialog.getByRole('button', { name: 'Create BOLO' }).click();
    await bolos.getByRole('cell', { name: 'Red pickup, dented tailgate', exact: true }).waitFor();
    expect(await bolos.getByText(/No active BOLOs/).count()).toBe(0);
  });

  it('staff lists say what would fill them', async () => {
    const { page } = await stack.signedIn(PEOPLE.admin);
    await page.goto('/dashboard/admin/expungements');
    await page
      .getByText(
        'No pending requests. Members ask from a record on their civilian page; new requests appear here.',
      )
      .waitFor();

    await page.goto('/dashboard/admin/audit?member=999999999999999999');
    await page.getByText('No entries match. Widen the dates or clear a filter.').waitFor();

    await page.goto('/dashboard/admin/penal-codes');
    await page.getByLabel('Filter').fill('no offense is called this');
    await page.getByText('No offenses found. Try another filter.').waitFor();
  });

  it('filing a fire report shows it in the filtered list at once, keeping the filter', async () => {
    const { context, page } = await stack.signedIn(PEOPLE.firefighter);
    const civilianId = await createCivilian(stack, context, 'Morgan', 'Lee');
    await apiPost(stack, context, '/api/safr/profiles', {
      civilianId,
      department: 'Xbox',
      callsign: 'E-12',
      role: 'Firefighter',
      station: '',
    });
    await page.goto('/dashboard/safr/reports');
    await page.getByRole('button', { name: 'Fire Incident Reports' }).click();
    const list = page.getByRole('region', { name: 'Fire Incident Reports' });
    await list
      .getByText('No fire incident reports. New Fire Incident Report files one after a fire.')
      .waitFor();
    const mine = list.getByLabel('Only my reports');
    await mine.check();

    await page.getByRole('button', { name: 'New Fire Incident Report' }).click();
    const form = page.getByRole('dialog', { name: 'New Fire Incident Report' });
    await form.getByLabel('Incident type').selectOption('Vehicle Fire');
    await form.getByLabel('Location', { exact: true }).fill('Route 68 near the diner');
    await form.getByLabel('Actions taken').fill('Knocked down the fire with foam.');
    await form.getByRole('button', { name: 'File Report' }).click();
    await page.getByRole('dialog', { name: 'Fire Incident Report', exact: true }).waitFor();
    await page.keyboard.press('Escape');

    await list.getByRole('cell', { name: 'Route 68 near the diner', exact: true }).waitFor();
    // The list was refreshed in place, not rebuilt: the filter the member chose still holds.
    expect(await mine.isChecked()).toBe(true);

    // A search that finds nobody says what to try next.
    await page.goto('/dashboard/safr/search');
    await page.getByLabel('Name', { exact: true }).fill('Nobody Atall');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.getByText('No matching records found.', { exact: true }).waitFor();
    await page.getByText('Check the spelling, or pick one of the suggestions.').waitFor();
  });

  it('a member without civilians is told how to start, and a new civilian’s empty lists say how to fill them', async () => {
    const { page } = await stack.signedIn(PEOPLE.civilian);
    await page.goto('/dashboard/civilian');
    // The fixed empty text stays exactly as written; the next step stands beside it.
    await page.getByText('No civilians found.', { exact: true }).waitFor();
    await page.getByText('Create one with + Add Civilian to start playing.').waitFor();

    await page.getByRole('button', { name: '+ Add Civilian' }).click();
    const dialog = page.getByRole('dialog', { name: 'Register New Civilian' });
    await dialog.getByLabel('First Name').fill('Casey');
    await dialog.getByLabel('Last Name').fill('Walker');
    await dialog.getByLabel('Date of Birth').fill('1991-02-03');
    await dialog.getByRole('button', { name: 'Create Civilian' }).click();
    // The list follows the write without a reload.
    await page.getByRole('button', { name: /Casey Walker/ }).click();
    await page.getByText('No vehicles registered yet.', { exact: true }).waitFor();
    await page.getByText('Add Vehicle registers one.').waitFor();
    await page.getByText('No weapons registered yet.', { exact: true }).waitFor();
    await page.getByText('Add Weapon registers one.').waitFor();
  });

  it('an officer’s empty report list says how to file one, and a filed report shows without a reload', async () => {
    const { context, page } = await stack.signedIn(PEOPLE.officer);
    const civilianId = await createCivilian(stack, context, 'Jordan', 'Reyes');
    await apiPost(stack, context, '/api/officers', {
      civilianId,
      department: 'Xbox',
      callsign: 'D-104',
    });
    await page.goto('/dashboard/pso/create-report');
    const recent = page.getByRole('region', { name: 'Recent Reports' });
    await recent.getByText('No reports filed yet.', { exact: true }).waitFor();
    await recent
      .getByText('File one with the form above; it is listed here for the department.')
      .waitFor();
    await page.getByLabel('Title').fill('Noise complaint on Grove Street');
    await page.getByLabel('Description').fill('Spoke to the residents; music turned down.');
    await page.getByRole('button', { name: 'Submit Report' }).click();
    await recent.getByText('Noise complaint on Grove Street').waitFor();
    expect(await recent.getByText('No reports filed yet.').count()).toBe(0);
  });

  it('an empty warrant list says how to issue one; creating and resolving show without a reload', async () => {
    const { context, page } = await stack.signedIn(PEOPLE.officer2);
    const civilianId = await createCivilian(stack, context, 'Noor', 'Haddad');
    // The board test may have registered this member already; either way they are an officer.
    await context.request.post('/api/officers', {
      data: { civilianId, department: 'Xbox', callsign: 'D-202' },
      headers: { origin: stack.baseUrl },
    });
    await page.goto('/dashboard/pso/warrants');
    await page.getByText('No warrants found.', { exact: true }).waitFor();
    await page.getByText('+ Create Warrant issues one for a civilian found by name.').waitFor();
    // A mark that a reload would wipe.
    await page.evaluate(() => ((globalThis as unknown as { kept?: boolean }).kept = true));

    await page.getByRole('button', { name: '+ Create Warrant' }).click();
    const modal = page.getByRole('dialog', { name: 'Create Warrant' });
    await modal.getByRole('combobox', { name: 'Search Civilian' }).fill('Haddad');
    await modal.getByRole('option', { name: /Noor Haddad/ }).click();
    await modal.getByLabel('Reason').fill('Failure to appear.');
    await modal.getByRole('button', { name: 'Create', exact: true }).click();
    const card = page.getByRole('listitem', { name: 'Arrest warrant for Noor Haddad' });
    await card.getByText('Active', { exact: true }).waitFor();
    expect(await page.getByText('No warrants found.').count()).toBe(0);

    const resolve = card.getByRole('button', { name: 'Resolve Warrant' });
    expect(await resolve.locator('svg').count()).toBe(1);
    await resolve.click();
    await card.getByText('Resolved', { exact: true }).waitFor();
    expect(
      await page.evaluate(() => (globalThis as unknown as { kept?: boolean }).kept === true),
    ).toBe(true);
  });
});
