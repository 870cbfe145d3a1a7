import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { PEOPLE, browserAvailable, startStack, type Stack } from './harness';
import { createCivilian } from './fixtures';
import { horizontalOverflow, screenSettled, seriousA11yViolations } from './page-checks';

// Businesses (docs/economy.md), as people use them on a phone: a civilian registers a business
// that staff must approve, deposits into it, hires another member's civilian, runs payroll,
// and the employee finds the wage in their bank ledger.

const PHONE = { width: 390, height: 844 };

async function looksRight(page: Page) {
  await screenSettled(page);
  expect(await seriousA11yViolations(page)).toEqual([]);
  expect(await horizontalOverflow(page)).toBe(0);
}

describe.runIf(browserAvailable())('businesses: register, approve, hire, pay', () => {
  let stack: Stack;

  beforeAll(async () => {
    stack = await startStack();
  });
  afterAll(async () => {
    await stack?.close();
  });

  it('a civilian registers a business, staff approve, the owner deposits, hires and pays; the wage reaches the employee', async () => {
    // Staff require approval for new businesses.
    const staff = await stack.signedIn(PEOPLE.admin, { bypassCSP: true });
    await staff.page.goto('/dashboard/admin/economy');
    const panel = staff.page.getByRole('region', { name: 'Businesses' });
    const approval = panel.getByLabel('New businesses need staff approval');
    await approval.waitFor();
    // Checked once the server has saved it (the box shows the stored setting).
    await approval.click();
    await expect.poll(() => approval.isChecked()).toBe(true);

    // The employee-to-be: another member's civilian, with a checking account.
    const worker = await stack.signedIn(PEOPLE.officer2, { viewport: PHONE, bypassCSP: true });
    const rileyId = await createCivilian(stack, worker.context, {
      firstName: 'Riley',
      lastName: 'Chen',
      dateOfBirth: '1992-03-04',
    });
    expect((await worker.context.request.get(`/api/bank/accounts/${rileyId}`)).status()).toBe(200);

    // The owner, on a phone, registers the business.
    const owner = await stack.signedIn(PEOPLE.civilian, { viewport: PHONE, bypassCSP: true });
    await createCivilian(stack, owner.context, {
      firstName: 'Casey',
      lastName: 'Morgan',
      dateOfBirth: '1991-06-15',
    });
    await owner.page.goto('/dashboard/businesses');
    await owner.page.getByRole('heading', { name: 'Businesses', level: 1 }).waitFor();
    const register = owner.page.getByRole('region', { name: 'Register a business' });
    await register.getByLabel('Name').fill('Morgan Motors');
    await register.getByLabel('Type').fill('Garage');
    await register.getByLabel('Description').fill('Repairs and tuning.');
    await register.getByRole('button', { name: 'Register' }).click();
    await owner.page
      .getByText('Business Morgan Motors registered; staff will approve it.')
      .waitFor();
    await owner.page.getByText('Waiting for approval', { exact: false }).first().waitFor();
    await looksRight(owner.page);

    // Staff approve it.
    await staff.page.reload();
    await panel.getByRole('button', { name: 'Approve Morgan Motors' }).click();
    await panel.getByText('No business is waiting.').waitFor();
    await staff.context.close();

    // The owner deposits $300 from checking and invites Riley at $120 a run.
    await owner.page.reload();
    await owner.page.getByRole('link', { name: 'Morgan Motors' }).click();
    await owner.page.getByRole('heading', { name: 'Morgan Motors', level: 1 }).waitFor();
    const account = owner.page.getByRole('region', { name: 'Business account' });
    await account.getByLabel('Account').locator('option').first().waitFor({ state: 'attached' });
    await account.getByLabel('Amount ($)').fill('300');
    await account.getByRole('button', { name: 'Move money' }).click();
    await account.getByText('Deposited $300.00 into the business account.').waitFor();
    await account.getByText('$300.00', { exact: true }).first().waitFor();

    const invite = owner.page.getByRole('form', { name: 'Invite an employee' });
    await invite.getByLabel('Search civilians of other members').fill('Riley');
    await invite.getByRole('option', { name: 'Riley Chen' }).waitFor({ state: 'attached' });
    await invite.getByLabel('Wage per payroll ($)').fill('120');
    await invite.getByRole('button', { name: 'Send invitation' }).click();
    await invite.getByText('Riley Chen invited.').waitFor();
    await looksRight(owner.page);

    // Riley accepts.
    await worker.page.goto('/dashboard/businesses');
    const invitations = worker.page.getByRole('region', { name: 'Job invitations' });
    await invitations.getByText('Morgan Motors: Riley Chen at $120.00 per payroll').waitFor();
    await invitations.getByRole('button', { name: 'Accept' }).click();
    await worker.page.getByRole('region', { name: 'Your jobs' }).waitFor();
    await looksRight(worker.page);

    // The owner runs payroll.
    await owner.page.reload();
    const payroll = owner.page.getByRole('region', { name: 'Payroll' });
    await payroll.getByText('Each run pays $120.00 in total.').waitFor();
    await payroll.getByRole('button', { name: 'Run payroll now' }).click();
    await payroll.getByText('Paid 1 employees $120.00.').waitFor();
    await owner.page
      .getByRole('region', { name: 'Business account' })
      .getByText('$180.00', { exact: true })
      .first()
      .waitFor();
    await looksRight(owner.page);
    await stack.screenshot(owner.page, 'business-owner');

    // Riley's bank ledger shows the wage, naming the business.
    await worker.page.goto(`/bank/dashboard?civilian=${rileyId}`);
    const recent = worker.page.getByRole('region', { name: 'Recent Transactions' });
    await recent.getByText('Payroll: Morgan Motors').first().waitFor();
    await owner.context.close();
    await worker.context.close();
  });

  it('the owner lists an item, changes its price, retires it from the shop and puts it back', async () => {
    const owner = await stack.signedIn(PEOPLE.civilian, { viewport: PHONE, bypassCSP: true });
    await owner.page.goto('/dashboard/businesses');
    await owner.page.getByRole('link', { name: 'Morgan Motors' }).click();
    const items = owner.page.getByRole('region', { name: 'Items for sale' });
    await items.getByLabel('Name').fill('Tow hook');
    await items.getByLabel('Category').fill('Parts');
    await items.getByLabel('Price ($)').fill('25');
    await items.getByLabel('Stock (empty: unlimited)').fill('5');
    await items.getByRole('button', { name: 'List item' }).click();
    const row = items.getByRole('listitem').filter({ hasText: 'Tow hook' });
    await row.getByText('$25.00').waitFor();

    await row.getByRole('button', { name: 'Edit Tow hook' }).click();
    const edit = row.getByRole('form', { name: 'Edit Tow hook' });
    await edit.getByLabel('Price ($)').fill('30');
    await edit.getByRole('button', { name: 'Save' }).click();
    await row.getByText('$30.00').waitFor();
    await edit.waitFor({ state: 'detached' });
    await looksRight(owner.page);

    // On sale at the new price, then retired: gone from the shop until put back.
    const shop = await owner.context.newPage();
    await shop.goto('/dashboard/shop');
    const card = shop.getByRole('listitem').filter({ hasText: 'Tow hook' });
    await card.getByText('$30.00').waitFor();
    await row.getByRole('button', { name: 'Retire Tow hook' }).click();
    await row.getByText('retired').waitFor();
    await shop.reload();
    await shop.getByRole('heading', { name: 'Shop', level: 1 }).waitFor();
    await expect.poll(() => card.count()).toBe(0);
    await row.getByRole('button', { name: 'Put Tow hook back on sale' }).click();
    await row.getByRole('button', { name: 'Retire Tow hook' }).waitFor();
    await shop.reload();
    await card.getByText('$30.00').waitFor();
    await owner.context.close();
  });
});
