import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PEOPLE, apiPost, browserAvailable, startStack, type Stack } from './harness';
import { VIEWPORTS } from './routes';

const createCivilian = (
  stack: Stack,
  context: BrowserContext,
  firstName: string,
  lastName: string,
) =>
  apiPost<{ civilian: { _id: string } }>(stack, context, '/api/civilians', {
    firstName,
    lastName,
    dateOfBirth: '1990-04-12',
    knownAliases: [],
  }).then((r) => r.civilian._id);

/** How far the page scrolls sideways (0 when it fits). */
const overflow = (page: Page) =>
  page.evaluate<number>('document.documentElement.scrollWidth - window.innerWidth');

describe.runIf(browserAvailable())('community forms', () => {
  let stack: Stack;
  let officer: { context: BrowserContext; page: Page };
  let staff: { context: BrowserContext; page: Page };
  let charge: string;

  beforeAll(async () => {
    stack = await startStack();
    officer = await stack.signedIn(PEOPLE.officer);
    const own = await createCivilian(stack, officer.context, 'Jordan', 'Reyes');
    await apiPost(stack, officer.context, '/api/officers', {
      civilianId: own,
      department: 'Xbox',
      callsign: 'D-104',
    });
    const casey = await stack.signedIn(PEOPLE.civilian);
    const civilianId = await createCivilian(stack, casey.context, 'Casey', 'Morgan');
    await apiPost(stack, casey.context, '/api/vehicles/register', {
      plate: 'FRM1234',
      make: 'Vapid',
      model: 'Stanier',
      year: 2012,
      color: 'Black',
      type: 'Sedan',
      insured: true,
      civilianId,
    });
    await casey.context.close();
    const codes = (await (await officer.context.request.get('/api/penal-codes')).json()) as {
      title: string;
    }[];
    charge = codes[0]!.title;
    staff = await stack.signedIn(PEOPLE.admin);
  });
  afterAll(async () => {
    await stack?.close();
  });

  it('staff build and publish a Traffic Stop; an officer files it with the pickers; it is on the civilian’s records', async () => {
    const { page } = staff;
    await page.goto('/dashboard/admin/forms');
    await page.getByRole('heading', { name: 'Forms', level: 1 }).waitFor();
    // The seeded Traffic Stop was never filed: staff delete it and build their own.
    await page.getByRole('button', { name: 'Delete Traffic Stop' }).click();
    await expect.poll(() => page.getByRole('link', { name: 'Traffic Stop' }).count()).toBe(0);

    await page.getByRole('link', { name: 'New form' }).click();
    await page.getByRole('heading', { name: 'New form', level: 1 }).waitFor();
    await page.getByLabel('Name', { exact: true }).fill('Traffic Stop');
    await page.getByRole('button', { name: 'Add field' }).click();
    await page.getByRole('button', { name: 'Add field' }).click();
    const fields = [
      ['Driver', 'driver', 'civilian'],
      ['Vehicle', 'vehicle', 'vehicle'],
      ['Charges', 'charges', 'charges'],
    ] as const;
    for (const [i, [label, key, type]] of fields.entries()) {
      await page.getByLabel('Label', { exact: true }).nth(i).fill(label);
      await page.getByLabel('Key', { exact: true }).nth(i).fill(key);
      await page.getByLabel('Type', { exact: true }).nth(i).selectOption(type);
    }
    await page.getByRole('button', { name: 'Save draft' }).click();
    await page.getByRole('heading', { name: 'Edit Traffic Stop', level: 1 }).waitFor();
    const publish = page.getByRole('region', { name: 'Publish' });
    await publish.getByLabel('Xbox').check();
    await publish.getByRole('button', { name: 'Publish saved draft' }).click();
    await publish.getByText('Form published as version 1.').waitFor();

    const o = officer.page;
    await o.goto('/dashboard/forms');
    await o.getByRole('heading', { name: 'Forms', level: 1 }).waitFor();
    await o.getByRole('link', { name: 'File Traffic Stop' }).click();
    await o.getByRole('heading', { name: 'Traffic Stop', level: 1 }).waitFor();
    await o.getByRole('combobox', { name: 'Driver' }).fill('Cas');
    await o.getByRole('option', { name: /Casey Morgan/ }).click();
    await o.getByRole('combobox', { name: 'Vehicle' }).fill('FRM');
    await o.getByRole('option', { name: /FRM1234/ }).click();
    await o.getByLabel('Charges', { exact: true }).selectOption({ label: charge });
    await o.getByRole('list', { name: 'Charges chosen' }).getByText(charge).waitFor();
    await o.getByRole('button', { name: 'File report' }).click();
    await o.getByText('Casey Morgan', { exact: true }).waitFor();
    await o.getByText(/FRM1234/).waitFor();
    await o.getByRole('heading', { name: 'Traffic Stop', level: 1 }).waitFor();

    // The officers' owner profile lists it under Reports.
    await o.goto('/dashboard/pso/search');
    await o.getByRole('combobox', { name: 'Name or SSN' }).fill('Casey');
    await o
      .getByRole('listbox', { name: 'Name or SSN suggestions' })
      .getByRole('option', { name: /Casey Morgan/ })
      .click();
    const reports = o.getByRole('region', { name: 'Reports', exact: true });
    await reports.getByRole('link', { name: 'Traffic Stop' }).click();
    await o.getByText('Casey Morgan', { exact: true }).waitFor();
  });

  it('fits a phone: the forms list and the filing page', async () => {
    const page = await officer.context.newPage();
    await page.setViewportSize(VIEWPORTS.phone);
    await page.goto('/dashboard/forms');
    await page.getByRole('heading', { name: 'Forms', level: 1 }).waitFor();
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    await page.getByRole('link', { name: 'File Vehicle Pursuit' }).click();
    await page.getByRole('heading', { name: 'Vehicle Pursuit', level: 1 }).waitFor();
    await page.getByLabel('PIT manoeuvre').waitFor();
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    // Required fields left empty: each says so under itself.
    await page.getByRole('button', { name: 'File report' }).click();
    await page.getByText('Narrative is required.').waitFor();
    // Unknown forms and reports say so in a heading.
    await page.goto('/dashboard/forms/00000000-0000-4000-8000-000000000000');
    await page.getByRole('heading', { name: 'Form not found', level: 1 }).waitFor();
    await page.goto('/dashboard/forms/reports/00000000-0000-4000-8000-000000000000');
    await page.getByRole('heading', { name: 'Report not found', level: 1 }).waitFor();
    await page.close();
  });
});
