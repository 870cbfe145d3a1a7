import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { PEOPLE, browserAvailable, startStack, type Stack } from './harness';

// Starting money comes from BANK_STARTING_WALLET / BANK_STARTING_CHECKING (500 / 2,500).
const GREEN = 'rgb(34, 197, 94)';
const RED = 'rgb(248, 113, 113)';

interface Account {
  _id: string;
  accountNumber: string;
  accountType: string;
  balance: number;
}

/** Creates a civilian for the signed-in member through the API, as the register form does. */
async function createCivilian(context: BrowserContext, firstName: string, lastName: string) {
  const res = await context.request.post('/api/civilians', {
    data: { firstName, lastName, dateOfBirth: '1991-06-15' },
  });
  expect(res.status()).toBe(201);
  return ((await res.json()) as { civilian: { _id: string } }).civilian._id;
}

async function accountsOf(context: BrowserContext, civilianId: string) {
  const res = await context.request.get(`/api/bank/accounts/${civilianId}`);
  expect(res.status()).toBe(200);
  return (await res.json()) as { accounts: Account[]; wallet: { balance: number } };
}

/** Picks the civilian on /bank and logs in to their bank dashboard. */
async function bankLogin(page: Page, name: string, civilianId: string) {
  await page.goto('/bank');
  const logIn = page.getByRole('button', { name: 'Log in' });
  await logIn.waitFor();
  expect(await logIn.isDisabled()).toBe(true);
  await page.getByLabel('Civilian').selectOption({ label: name });
  expect(await logIn.isDisabled()).toBe(false);
  await logIn.click();
  await page.waitForURL((url) => url.pathname === '/bank/dashboard');
  expect(new URL(page.url()).searchParams.get('civilian')).toBe(civilianId);
  await page.getByRole('heading', { name: `Welcome, ${name}` }).waitFor();
}

// Runs in the page; the test project has no DOM typings, hence the cast.
type StyleWindow = { getComputedStyle(el: unknown): { color: string } };
const colourOf = (cell: Locator) =>
  cell.evaluate((el) => (globalThis as unknown as StyleWindow).getComputedStyle(el).color);

/** The Recent Transactions rows, newest first, as [description, amount text]. */
async function recentRows(page: Page) {
  const table = page.getByRole('region', { name: 'Recent Transactions' }).getByRole('table');
  await table.waitFor();
  return table.locator('tbody tr');
}

describe.runIf(browserAvailable())('bank portal', () => {
  let stack: Stack;
  let payeeNumber = '';

  beforeAll(async () => {
    stack = await startStack();
    // The payee: another member's civilian, whose checking account receives the transfer.
    const { context } = await stack.signedIn(PEOPLE.officer2);
    const payee = await createCivilian(context, 'Riley', 'Chen');
    const { accounts } = await accountsOf(context, payee);
    payeeNumber = accounts.find((a) => a.accountType === 'Checking')!.accountNumber;
    await context.close();
  });
  afterAll(async () => {
    await stack?.close();
  });

  it('logs in, deposits cash and transfers to another civilian, listing both with sign and colour', async () => {
    const { page, context } = await stack.signedIn(PEOPLE.civilian);
    const civilianId = await createCivilian(context, 'Casey', 'Morgan');
    await bankLogin(page, 'Casey Morgan', civilianId);

    await page.getByText('Wallet $500.00').waitFor();
    const info = page.getByRole('region', { name: 'Account Information' });
    await info.getByText('$2,500.00').waitFor();
    await page.getByRole('region', { name: 'Personal Accounts' }).getByText('Checking').waitFor();
    await page.getByRole('region', { name: 'Cash Balance' }).getByText('$500.00').waitFor();
    await stack.screenshot(page, 'bank-dashboard');

    // Deposit: wallet cash into the selected (checking) account.
    await page.getByRole('button', { name: 'Deposit Cash' }).click();
    const deposit = page.getByRole('dialog', { name: 'Deposit' });
    await deposit.getByLabel('Amount ($)').fill('120.5');
    await deposit.getByRole('button', { name: 'Deposit', exact: true }).click();
    const toast = page.getByText('Deposit of $120.50 submitted.');
    await toast.waitFor();
    const toastShown = Date.now();
    expect(await deposit.count()).toBe(0);
    await page.getByText('Wallet $379.50').waitFor();
    await info.getByText('$2,620.50').waitFor();
    let rows = await recentRows(page);
    await rows.first().getByText('+$120.50').waitFor();
    expect(await colourOf(rows.first().getByText('+$120.50'))).toBe(GREEN);
    // Success toasts hide after 4 s.
    await toast.waitFor({ state: 'detached', timeout: 8_000 });
    expect(Date.now() - toastShown).toBeGreaterThan(3_000);

    // Transfer to the other member's civilian by account number.
    await page.getByRole('button', { name: 'Transfer Funds' }).click();
    const transfer = page.getByRole('dialog', { name: 'Transfer Funds' });
    await transfer.getByLabel('To Account Number').fill(` ${payeeNumber} `);
    await transfer.getByLabel('Amount ($)').fill('75.25');
    await transfer.getByLabel('Description (optional)').fill('Dinner at the pier');
    await stack.screenshot(page, 'bank-transfer-modal');
    await transfer.getByRole('button', { name: 'Transfer', exact: true }).click();
    await page.getByText('Transfer completed successfully.').waitFor();
    await info.getByText('$2,545.25').waitFor();
    rows = await recentRows(page);
    const newest = rows.first();
    await newest.getByText('Dinner at the pier').waitFor();
    expect(await colourOf(newest.getByText('-$75.25'))).toBe(RED);
    expect(await rows.count()).toBe(3);
    expect(await rows.nth(1).getByText('+$120.50').count()).toBe(1);
    expect(await rows.nth(2).getByText('+$2,500.00').count()).toBe(1);
    await stack.screenshot(page, 'bank-after-transfer');

    // The payee's account received it.
    const payee = await stack.signedIn(PEOPLE.officer2);
    const civilians = await payee.context.request.get('/api/civilians');
    const [riley] = ((await civilians.json()) as { civilians: { _id: string }[] }).civilians;
    const { accounts } = await accountsOf(payee.context, riley!._id);
    expect(accounts.find((a) => a.accountNumber === payeeNumber)?.balance).toBe(2575.25);
    await payee.context.close();

    await page.getByRole('button', { name: 'Exit' }).click();
    await page.waitForURL('**/dashboard/civilian');
    await context.close();
  });

  it('says so when funds or cash are short, and moves nothing (on a phone-sized screen)', async () => {
    // A member new to the bank: starting money is paid once per member.
    const { page, context } = await stack.signedIn(PEOPLE.firefighter, {
      viewport: { width: 390, height: 844 },
    });
    const civilianId = await createCivilian(context, 'Dana', 'Short');
    await bankLogin(page, 'Dana Short', civilianId);

    // Transfer more than the source holds: refused before it is sent.
    await page.getByRole('button', { name: 'Transfer Funds' }).click();
    const transfer = page.getByRole('dialog', { name: 'Transfer Funds' });
    await transfer.getByLabel('To Account Number').fill(payeeNumber);
    await transfer.getByLabel('Amount ($)').fill('2500.01');
    await transfer.getByRole('button', { name: 'Transfer', exact: true }).click();
    await transfer.getByText('Insufficient funds in selected account.').waitFor();
    await transfer.getByRole('button', { name: 'Cancel' }).click();

    // Withdraw has no client check: the server's 422 message is shown.
    await page.getByRole('button', { name: 'Withdraw Cash' }).click();
    const withdraw = page.getByRole('dialog', { name: 'Withdraw' });
    await withdraw.getByLabel('Amount ($)').fill('3000');
    await withdraw.getByRole('button', { name: 'Withdraw', exact: true }).click();
    await withdraw.getByText('Insufficient funds in selected account.').waitFor();
    await withdraw.getByRole('button', { name: 'Cancel' }).click();

    // Deposit more cash than the wallet holds.
    await page.getByRole('button', { name: 'Deposit Cash' }).click();
    const deposit = page.getByRole('dialog', { name: 'Deposit' });
    await deposit.getByLabel('Amount ($)').fill('500.01');
    await deposit.getByRole('button', { name: 'Deposit', exact: true }).click();
    await deposit.getByText('You do not have enough cash in your wallet.').waitFor();
    await stack.screenshot(page, 'bank-insufficient');
    await deposit.getByRole('button', { name: 'Cancel' }).click();

    const view = await accountsOf(context, civilianId);
    expect(view.wallet.balance).toBe(500);
    expect(view.accounts.map((a) => a.balance)).toEqual([2500]);
    const rows = await recentRows(page);
    expect(await rows.count()).toBe(1);

    // Rename: required, trimmed; the type then shows beside the new name.
    await page.getByRole('button', { name: 'Rename Account' }).click();
    const rename = page.getByRole('dialog', { name: 'Rename Account' });
    await rename.getByLabel('New Account Name').fill('   ');
    await rename.getByRole('button', { name: 'Rename', exact: true }).click();
    await rename.getByText('Please provide a new account name.').waitFor();
    await rename.getByLabel('New Account Name').fill('  Rainy Day  ');
    await rename.getByRole('button', { name: 'Rename', exact: true }).click();
    await page.getByText('Account renamed successfully.').waitFor();
    const info = page.getByRole('region', { name: 'Account Information' });
    await info.getByText('Rainy Day').waitFor();
    await info.getByText('Checking').waitFor();
    await context.close();
  });

  it('opens a business account as a pending request that staff approve', async () => {
    const { page, context } = await stack.signedIn(PEOPLE.civilian);
    const civilianId = await createCivilian(context, 'Jordan', 'Tow');
    await bankLogin(page, 'Jordan Tow', civilianId);

    const business = page.getByRole('region', { name: 'Business Accounts' });
    await business.getByRole('button', { name: 'Open New Account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create New Bank Account' });
    await dialog.getByRole('button', { name: 'Open Account' }).click();
    await dialog.getByText('Please select an account type.').waitFor();
    await dialog.getByLabel('Account Type').selectOption('Business Checking');
    await dialog.getByRole('button', { name: 'Submit Request' }).click();
    await dialog.getByText('Please provide a reason for approval.').waitFor();
    await dialog.getByLabel('Reason for approval').fill('Running a tow company in Paleto Bay');
    await dialog.getByRole('button', { name: 'Submit Request' }).click();
    await page.getByText('Account request submitted.').waitFor();
    await business.getByText('Business Checking').waitFor();
    await business.getByText('Pending approval').waitFor();
    await stack.screenshot(page, 'bank-business-pending');

    // A personal type the civilian lacks opens at once.
    await page
      .getByRole('region', { name: 'Personal Accounts' })
      .getByRole('button', { name: 'Open New Account' })
      .click();
    const personal = page.getByRole('dialog', { name: 'Create New Bank Account' });
    await personal.getByLabel('Account Type').selectOption('Savings');
    await personal.getByRole('button', { name: 'Open Account' }).click();
    // The one message for opening, whether it opened or waits for approval.
    await page.getByText('Account request submitted.').first().waitFor();
    await page
      .getByRole('region', { name: 'Personal Accounts' })
      .getByRole('button', { name: /Savings/ })
      .waitFor();

    // Staff approve it on the admin screen; the account then opens.
    const admin = await stack.signedIn(PEOPLE.admin);
    await admin.page.goto('/dashboard/admin/bank-requests');
    const row = admin.page.getByRole('row', { name: /Jordan Tow/ });
    await row.getByText('Running a tow company in Paleto Bay').waitFor();
    await stack.screenshot(admin.page, 'bank-admin-requests');
    await row.getByRole('button', { name: 'Approve' }).click();
    await admin.page.getByText('Request approved: the account is open.').waitFor();
    await admin.page.getByText('No pending requests.').waitFor();
    await admin.context.close();

    await page.reload();
    await business.getByRole('button', { name: /Business Checking/ }).waitFor();
    expect(await business.getByText('Pending approval').count()).toBe(0);
    await context.close();
  });

  it("refuses another member's civilian in the dashboard URL", async () => {
    const { context } = await stack.signedIn(PEOPLE.officer2);
    const civilians = await context.request.get('/api/civilians');
    const [riley] = ((await civilians.json()) as { civilians: { _id: string }[] }).civilians;
    await context.close();

    const { page, context: other } = await stack.signedIn(PEOPLE.civilian);
    await page.goto(`/bank/dashboard?civilian=${riley!._id}`);
    await page.getByRole('alert').getByText('Civilian not found.').waitFor();
    expect(await page.getByText(payeeNumber).count()).toBe(0);
    await other.close();
  });
});
