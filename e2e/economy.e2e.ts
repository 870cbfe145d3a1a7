import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { PEOPLE, apiPost, browserAvailable, startStack, type Stack } from './harness';
import { horizontalOverflow, screenSettled, seriousA11yViolations } from './page-checks';

// Starting money comes from BANK_STARTING_WALLET (500): the civilian pays from the wallet.

/** The screen has no serious accessibility violations and no sideways scroll. */
async function looksRight(page: Page) {
  await screenSettled(page);
  expect(await seriousA11yViolations(page)).toEqual([]);
  expect(await horizontalOverflow(page)).toBe(0);
}

describe.runIf(browserAvailable())('economy: treasury, shop and inventory', () => {
  let stack: Stack;

  beforeAll(async () => {
    stack = await startStack();
  });
  afterAll(async () => {
    await stack?.close();
  });

  it('staff mint and stock an item; a civilian buys one, holds it, and is told the limit', async () => {
    // Staff: mint into the treasury, then create an item with stock 2 and a limit of 1.
    const staff = await stack.signedIn(PEOPLE.admin, { bypassCSP: true });
    await staff.page.goto('/dashboard/admin/economy');
    await staff.page.getByRole('heading', { name: 'Economy', level: 1 }).waitFor();
    const treasury = staff.page.getByRole('form', { name: 'Mint or burn money' });
    await treasury.getByLabel('Amount ($)').fill('1000');
    await treasury.getByLabel('Reason').fill('Opening the shop');
    await treasury.getByRole('button', { name: 'Mint' }).click();
    await staff.page.getByText('Minted $1,000.00 into the treasury.').waitFor();
    await staff.page.getByText('Balance $1,000.00').waitFor();

    const create = staff.page.getByRole('form', { name: 'New item' });
    await create.getByLabel('Name').fill('Radio');
    await create.getByLabel('Category').fill('Electronics');
    await create.getByLabel('Price ($)').fill('40');
    await create.getByLabel('Stock').fill('2');
    await create.getByLabel('Limit per civilian').fill('1');
    await create.getByLabel('Description').fill('A handheld radio.');
    await create.getByRole('button', { name: 'Create item' }).click();
    await staff.page.getByText('Item created.').waitFor();
    await staff.page.getByRole('button', { name: 'Retire Radio' }).waitFor();
    await looksRight(staff.page);
    await staff.context.close();

    // A civilian, on a phone: buys one from the wallet.
    const { page, context } = await stack.signedIn(PEOPLE.civilian, {
      viewport: { width: 390, height: 844 },
      bypassCSP: true,
    });
    await apiPost(stack, context, '/api/civilians', {
      firstName: 'Casey',
      lastName: 'Morgan',
      dateOfBirth: '1991-06-15',
    });
    await page.goto('/dashboard/shop');
    await page.getByRole('heading', { name: 'Shop', level: 1 }).waitFor();
    const buy = page.getByRole('form', { name: 'Buy Radio' });
    await buy.getByRole('option', { name: 'Wallet ($500.00)' }).waitFor({ state: 'attached' });
    const card = page.getByRole('listitem').filter({ has: buy });
    await card.getByText('$40.00').waitFor();
    await card.getByText('A handheld radio.').waitFor();
    await buy.getByLabel('Quantity').fill('1');
    await buy.getByRole('button', { name: 'Buy Radio' }).click();
    await buy.getByText('Bought 1 × Radio for $40.00.').waitFor();
    await buy.getByText('Balance now $460.00 · held now 1').waitFor();
    await buy.getByRole('option', { name: 'Wallet ($460.00)' }).waitFor({ state: 'attached' });

    const inventory = page.getByRole('region', { name: 'Inventory' });
    await inventory.getByText('Radio', { exact: true }).waitFor();
    await inventory.getByText('Held: 1').waitFor();
    await looksRight(page);

    // A second one is past the limit: the server's sentence, and nothing moves.
    await buy.getByRole('button', { name: 'Buy Radio' }).click();
    await buy
      .getByRole('alert')
      .getByText('A civilian may hold at most 1 of Radio; this one holds 1.')
      .waitFor();
    await inventory.getByText('Held: 1').waitFor();
    expect(await buy.getByRole('option', { name: 'Wallet ($460.00)' }).count()).toBe(1);
    await context.close();
  });
});
