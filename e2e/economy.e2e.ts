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
    await stack.screenshot(staff.page, 'economy-admin');
    await staff.page.setViewportSize({ width: 390, height: 844 });
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
    await stack.screenshot(page, 'economy-shop');

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

  it('a holder sells an item to another civilian, who accepts and pays; staff retire the item', async () => {
    // Set up through the API: an unlimited item, bought by one member's civilian.
    const staff = await stack.signedIn(PEOPLE.admin);
    const { item } = await apiPost<{ item: { id: string } }>(
      stack,
      staff.context,
      '/api/economy/admin/items',
      { name: 'Lantern', category: 'Camping', price: 12.5 },
    );
    const seller = await stack.signedIn(PEOPLE.officer);
    const { civilian: jo } = await apiPost<{ civilian: { _id: string } }>(
      stack,
      seller.context,
      '/api/civilians',
      { firstName: 'Jo', lastName: 'Seller', dateOfBirth: '1985-02-01' },
    );
    await apiPost(stack, seller.context, '/api/economy/buy', {
      civilianId: jo._id,
      itemId: item.id,
      quantity: 2,
    });

    // The buyer: another member's civilian, found by their checking account's number.
    const buyer = await stack.signedIn(PEOPLE.officer2);
    const { civilian: riley } = await apiPost<{ civilian: { _id: string } }>(
      stack,
      buyer.context,
      '/api/civilians',
      { firstName: 'Riley', lastName: 'Buyer', dateOfBirth: '1992-03-04' },
    );
    const bank = await buyer.context.request.get(`/api/bank/accounts/${riley._id}`);
    const { accounts } = (await bank.json()) as {
      accounts: { accountNumber: string; accountType: string }[];
    };
    const number = accounts.find((a) => a.accountType === 'Checking')!.accountNumber;

    // The seller offers one lantern for $7.
    await seller.page.goto('/dashboard/shop');
    const held = seller.page.getByRole('region', { name: 'Inventory' });
    await held.getByText('Held: 2').waitFor();
    await held.getByRole('button', { name: 'Give or sell Lantern' }).click();
    const offer = held.getByRole('form', { name: 'Offer Lantern' });
    await offer.getByLabel("Receiver's account number").fill(number);
    await offer.getByLabel('Price ($)').fill('7');
    await offer.getByRole('button', { name: 'Send offer' }).click();
    await held.getByText('To Riley Buyer').waitFor();
    await held.getByRole('button', { name: 'Cancel offer of 1 × Lantern' }).waitFor();

    // The buyer accepts, paying from the wallet.
    await buyer.page.goto('/dashboard/shop');
    const theirs = buyer.page.getByRole('region', { name: 'Inventory' });
    await theirs.getByText('From Jo Seller').waitFor();
    await theirs.getByText('For $7.00').waitFor();
    await theirs.getByRole('button', { name: 'Accept 1 × Lantern' }).click();
    await theirs.getByText('Held: 1').waitFor();
    await theirs.getByText('No offers waiting.').waitFor();
    // $500 of starting cash less the $7 paid.
    await buyer.page
      .getByRole('option', { name: 'Wallet ($493.00)' })
      .first()
      .waitFor({ state: 'attached' });
    await seller.page.reload();
    await held.getByText('Held: 1').waitFor();
    await held.getByText('No offers sent.').waitFor();

    // Staff retire the lantern: the shop no longer lists it.
    await staff.page.goto('/dashboard/admin/economy');
    await staff.page.getByRole('button', { name: 'Retire Lantern' }).click();
    await staff.page.getByRole('button', { name: 'Put Lantern back on sale' }).waitFor();
    await buyer.page.reload();
    await buyer.page.getByRole('heading', { name: 'Items for sale' }).waitFor();
    await buyer.page.getByRole('form', { name: 'Buy Radio' }).waitFor();
    expect(await buyer.page.getByRole('form', { name: 'Buy Lantern' }).count()).toBe(0);

    for (const who of [staff, seller, buyer]) await who.context.close();
  });

  it('two civilians race for the last of an item: one holds it, the other is told it sold out', async () => {
    const staff = await stack.signedIn(PEOPLE.admin);
    await staff.page.goto('/dashboard/admin/economy');
    const create = staff.page.getByRole('form', { name: 'New item' });
    await create.getByLabel('Name').fill('Golden Ticket');
    await create.getByLabel('Category').fill('Collectibles');
    await create.getByLabel('Price ($)').fill('25');
    await create.getByLabel('Stock').fill('1');
    await create.getByRole('button', { name: 'Create item' }).click();
    await staff.page.getByText('Item created.').waitFor();
    await staff.context.close();

    const racers = await Promise.all(
      [
        [PEOPLE.firefighter, 'Robin'],
        [PEOPLE.dispatcher, 'Alex'],
      ].map(async ([person, firstName]) => {
        const racer = await stack.signedIn(person as typeof PEOPLE.firefighter);
        await apiPost(stack, racer.context, '/api/civilians', {
          firstName,
          lastName: 'Racer',
          dateOfBirth: '1990-01-01',
        });
        await racer.page.goto('/dashboard/shop');
        const buy = racer.page.getByRole('form', { name: 'Buy Golden Ticket' });
        await buy.getByRole('option', { name: 'Wallet ($500.00)' }).waitFor({ state: 'attached' });
        return { ...racer, buy };
      }),
    );

    // Both press Buy at once; the server sells the one ticket once.
    await Promise.all(
      racers.map((r) => r.buy.getByRole('button', { name: 'Buy Golden Ticket' }).click()),
    );
    const outcomes = await Promise.all(
      racers.map(async (r) => {
        const won = r.buy.getByText('Bought 1 × Golden Ticket for $25.00.');
        const lost = r.buy.getByRole('alert').getByText('Golden Ticket is sold out.');
        await won.or(lost).waitFor();
        return (await won.count()) > 0 ? 'won' : 'lost';
      }),
    );
    expect([...outcomes].sort()).toEqual(['lost', 'won']);

    const winner = racers[outcomes.indexOf('won')]!;
    const loser = racers[outcomes.indexOf('lost')]!;
    const inventory = winner.page.getByRole('region', { name: 'Inventory' });
    await inventory.getByText('Golden Ticket', { exact: true }).waitFor();
    await inventory.getByText('Held: 1').waitFor();
    // The loser paid nothing and holds nothing.
    await loser.buy
      .getByRole('option', { name: 'Wallet ($500.00)' })
      .waitFor({ state: 'attached' });
    expect(
      await loser.page
        .getByRole('region', { name: 'Inventory' })
        .getByText('Golden Ticket', { exact: true })
        .count(),
    ).toBe(0);
    for (const r of racers) await r.context.close();
  });
});
