import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PEOPLE, apiPost, browserAvailable, startStack, type Stack } from './harness';

async function put(stack: Stack, context: BrowserContext, path: string, data: unknown) {
  const res = await context.request.put(path, { data, headers: { origin: stack.baseUrl } });
  expect(res.status(), `${path}: ${await res.text()}`).toBe(200);
}

async function civilian(stack: Stack, context: BrowserContext, first: string, last: string) {
  const body = await apiPost(stack, context, '/api/civilians', {
    firstName: first,
    lastName: last,
    dateOfBirth: '1990-04-12',
    knownAliases: [],
  });
  return (body.civilian as { _id: string })._id;
}

/** A reload would drop this marker. */
const markPage = (page: Page) => page.evaluate(() => Object.assign(globalThis, { noReload: true }));
const notReloaded = (page: Page) =>
  page.evaluate(() => (globalThis as { noReload?: boolean }).noReload);

/** The page's width fits a phone: nothing scrolls sideways. */
const overflow = (page: Page) =>
  page.evaluate(() => {
    const doc = (
      globalThis as unknown as {
        document: { documentElement: { scrollWidth: number; clientWidth: number } };
      }
    ).document.documentElement;
    return doc.scrollWidth - doc.clientWidth;
  });

describe.runIf(browserAvailable())('911 calls and the dispatcher console', () => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await startStack();
  });
  afterAll(async () => {
    await stack?.close();
  });

  it('routes a civilian’s 911 call for a crash with injuries to an officer and an EMS unit, live', async () => {
    const caller = await stack.signedIn(PEOPLE.civilian);
    const officer = await stack.signedIn(PEOPLE.officer);
    const medic = await stack.signedIn(PEOPLE.firefighter);
    const desk = await stack.signedIn(PEOPLE.dispatcher);
    await civilian(stack, caller.context, 'Casey', 'Walker');
    const jordan = await civilian(stack, officer.context, 'Jordan', 'Reyes');
    await apiPost(stack, officer.context, '/api/officers', {
      civilianId: jordan,
      department: 'Xbox',
      callsign: 'D-104',
    });
    await put(stack, officer.context, '/api/units/me', { status: '10-8' });
    const morgan = await civilian(stack, medic.context, 'Morgan', 'Lee');
    await apiPost(stack, medic.context, '/api/safr/profiles', {
      civilianId: morgan,
      department: 'Xbox',
      callsign: 'M-7',
      role: 'Paramedic',
    });
    await put(stack, medic.context, '/api/safr/units/me', { status: 'Available' });

    await officer.page.goto('/dashboard/pso');
    await officer.page.getByRole('status').filter({ hasText: 'Live' }).waitFor();
    await medic.page.goto('/dashboard/safr');
    await desk.page.goto('/dashboard/dispatch');
    await desk.page.getByRole('heading', { name: 'Dispatch', level: 1 }).waitFor();
    // The sidebar offers the console in the Public Safety group.
    await desk.page.getByRole('link', { name: 'Dispatch' }).waitFor();
    await desk.page.getByText('Live', { exact: true }).waitFor();
    for (const page of [officer.page, medic.page, desk.page]) await markPage(page);

    // The civilian calls 911.
    await caller.page.goto('/dashboard/civilian');
    await caller.page.getByRole('button', { name: 'Call 911' }).click();
    const dialog = caller.page.getByRole('dialog', { name: 'Call 911' });
    await dialog.getByLabel('Location').fill('Mirror Park Blvd and Nikola Ave');
    await dialog.getByLabel('Postal').fill('8115');
    await dialog
      .getByLabel('What is happening?')
      .fill('Two cars crashed at the lights. One driver is bleeding and not moving.');
    for (const service of ['Police', 'Fire', 'EMS']) await dialog.getByLabel(service).check();
    await dialog.getByRole('button', { name: 'Call 911' }).click();
    await dialog.waitFor({ state: 'detached' });
    const mine = caller.page.getByRole('listitem', { name: /^911 call #\d+$/ });
    await mine.getByText('received', { exact: true }).waitFor();
    const number = (await mine.getAttribute('aria-label'))!.replace('911 call #', '');

    // The dispatcher sees it arrive, marked 911 with its caller, and assigns two units.
    const callRow = desk.page.getByRole('row', { name: `Call #${number}`, exact: true });
    await callRow.getByText('911', { exact: true }).waitFor();
    await callRow.click();
    const card = desk.page.getByRole('dialog', { name: `Call #${number}` });
    await card.getByText('Caller: Casey Walker').waitFor();
    const units = desk.page.getByRole('region', { name: 'On-Duty Units' });
    await units.getByText('D-104').waitFor();
    await units.getByText('M-7').waitFor();
    const pick = card.getByLabel(`Unit to assign to call #${number}`);
    const choose = async (callsign: string) => {
      const value = await pick.locator('option', { hasText: callsign }).getAttribute('value');
      await pick.selectOption(value!);
      await card.getByRole('button', { name: 'Assign', exact: true }).click();
    };
    await choose('D-104');
    await card.getByRole('button', { name: `Unassign D-104 from call #${number}` }).waitFor();
    await choose('M-7');
    await card.getByRole('button', { name: `Unassign M-7 from call #${number}` }).waitFor();

    // Both units see the assignment arrive without reloading.
    for (const page of [officer.page, medic.page]) {
      await page
        .getByRole('status')
        .filter({ hasText: `Assigned to call #${number}` })
        .waitFor({ timeout: 5000 });
      expect(await notReloaded(page)).toBe(true);
    }
    const row = officer.page
      .getByRole('region', { name: 'Your Calls' })
      .getByRole('row')
      .filter({ hasText: 'Mirror Park Blvd and Nikola Ave' });
    await row.getByText('Attached').waitFor();
    await row.getByText('911', { exact: true }).waitFor();

    // The officer adds a note; the dispatcher sees it on the call's timeline.
    await row.getByRole('button', { name: /View Details/ }).click();
    const details = officer.page.getByRole('dialog', { name: `Call #${number}` });
    await details.getByText('Casey Walker').waitFor();
    const notes = details.getByRole('region', { name: 'Call notes' });
    await notes.getByLabel('Add a note').fill('On scene. Driver trapped, need extrication.');
    await notes.getByRole('button', { name: 'Add Note' }).click();
    // The live event can show the note before the answer clears the box, so look at the timeline.
    await notes
      .getByRole('paragraph')
      .filter({ hasText: 'On scene. Driver trapped, need extrication.' })
      .waitFor();
    const deskNotes = card.getByRole('region', { name: 'Call notes' });
    await deskNotes.getByText('On scene. Driver trapped, need extrication.').waitFor();
    await deskNotes.getByText('D-104', { exact: true }).waitFor();
    await stack.screenshot(desk.page, 'dispatch-console');

    // The caller sees units assigned, then the dispatcher closes the call.
    await mine.getByText('units assigned', { exact: true }).waitFor();
    await card.getByRole('button', { name: `Close call #${number}` }).click();
    await card.waitFor({ state: 'detached' });
    await callRow.waitFor({ state: 'detached' });
    // The close is sent once its 5 s of Undo have passed.
    await mine.getByText('closed', { exact: true }).waitFor();
    await units.getByText('Available for a call').first().waitFor();
    expect(await notReloaded(desk.page)).toBe(true);
    await stack.screenshot(caller.page, 'dispatch-911-caller');

    // On phones, the console and the civilian page fit the width.
    for (const page of [desk.page, caller.page]) {
      await page.setViewportSize({ width: 390, height: 844 });
      await page.reload();
      await page.getByRole('heading', { level: 1 }).waitFor();
      expect(await overflow(page)).toBeLessThanOrEqual(0);
    }
    await stack.screenshot(desk.page, 'dispatch-console-mobile');

    for (const { context } of [caller, officer, medic, desk]) await context.close();
    // Four people signed in through the OAuth chain, four live pages: longer than most.
  }, 180_000);

  it('reports a vehicle stolen; an officer’s plate search shows STOLEN and the BOLO', async () => {
    const owner = await stack.signedIn(PEOPLE.civilian);
    const cop = await stack.signedIn(PEOPLE.officer2);
    const ownerId = await civilian(stack, owner.context, 'Riley', 'Stone');
    await apiPost(stack, owner.context, '/api/vehicles/register', {
      plate: 'STL3N01',
      make: 'Pegassi',
      model: 'Zentorno',
      year: 2021,
      color: 'Orange',
      type: 'Coupe',
      insured: true,
      civilianId: ownerId,
    });
    const sam = await civilian(stack, cop.context, 'Sam', 'Patel');
    await apiPost(stack, cop.context, '/api/officers', {
      civilianId: sam,
      department: 'Xbox',
      callsign: 'D-202',
    });

    await owner.page.goto('/dashboard/civilian');
    await owner.page.getByRole('button', { name: /Riley Stone/ }).click();
    const vehicles = owner.page.getByRole('table', { name: 'Vehicles' });
    const vrow = vehicles.getByRole('row', { name: /STL3N01/ });
    await vrow.getByRole('button', { name: 'Report vehicle STL3N01 stolen' }).click();
    const form = owner.page.getByRole('dialog', { name: 'Report STL3N01 stolen' });
    await form.getByLabel('Department').selectOption('Xbox');
    await form.getByLabel('Last seen').fill('Vinewood Hills, Mulholland Dr');
    await form.getByRole('button', { name: 'Report Stolen' }).click();
    await form.waitFor({ state: 'detached' });
    await vrow.getByText('STOLEN', { exact: true }).waitFor();
    await vrow.getByRole('button', { name: 'Vehicle STL3N01 recovered' }).waitFor();

    await cop.page.goto('/dashboard/pso/search');
    await cop.page.getByRole('heading', { name: 'Search Database' }).waitFor();
    const plate = cop.page.getByRole('combobox', { name: 'Plate or VIN' });
    await plate.fill('STL3N01');
    await plate.press('Enter');
    const match = cop.page.getByRole('region', { name: 'Vehicle Match' });
    await match.getByText('STOLEN', { exact: true }).waitFor();
    const bolo = match.getByLabel('BOLOs for this plate');
    await bolo.getByText('Stolen vehicle: Orange 2021 Pegassi Zentorno').waitFor();
    await bolo.getByText(/Vinewood Hills, Mulholland Dr/).waitFor();
    await stack.screenshot(cop.page, 'dispatch-stolen-search');
    await match.getByRole('button', { name: 'View Registered Owner' }).click();
    const profile = cop.page.getByRole('region', { name: 'Owner profile' });
    await profile
      .getByRole('region', { name: 'Registered Vehicles' })
      .getByRole('row', { name: /STL3N01/ })
      .getByText('STOLEN', { exact: true })
      .waitFor();

    // The BOLO is on the officer dashboard too; recovery retires it.
    await cop.page.goto('/dashboard/pso');
    const bolos = cop.page.getByRole('region', { name: 'Active BOLOs' });
    await bolos.getByText(/Stolen vehicle: Orange 2021 Pegassi Zentorno/).waitFor();
    await vrow.getByRole('button', { name: 'Vehicle STL3N01 recovered' }).click();
    await vrow.getByRole('button', { name: 'Report vehicle STL3N01 stolen' }).waitFor();
    await bolos.getByText(/Stolen vehicle: Orange 2021 Pegassi Zentorno/).waitFor({
      state: 'detached',
    });

    await owner.context.close();
    await cop.context.close();
  }, 120_000);
});
