import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PEOPLE, apiPost, browserAvailable, startStack, type Stack } from './harness';

// Staff adjust a member's balance from the member's page: the money comes from the treasury,
// the page shows the new balance, and a debit the pocket cannot cover is refused.
describe.runIf(browserAvailable())('staff money adjustments', () => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await startStack();
  });
  afterAll(async () => {
    await stack?.close();
  });

  it('credits a wallet with a reason and refuses a debit beyond the balance', async () => {
    const owner = await stack.signedIn(PEOPLE.civilian);
    const civilian = await apiPost(stack, owner.context, '/api/civilians', {
      firstName: 'Casey',
      lastName: 'Walker',
      dateOfBirth: '1990-04-12',
      knownAliases: [],
    });
    const civilianId = (civilian.civilian as { _id: string })._id;
    // Opening the bank provisions the wallet and accounts with their opening balances.
    const bank = await owner.context.request.get(`/api/bank/accounts/${civilianId}`);
    const before = ((await bank.json()) as { wallet: { balance: number } }).wallet.balance;

    const { page, context } = await stack.signedIn(PEOPLE.admin);
    // Money enters the economy only through the treasury: staff mint first.
    await apiPost(stack, context, '/api/economy/admin/treasury/mint', {
      amount: 1000,
      reason: 'Car show prize fund',
    });
    await page.goto(`/dashboard/admin/members/${PEOPLE.civilian.id}`);
    const panel = page.getByRole('region', { name: 'Money' });
    await panel.getByLabel('Civilian').waitFor();
    await panel.getByLabel('Amount ($)').fill('25');
    await panel.getByLabel('Reason').fill('Prize for the car show');
    await panel.getByRole('button', { name: 'Adjust balance' }).click();
    await panel.getByText(/^✅/).waitFor();
    const after = await owner.context.request.get(`/api/bank/accounts/${civilianId}`);
    expect(((await after.json()) as { wallet: { balance: number } }).wallet.balance).toBe(
      before + 25,
    );
    // The pocket list shows the new wallet balance.
    await expect
      .poll(() => panel.getByLabel('Pocket').locator('option').first().textContent())
      .toContain((before + 25).toFixed(2));

    await panel.getByLabel('Direction').selectOption('debit');
    await panel.getByLabel('Amount ($)').fill(String(before + 1000));
    await panel.getByLabel('Reason').fill('Too much');
    await panel.getByRole('button', { name: 'Adjust balance' }).click();
    await panel.getByRole('alert').waitFor();
    expect(await panel.getByText(/^✅/).count()).toBe(0);
  });
});
