import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PEOPLE, apiPost, browserAvailable, startStack, type Stack } from './harness';

interface PenalCode {
  _id: string;
  title: string;
  fine: number;
  jailTime: number;
}

const createCivilian = (
  stack: Stack,
  context: BrowserContext,
  fields: { firstName: string; lastName: string; emergencyContactName?: string },
) =>
  apiPost<{ civilian: { _id: string } }>(stack, context, '/api/civilians', {
    dateOfBirth: '1991-06-02',
    knownAliases: [],
    ...fields,
  }).then((r) => r.civilian._id);

/** The owner's dialog, once it is open. */
const dialog = (page: Page, name: string) => page.getByRole('dialog', { name });

describe.runIf(browserAvailable())('officer records', () => {
  let stack: Stack;
  let officer: { context: BrowserContext; page: Page };
  let codes: PenalCode[];
  /** The civilian member: owns every civilian the officer looks up (fewer sign-ins, faster). */
  let casey: { context: BrowserContext; page: Page };
  let caseyId: string;
  const people: Record<string, string> = {};

  beforeAll(async () => {
    stack = await startStack();
    // The officer persona: a civilian of their own and a registered officer profile.
    officer = await stack.signedIn(PEOPLE.officer);
    const own = await createCivilian(stack, officer.context, {
      firstName: 'Jordan',
      lastName: 'Reyes',
    });
    await apiPost(stack, officer.context, '/api/officers', {
      civilianId: own,
      department: 'Xbox',
      callsign: 'D-104',
    });
    const res = await officer.context.request.get('/api/penal-codes');
    codes = (await res.json()) as PenalCode[];

    casey = await stack.signedIn(PEOPLE.civilian);
    caseyId = await createCivilian(stack, casey.context, {
      firstName: 'Casey',
      lastName: 'Morgan',
      emergencyContactName: 'Robin Morgan',
    });
    for (const [firstName, lastName] of [
      ['Wesley', 'Tran'],
      ['Nia', 'Okafor'],
    ] as const) {
      people[firstName] = await createCivilian(stack, casey.context, { firstName, lastName });
    }
  });
  afterAll(async () => {
    await stack?.close();
  });

  it('finds a plate, opens the owner and issues a citation with two offenses', async () => {
    // A civilian with a registered vehicle, owned by another member.
    const civ = casey;
    const civilianId = caseyId;
    await apiPost(stack, civ.context, '/api/vehicles/register', {
      plate: 'RPX4821',
      make: 'Vapid',
      model: 'Stanier',
      year: 2012,
      color: 'Black',
      type: 'Sedan',
      insured: true,
      civilianId,
    });
    await apiPost(stack, civ.context, '/api/weapons/register', {
      weaponType: 'Pistol',
      serialNumber: 'WPN-7Q2K9Z',
      registeredName: 'Casey Morgan',
      civilianId,
    });

    const { page } = officer;
    await page.goto('/dashboard/pso/search');
    await page.getByRole('heading', { name: 'Search Database' }).waitFor();

    // Plate suggestions start from one character.
    await page.getByRole('combobox', { name: 'Plate or VIN' }).fill('R');
    const suggestions = page.getByRole('listbox', { name: 'Plate or VIN suggestions' });
    await suggestions.getByRole('option', { name: /RPX4821/ }).click();

    const match = page.getByRole('region', { name: 'Vehicle Match' });
    await match.getByText('Stanier', { exact: true }).waitFor();
    expect(await match.getByText('Yes', { exact: true }).count()).toBe(1);
    await match.getByRole('button', { name: 'View Registered Owner' }).click();

    const profile = page.getByRole('region', { name: 'Owner profile' });
    await profile.getByRole('heading', { name: 'Casey Morgan' }).waitFor();
    await profile.getByText('Robin Morgan', { exact: true }).waitFor();
    await profile.getByText('No licenses found.').waitFor();
    await profile
      .getByRole('region', { name: 'Registered Firearms' })
      .getByRole('row', { name: /WPN-7Q2K9Z/ })
      .waitFor();
    await profile.getByText('No citations found.').waitFor();
    const vehicles = profile.getByRole('region', { name: 'Registered Vehicles' });
    const row = vehicles.getByRole('row', { name: /RPX4821/ });
    await row.getByRole('cell', { name: 'Valid', exact: true }).waitFor();
    await stack.screenshot(page, 'records-owner-profile');

    await profile.getByRole('button', { name: 'Create Report' }).click();
    const modal = dialog(page, 'Create Report');
    await modal.waitFor();

    // The placeholder type is refused with its fixed message.
    await modal.getByRole('button', { name: 'Submit Report' }).click();
    await modal.getByText('❌ Please select a valid report type.').waitFor();

    await modal.getByLabel('Report Type').selectOption('Citation');
    const [first, second] = [
      codes.find((c) => c.title === 'Running a Red Light')!,
      codes.find((c) => c.title === 'Reckless Driving')!,
    ];
    expect(first && second).toBeTruthy();

    // Text that is not in the penal code becomes a custom offense at $0 / 0 min.
    const offense = modal.getByRole('combobox', { name: 'Offense' });
    const offenses = modal.getByRole('table', { name: 'Offenses' });
    await offense.fill('Feeding the pigeons');
    await offense.press('Enter');
    const custom = offenses.getByRole('row', { name: /Feeding the pigeons/ });
    await custom.getByText('Custom', { exact: true }).waitFor();
    expect(await modal.getByLabel('Fine ($)').inputValue()).toBe('0.00');
    expect(await modal.getByLabel('Jail Time (minutes)').inputValue()).toBe('0');
    await custom.getByRole('button', { name: 'Remove Feeding the pigeons' }).click();
    expect(await offenses.count()).toBe(0);

    // One offense picked from the suggestions, one typed in full (any case).
    await offense.fill('red li');
    await modal
      .getByRole('listbox', { name: 'Offense suggestions' })
      .getByRole('option', { name: new RegExp(first.title) })
      .click();
    await offense.fill(second.title.toUpperCase());
    await modal.getByRole('button', { name: 'Add Offense' }).click();

    await offenses.getByRole('cell', { name: first.title, exact: true }).waitFor();
    await offenses.getByRole('cell', { name: second.title, exact: true }).waitFor();
    const fine = first.fine + second.fine;
    const jail = first.jailTime + second.jailTime;
    expect(await modal.getByLabel('Fine ($)').inputValue()).toBe(fine.toFixed(2));
    expect(await modal.getByLabel('Jail Time (minutes)').inputValue()).toBe(String(jail));

    await modal.getByLabel('Notes').fill('Ran the light on Alta Street at speed.');
    await stack.screenshot(page, 'records-create-report');
    await modal.getByRole('button', { name: 'Submit Report' }).click();
    await modal.getByText('✅ Report submitted successfully.').waitFor();
    // The modal closes 1.5 s after success.
    await modal.waitFor({ state: 'detached', timeout: 5000 });

    // The profile reloads with the stored citation and the server's totals.
    const citations = profile.getByRole('region', { name: 'Citations' });
    await citations.getByText(`${first.title}, ${second.title}`).waitFor();
    await citations
      .getByText(`Fine $${fine.toLocaleString('en-US', { minimumFractionDigits: 2 })}`, {
        exact: false,
      })
      .waitFor();
    await citations.getByText('Unpaid', { exact: true }).waitFor();
  });

  it('creates a warrant from the type-ahead and resolves it', async () => {
    const { page } = officer;
    await page.goto('/dashboard/pso/warrants');
    await page.getByRole('heading', { name: 'Warrants & BOLOs' }).waitFor();
    await page.getByRole('button', { name: '+ Create Warrant' }).click();
    const modal = dialog(page, 'Create Warrant');
    await modal.waitFor();
    await modal.getByLabel('Warrant Type').selectOption('Search');
    const search = modal.getByRole('combobox', { name: 'Search Civilian' });
    expect(await search.getAttribute('placeholder')).toBe('Start typing a name');
    // Last name alone finds them.
    await search.fill('tra');
    await modal.getByRole('option', { name: /Wesley Tran/ }).waitFor();
    // The keyboard picks a suggestion too.
    await search.press('ArrowDown');
    await search.press('Enter');
    await modal.getByText('Wesley Tran', { exact: true }).waitFor();
    await modal.getByLabel('Reason').fill('Stolen goods believed stored at the residence.');
    await modal.getByLabel('Expiration', { exact: true }).fill('2099-12-31T18:30');
    await modal.getByRole('button', { name: 'Create', exact: true }).click();
    await modal.waitFor({ state: 'detached' });

    const card = page.getByRole('listitem', { name: 'Search warrant for Wesley Tran' });
    await card.getByText('Active', { exact: true }).waitFor();
    expect(await card.getByText('Active', { exact: true }).getAttribute('class')).toContain(
      'badge-yellow',
    );
    await card.getByText('Issued by Jordan Reyes (D-104)').waitFor();
    await card.getByText(/Expires .*2099/).waitFor();
    await stack.screenshot(page, 'records-warrants');

    await card.getByRole('button', { name: 'Resolve Warrant' }).click();
    await card.getByText('Resolved', { exact: true }).waitFor();
    expect(await card.getByRole('button', { name: 'Resolve Warrant' }).count()).toBe(0);
    expect(await card.getByText('Resolved', { exact: true }).getAttribute('class')).toContain(
      'badge-green',
    );
  });

  it('searches by name (from 2 characters) and by weapon serial', async () => {
    const { page } = officer;
    await page.goto('/dashboard/pso/search');
    const name = page.getByRole('combobox', { name: 'Name or SSN' });
    await name.fill('C');
    // One character is not enough for a name suggestion.
    await new Promise((r) => setTimeout(r, 600));
    expect(await page.getByRole('listbox').count()).toBe(0);
    await name.fill('Ca');
    await page
      .getByRole('listbox', { name: 'Name or SSN suggestions' })
      .getByRole('option', { name: /Casey Morgan/ })
      .click();
    const profile = page.getByRole('region', { name: 'Owner profile' });
    await profile.getByRole('heading', { name: 'Casey Morgan' }).waitFor();
    await profile
      .getByRole('region', { name: 'Citations' })
      .getByText('Running a Red Light, Reckless Driving')
      .waitFor();

    // The Search button uses the input typed in last.
    await page.getByRole('combobox', { name: 'Name or Serial' }).fill('WPN-7Q2K9Z');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    const match = page.getByRole('region', { name: 'Weapon Match' });
    await match.getByText('Pistol', { exact: true }).waitFor();
    await match.getByRole('button', { name: 'View Registered Owner' }).click();
    await profile.getByRole('heading', { name: 'Casey Morgan' }).waitFor();

    await page.getByRole('combobox', { name: 'Plate or VIN' }).fill('NOPE000');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.getByText('No matching records found.').waitFor();
  });

  it('fits a phone screen: search by Enter, owner profile without sideways scrolling', async () => {
    const page = await officer.context.newPage();
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto('/dashboard/pso/search');
    const plate = page.getByRole('combobox', { name: 'Plate or VIN' });
    await plate.fill('RPX4821');
    await page.getByRole('listbox', { name: 'Plate or VIN suggestions' }).waitFor();
    await plate.press('Escape');
    await plate.press('Enter');
    await page
      .getByRole('region', { name: 'Vehicle Match' })
      .getByRole('button', { name: 'View Registered Owner' })
      .click();
    await page.getByRole('heading', { name: 'Casey Morgan' }).waitFor();
    // How far the page scrolls sideways (0 when it fits); evaluated in the browser.
    const overflow = () =>
      page.evaluate<number>('document.documentElement.scrollWidth - window.innerWidth');
    await stack.screenshot(page, 'records-owner-phone');
    expect(await overflow()).toBeLessThanOrEqual(0);
    await page.goto('/dashboard/pso/warrants');
    await page.getByRole('button', { name: '+ Create Warrant' }).waitFor();
    expect(await overflow()).toBeLessThanOrEqual(0);
    await page.close();
  });

  it('lists the citation on the civilian’s Records panel and pays it from the bank', async () => {
    // Continues the first test: the citation it issued.
    const { page } = casey;
    await page.goto('/dashboard/civilian');
    await page.getByRole('button', { name: /Casey Morgan/ }).click();
    const panel = page.getByRole('region', { name: 'Records', exact: true });
    await panel.getByText('Written Warnings: None', { exact: true }).waitFor();
    await panel.getByText('Arrest Reports: None', { exact: true }).waitFor();
    await panel.getByRole('heading', { name: 'Tickets: 1' }).waitFor();
    await panel.getByText('Running a Red Light, Reckless Driving').waitFor();
    await panel.getByText('Unpaid', { exact: true }).waitFor();
    await stack.screenshot(page, 'records-civilian-panel');

    await panel.getByRole('button', { name: /^Pay \$1,200\.00 fine/ }).click();
    await page.getByText('Fine of $1200.00 paid from your checking account.').waitFor();
    await panel.getByText('Paid', { exact: true }).waitFor();
    expect(await panel.getByRole('button', { name: /^Pay / }).count()).toBe(0);
  });

  it('shows a lapsed warrant as expired, without a resolve button', async () => {
    await apiPost(stack, officer.context, '/api/warrants/create', {
      type: 'Arrest',
      civilianId: people.Nia,
      reason: 'Failure to appear.',
      expiresAt: new Date(Date.now() + 1500).toISOString(),
    });
    await new Promise((r) => setTimeout(r, 2000));

    const { page } = officer;
    await page.goto('/dashboard/pso/warrants');
    const card = page.getByRole('listitem', { name: 'Arrest warrant for Nia Okafor' });
    await card.getByText('Expired', { exact: true }).first().waitFor();
    expect(await card.getByText('Active', { exact: true }).count()).toBe(0);
    expect(await card.getByRole('button', { name: 'Resolve Warrant' }).count()).toBe(0);

    // The status filter hides it from the active list and keeps it under Expired.
    await page.getByRole('button', { name: /^Active \(/ }).click();
    await expect.poll(() => card.count()).toBe(0);
    await page.getByRole('button', { name: 'Expired (1)' }).click();
    await card.waitFor();
  });

  it('files a use-of-force report and lists it with the filing officer', async () => {
    const { page } = officer;
    await page.goto('/dashboard/pso/reports');
    await page.getByRole('heading', { name: 'Public Safety Reports' }).waitFor();
    for (const name of ['Use of Force Report', 'Scene Report', '10-50 Accident Report']) {
      await page.getByRole('button', { name: new RegExp(`^${name}`) }).waitFor();
    }
    await page.getByText('No reports filed yet.').waitFor();

    await page.getByRole('button', { name: /^Use of Force Report/ }).click();
    const modal = dialog(page, 'Use of Force Report');
    const success = modal.getByLabel('Successful');
    expect(await success.locator('option').first().textContent()).toBe(
      'Was the use of force succesful?',
    );
    await modal.getByLabel('Weapon Discharged').selectOption('Taser');
    await modal.getByLabel('Reason').fill('Suspect charged at the officer with a bottle.');
    await modal.getByLabel('Justification').fill('Imminent threat of injury.');
    await modal.getByLabel('Laws Broken').fill('Assault on an officer');
    await success.selectOption('Yes');
    await modal.getByRole('button', { name: 'Submit Report' }).click();
    await modal.waitFor({ state: 'detached' });

    const row = page.getByRole('row', { name: /Use of Force Report/ });
    await row.getByText('Taser — Suspect charged at the officer with a bottle.').waitFor();
    await row.getByText('Jordan Reyes (D-104)').waitFor();
    await row.getByRole('button', { name: 'View' }).click();
    const details = dialog(page, 'Use of Force Report');
    await details.getByText('Imminent threat of injury.').waitFor();
    await stack.screenshot(page, 'records-pso-report');
  });

  it('stores a Create Report page report and shows "Report submitted!"', async () => {
    const { page } = officer;
    await page.goto('/dashboard/pso/create-report');
    await page.getByRole('heading', { name: 'Create Report' }).waitFor();
    expect(await page.getByLabel('Officer Name').inputValue()).toBe('Jordan Reyes (D-104)');
    await page.getByLabel('Title').fill('Noise complaint, Grove Street');
    await page.getByLabel('Type').selectOption('Incident');
    await page.getByLabel('Description').fill('Spoke with the residents; music turned down.');
    await page.getByRole('button', { name: 'Submit Report' }).click();
    await page.getByText('Report submitted!', { exact: true }).waitFor();
    expect(await page.getByLabel('Title').inputValue()).toBe('');
    expect(await page.getByLabel('Description').inputValue()).toBe('');
    await page
      .getByRole('region', { name: 'Recent Reports' })
      .getByText('Noise complaint, Grove Street')
      .waitFor();
  });

  it('lets staff add, edit and retire a penal code entry', async () => {
    const { page, context } = await stack.signedIn(PEOPLE.admin);
    await page.goto('/dashboard/admin/penal-codes');
    const add = page.getByRole('form', { name: 'Add offense' });
    await add.getByLabel('Title').fill('Loitering Near a Bank');
    await add.getByLabel('Fine ($)').fill('45.50');
    await add.getByLabel('Jail Time (minutes)').fill('0');
    await add.getByRole('button', { name: 'Add Offense' }).click();
    await page.getByText('Loitering Near a Bank added to the penal code.').waitFor();

    const row = page.getByRole('row', { name: /Loitering Near a Bank/ });
    await row.getByText('$45.50').waitFor();
    await row.getByRole('button', { name: 'Edit Loitering Near a Bank' }).click();
    const modal = dialog(page, 'Edit Offense');
    await modal.getByLabel('Fine ($)').fill('60');
    await modal.getByLabel('Jail Time (minutes)').fill('5');
    await modal.getByRole('button', { name: 'Save Changes' }).click();
    await modal.waitFor({ state: 'detached' });
    await row.getByText('$60.00').waitFor();
    await row.getByText('5 min').waitFor();

    await row.getByRole('button', { name: 'Retire Loitering Near a Bank' }).click();
    await row.getByText('Retired', { exact: true }).waitFor();
    await stack.screenshot(page, 'records-penal-codes');
    // Officers no longer see it in the penal code they charge from.
    const list = (await (
      await officer.context.request.get('/api/penal-codes')
    ).json()) as PenalCode[];
    expect(list.some((c) => c.title === 'Loitering Near a Bank')).toBe(false);
    await context.close();
  });
});
