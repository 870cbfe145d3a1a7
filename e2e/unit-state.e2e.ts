import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PEOPLE, ROLES, apiPost, browserAvailable, startStack, type Stack } from './harness';

// A unit's state is one truth on every board (docs/unit-state.md): on duty to be on a call,
// off duty leaves its calls, one call at a time, one unit on duty per member; plus the call
// type a 911 caller and the dispatcher set, and the officer's own calls.

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

async function officerProfile(stack: Stack, context: BrowserContext, callsign: string) {
  const civilianId = await civilian(stack, context, 'Jordan', 'Reyes');
  const body = await apiPost(stack, context, '/api/officers', {
    civilianId,
    department: 'Xbox',
    callsign,
  });
  return (body.officer as { _id: string })._id;
}

async function deskCall(stack: Stack, context: BrowserContext, type: string, location: string) {
  const body = await apiPost(stack, context, '/api/dispatch/calls', {
    department: 'Xbox',
    type,
    location,
  });
  return body.call as { _id: string; callNumber: number };
}

/** A reload would drop this marker. */
const markPage = (page: Page) => page.evaluate(() => Object.assign(globalThis, { noReload: true }));
const notReloaded = (page: Page) =>
  page.evaluate(() => (globalThis as { noReload?: boolean }).noReload);

async function openConsole(page: Page) {
  await page.goto('/dashboard/dispatch');
  await page.getByText('Live', { exact: true }).waitFor();
  await markPage(page);
}

describe.runIf(browserAvailable())('unit state on every board', () => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await startStack();
  });
  afterAll(async () => {
    await stack?.close();
  });

  it('an Out of Service fire/rescue unit cannot Attach Me until it goes Available', async () => {
    const medic = await stack.signedIn(PEOPLE.firefighter);
    const desk = await stack.signedIn(PEOPLE.dispatcher);
    const morgan = await civilian(stack, medic.context, 'Morgan', 'Lee');
    await apiPost(stack, medic.context, '/api/safr/profiles', {
      civilianId: morgan,
      department: 'Xbox',
      callsign: 'M-9',
      role: 'Paramedic',
    });
    const call = await deskCall(stack, desk.context, 'Medical Emergency', 'Legion Square');

    await medic.page.goto('/dashboard/safr');
    const row = medic.page
      .getByRole('region', { name: 'Active Calls' })
      .getByRole('row')
      .filter({ hasText: 'Legion Square' });
    await row.getByRole('button', { name: /View Details/ }).click();
    const details = medic.page.getByRole('dialog', { name: `Call #${call.callNumber}` });
    const attach = details.getByRole('button', { name: 'Attach Me' });
    await attach.waitFor();
    expect(await attach.isDisabled()).toBe(true);
    await details.getByText('You are Out of Service. Go Available to attach to a call.').waitFor();
    await details.getByRole('button', { name: 'Close', exact: true }).click();

    await medic.page.getByRole('button', { name: 'Available', exact: true }).click();
    await medic.page.getByRole('region', { name: 'Live Units' }).getByText('M-9').waitFor();
    await row.getByRole('button', { name: /View Details/ }).click();
    await attach.click();
    await details.getByRole('button', { name: 'Detach Me' }).waitFor();
    await medic.context.close();
    await desk.context.close();
  });

  it('a police unit that goes 10-7 leaves its call on the dispatcher’s console, live', async () => {
    const officer = await stack.signedIn(PEOPLE.officer);
    const desk = await stack.signedIn(PEOPLE.dispatcher);
    const unitId = await officerProfile(stack, officer.context, 'D-301');
    const call = await deskCall(stack, desk.context, 'Robbery', 'Fleeca Bank, Route 68');
    await apiPost(stack, desk.context, `/api/dispatch/calls/${call._id}/units`, { unitId });

    await openConsole(desk.page);
    await desk.page.getByRole('row', { name: `Call #${call.callNumber}`, exact: true }).click();
    const card = desk.page.getByRole('dialog', { name: `Call #${call.callNumber}` });
    const chip = card.getByRole('button', { name: `Unassign D-301 from call #${call.callNumber}` });
    await chip.waitFor();

    await officer.page.goto('/dashboard/pso');
    await officer.page.getByRole('button', { name: '10-7 Out of Service' }).click();
    await chip.waitFor({ state: 'detached', timeout: 5000 });
    await card.getByText('No units assigned. Pick an on-duty unit below.').waitFor();
    const units = desk.page.getByRole('region', { name: 'On-Duty Units' });
    expect(await units.getByText('D-301').count()).toBe(0);
    expect(await notReloaded(desk.page)).toBe(true);
    await officer.context.close();
    await desk.context.close();
  });

  it('assigning a unit that is on another call moves it there on the console', async () => {
    const officer = await stack.signedIn(PEOPLE.officer2);
    const desk = await stack.signedIn(PEOPLE.dispatcher);
    const unitId = await officerProfile(stack, officer.context, 'D-302');
    const first = await deskCall(stack, desk.context, 'Pursuit', 'Great Ocean Highway');
    const second = await deskCall(stack, desk.context, 'Shots Fired', 'Grove Street');
    await apiPost(stack, desk.context, `/api/dispatch/calls/${first._id}/units`, { unitId });

    await openConsole(desk.page);
    const firstRow = desk.page.getByRole('row', { name: `Call #${first.callNumber}`, exact: true });
    const firstChip = firstRow
      .getByRole('list', { name: `Units on call #${first.callNumber}` })
      .getByText('D-302');
    await firstChip.waitFor();
    await desk.page.getByRole('row', { name: `Call #${second.callNumber}`, exact: true }).click();
    const secondCard = desk.page.getByRole('dialog', { name: `Call #${second.callNumber}` });
    const pick = secondCard.getByLabel(`Unit to assign to call #${second.callNumber}`);
    const value = await pick.locator('option', { hasText: 'D-302' }).getAttribute('value');
    await pick.selectOption(value!);
    await secondCard.getByRole('button', { name: 'Assign', exact: true }).click();

    await secondCard
      .getByRole('button', { name: `Unassign D-302 from call #${second.callNumber}` })
      .waitFor();
    await firstChip.waitFor({ state: 'detached', timeout: 5000 });
    await desk.page
      .getByRole('row', { name: 'Unit D-302' })
      .getByText(`On call #${second.callNumber}: Shots Fired`)
      .waitFor();
    expect(await notReloaded(desk.page)).toBe(true);
    await officer.context.close();
    await desk.context.close();
  });

  it('the SAFR dashboard of a member on duty as an officer states the one-unit rule', async () => {
    const both = {
      id: '510000000000000091',
      username: 'both.quinn',
      roles: [ROLES.publicSafety, ROLES.fireRescue],
    };
    stack.fake.addUser(both);
    const member = await stack.signedIn(both);
    const civilianId = await civilian(stack, member.context, 'Quinn', 'Hale');
    await apiPost(stack, member.context, '/api/officers', {
      civilianId,
      department: 'Xbox',
      callsign: 'D-303',
    });

    await member.page.goto('/dashboard/safr');
    const dialog = member.page.getByRole('dialog', { name: 'SAFR Registration' });
    await dialog.getByLabel('Civilian').selectOption({ label: 'Quinn Hale' });
    await dialog.getByLabel('Callsign').fill('E-303');
    await dialog.getByLabel('Role').selectOption('Firefighter');
    await dialog.getByLabel('Platform').selectOption('Xbox');
    await dialog.getByRole('button', { name: 'Register' }).click();
    const rule = 'You are on duty with your Xbox officer profile. Clock out (10-7) there first.';
    await member.page.getByRole('note').filter({ hasText: rule }).waitFor();
    await member.context.close();
  });

  it('a 911 caller picks the type; the dispatcher changes it from the console', async () => {
    const caller = await stack.signedIn(PEOPLE.civilian);
    const desk = await stack.signedIn(PEOPLE.dispatcher);
    await civilian(stack, caller.context, 'Casey', 'Walker');
    await openConsole(desk.page);

    await caller.page.goto('/dashboard/civilian');
    await caller.page.getByRole('button', { name: 'Call 911' }).click();
    const dialog = caller.page.getByRole('dialog', { name: 'Call 911' });
    await dialog.getByLabel('What kind of emergency?').selectOption('Structure Fire');
    await dialog.getByLabel('Location').fill('Grapeseed Ave farmhouse');
    await dialog.getByLabel('What is happening?').fill('The barn is on fire.');
    await dialog.getByLabel('Fire').check();
    await dialog.getByRole('button', { name: 'Call 911' }).click();
    await dialog.waitFor({ state: 'detached' });
    const mine = caller.page.getByRole('listitem', { name: /^911 call #\d+$/ });
    const number = (await mine.first().getAttribute('aria-label'))!.replace('911 call #', '');

    const row = desk.page.getByRole('row', { name: `Call #${number}`, exact: true });
    await row.getByRole('cell', { name: 'Structure Fire' }).waitFor();
    await row.getByText('P1', { exact: true }).waitFor();
    await row.click();
    const card = desk.page.getByRole('dialog', { name: `Call #${number}` });
    await card.getByLabel(`Type of call #${number}`).selectOption('Hazmat');
    await row.getByRole('cell', { name: 'Hazmat' }).waitFor();
    expect(await notReloaded(desk.page)).toBe(true);
    await caller.context.close();
    await desk.context.close();
  });

  it('Your Calls lists the officer’s own call; Active Calls the department’s', async () => {
    const person = {
      id: '510000000000000092',
      username: 'officer.kim',
      roles: [ROLES.publicSafety],
    };
    stack.fake.addUser(person);
    const officer = await stack.signedIn(person);
    const desk = await stack.signedIn(PEOPLE.dispatcher);
    const unitId = await officerProfile(stack, officer.context, 'D-304');
    await put(stack, officer.context, '/api/units/me', { status: '10-8' });
    const mineCall = await deskCall(stack, desk.context, 'Traffic Stop', 'Vinewood Blvd');
    const other = await deskCall(stack, desk.context, 'Suspicious Activity', 'Sandy Shores');
    await apiPost(stack, desk.context, `/api/dispatch/calls/${mineCall._id}/units`, { unitId });

    await officer.page.goto('/dashboard/pso');
    const yours = officer.page.getByRole('region', { name: 'Your Calls' });
    await yours.getByRole('row').filter({ hasText: 'Vinewood Blvd' }).waitFor();
    expect(await yours.getByRole('row').filter({ hasText: 'Sandy Shores' }).count()).toBe(0);
    const active = officer.page.getByRole('region', { name: 'Active Calls' });
    await active.getByRole('row').filter({ hasText: 'Sandy Shores' }).waitFor();
    await active.getByRole('row').filter({ hasText: 'Vinewood Blvd' }).waitFor();
    expect(other.callNumber).toBeGreaterThan(mineCall.callNumber);
    await officer.context.close();
    await desk.context.close();
  });
});
