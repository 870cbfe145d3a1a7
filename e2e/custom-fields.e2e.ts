import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PEOPLE, apiPost, browserAvailable, startStack, type Stack } from './harness';
import { horizontalOverflow, overflowingElements, screenSettled } from './page-checks';
import { VIEWPORTS } from './routes';

const PLATE = 'INS4242';
const POLICY = 'POL-88231';

describe.runIf(browserAvailable())(
  'custom fields: staff add one, owners fill it, officers see it',
  () => {
    let stack: Stack;
    let owner: { context: BrowserContext; page: Page };
    let officer: { context: BrowserContext; page: Page };
    let staff: { context: BrowserContext; page: Page };

    beforeAll(async () => {
      stack = await startStack();
      owner = await stack.signedIn(PEOPLE.civilian);
      const { civilian } = await apiPost<{ civilian: { _id: string } }>(
        stack,
        owner.context,
        '/api/civilians',
        { firstName: 'Robin', lastName: 'Insured', dateOfBirth: '1990-01-02', knownAliases: [] },
      );
      await apiPost(stack, owner.context, '/api/vehicles/register', {
        plate: PLATE,
        make: 'Karin',
        model: 'Sultan',
        year: 2016,
        color: 'Blue',
        insured: true,
        civilianId: civilian._id,
      });
      officer = await stack.signedIn(PEOPLE.officer);
      const own = await apiPost<{ civilian: { _id: string } }>(
        stack,
        officer.context,
        '/api/civilians',
        { firstName: 'Jordan', lastName: 'Reyes', dateOfBirth: '1992-08-30', knownAliases: [] },
      );
      await apiPost(stack, officer.context, '/api/officers', {
        civilianId: own.civilian._id,
        department: 'Xbox',
        callsign: 'D-104',
      });
      staff = await stack.signedIn(PEOPLE.admin);
    });
    afterAll(async () => {
      await stack?.close();
    });

    it('staff add Insurance on vehicles: text, searchable, shown in results', async () => {
      const { page } = staff;
      await page.goto('/dashboard/admin/values');
      const section = page.getByRole('region', { name: 'Custom fields' });
      await section.getByLabel('On', { exact: true }).selectOption('vehicle');
      await section.getByLabel('Label', { exact: true }).fill('Insurance');
      await section.getByLabel(/^Key/).fill('insurance');
      await section.getByLabel('Type', { exact: true }).selectOption('text');
      await section.getByLabel('Search Database finds records by it').selectOption('exact');
      await section.getByLabel('Shown in Search Database results').check();
      // Seen by owner, public safety and staff; edited by owner and staff (the defaults).
      await section.getByRole('button', { name: 'Add custom field' }).click();
      await section.getByText('Custom field saved.').waitFor();
      await section.getByRole('listitem', { name: /Insurance/ }).waitFor();
    });

    it('the owner fills it on their vehicle', async () => {
      const { page } = owner;
      await page.goto('/dashboard/civilian');
      await page.getByRole('button', { name: /Robin Insured/ }).click();
      await page.getByRole('group', { name: 'Citizen actions' }).waitFor();
      const table = page.getByRole('table', { name: 'Vehicles' });
      await table.getByRole('button', { name: `Edit vehicle ${PLATE}` }).click();
      const dialog = page.getByRole('dialog', { name: 'Edit Vehicle' });
      await dialog.getByLabel('Insurance').fill(POLICY);
      await dialog.getByRole('button', { name: 'Save Changes' }).click();
      await dialog.waitFor({ state: 'detached' });
      await table.getByText(`Insurance: ${POLICY}`).waitFor();
    });

    it('an officer’s plate search shows it, and finds the vehicle by the policy number', async () => {
      const { page } = officer;
      await page.goto('/dashboard/pso/search');
      const plate = page.getByRole('combobox', { name: 'Plate or VIN' });
      await plate.fill(PLATE);
      await page.getByRole('button', { name: 'Search', exact: true }).click();
      const match = page.getByRole('region', { name: 'Vehicle Match' });
      await match.getByText(POLICY, { exact: true }).waitFor();
      expect(await match.getByText('Insurance', { exact: true }).count()).toBe(1);

      // The policy number typed in the plate box finds the vehicle too (exact, any case).
      await page.goto('/dashboard/pso/search');
      await plate.fill(POLICY.toLowerCase());
      await page.getByRole('button', { name: 'Search', exact: true }).click();
      await match.getByText(PLATE, { exact: true }).waitFor();
    });

    it('on a phone, the values page and the search result fit', async () => {
      const phone = await stack.signedIn(PEOPLE.admin, { viewport: VIEWPORTS.phone });
      try {
        const problems: string[] = [];
        await phone.page.goto('/dashboard/admin/values');
        await phone.page.getByRole('region', { name: 'Custom fields' }).waitFor();
        await screenSettled(phone.page);
        let overflow = await horizontalOverflow(phone.page);
        if (overflow > 0)
          problems.push(`values: ${(await overflowingElements(phone.page)).join('; ')}`);
        const page = await officer.context.newPage();
        await page.setViewportSize(VIEWPORTS.phone);
        await page.goto('/dashboard/pso/search');
        const plate = page.getByRole('combobox', { name: 'Plate or VIN' });
        await plate.fill(POLICY);
        await page.getByRole('button', { name: 'Search', exact: true }).click();
        await page.getByRole('region', { name: 'Vehicle Match' }).getByText(POLICY).waitFor();
        await screenSettled(page);
        overflow = await horizontalOverflow(page);
        if (overflow > 0) problems.push(`search: ${(await overflowingElements(page)).join('; ')}`);
        expect(problems).toEqual([]);
      } finally {
        await phone.context.close();
      }
    });
  },
);
