import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { PEOPLE, ROLES, apiPost, browserAvailable, startStack, type Stack } from './harness';

// The civilian holds the class C role only; staff give the new license type that role too.
const HUNTING = 'Hunting License';
const COLOUR = 'Teal Pearl';

describe.runIf(browserAvailable())('community values: license types and form lists', () => {
  let stack: Stack;
  let civilian: { context: BrowserContext; page: Page };
  let staff: { context: BrowserContext; page: Page };

  beforeAll(async () => {
    stack = await startStack();
    civilian = await stack.signedIn(PEOPLE.civilian);
    await apiPost(stack, civilian.context, '/api/civilians', {
      firstName: 'Robin',
      lastName: 'Hale',
      dateOfBirth: '1990-03-14',
      knownAliases: [],
    });
    staff = await stack.signedIn(PEOPLE.admin);
  });
  afterAll(async () => {
    await stack?.close();
  });

  async function openCivilian(page: Page) {
    await page.goto('/dashboard/civilian');
    await page.getByRole('button', { name: /Robin Hale/ }).click();
    await page.getByRole('group', { name: 'Citizen actions' }).waitFor();
  }

  it('a vehicle colour staff add is offered by the civilian’s vehicle form and kept', async () => {
    const { page } = staff;
    await page.goto('/dashboard/admin/values');
    const lists = page.getByRole('region', { name: 'Form lists' });
    const colours = lists.getByRole('region', { name: 'Vehicle colours' });
    await colours.getByRole('listitem', { name: 'Black', exact: true }).waitFor();
    await colours.getByLabel('New value for Vehicle colours').fill(COLOUR);
    await colours.getByRole('button', { name: 'Add to Vehicle colours' }).click();
    await colours.getByRole('listitem', { name: COLOUR }).waitFor();

    const me = civilian.page;
    await openCivilian(me);
    await me.getByRole('button', { name: 'Add Vehicle' }).click();
    const dialog = me.getByRole('dialog', { name: 'Register New Vehicle' });
    await dialog.getByLabel('Plate').fill('TEAL 1');
    await dialog.getByLabel('Make').fill('Pfister');
    await dialog.getByLabel('Model').fill('Comet');
    await dialog.getByLabel('Year').fill('2019');
    await dialog.getByLabel('Color').selectOption(COLOUR);
    await dialog.getByRole('button', { name: 'Register Vehicle' }).click();
    await dialog.waitFor({ state: 'detached' });
    await me
      .getByRole('table', { name: 'Vehicles' })
      .getByRole('row', { name: new RegExp(COLOUR) })
      .waitFor();

    // In use now: staff see it, and it can only be retired.
    await page.reload();
    await colours.getByRole('listitem', { name: COLOUR }).getByText('In use').waitFor();
  });

  it('a license type staff add with a Discord role is offered to the member who holds it', async () => {
    const { page } = staff;
    await page.goto('/dashboard/admin/values');
    const types = page.getByRole('region', { name: 'License types' });
    await types.getByRole('listitem', { name: 'Class C - Standard Drivers License' }).waitFor();
    await types.getByLabel('Name').fill(HUNTING);
    await types.getByLabel('Discord role id (optional)').fill(ROLES.licenseC);
    await types.getByRole('button', { name: 'Add license type' }).click();
    await types.getByText('License type saved.').waitFor();
    await types.getByRole('listitem', { name: HUNTING }).waitFor();

    const me = civilian.page;
    await openCivilian(me);
    await me.getByRole('button', { name: 'Add License' }).click();
    const dialog = me.getByRole('dialog', { name: 'Add New License' });
    await dialog.getByLabel('License Type').selectOption(HUNTING);
    await dialog.getByRole('button', { name: 'Add License' }).click();
    await dialog.getByText('License successfully added.').waitFor();
    await dialog.waitFor({ state: 'detached' });
    await me.getByText(HUNTING).waitFor();
  });
});
