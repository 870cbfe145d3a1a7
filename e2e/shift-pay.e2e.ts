import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { PEOPLE, browserAvailable, startStack, type Stack } from './harness';
import { CASEY, createCivilian, registerOfficer } from './fixtures';
import { horizontalOverflow, screenSettled, seriousA11yViolations } from './page-checks';

// Paid shifts (docs/economy.md): staff set a department's hourly pay, an officer chooses the
// account it goes into, works a shift and finds the pay in that account's ledger and on the
// clock history. Pay is by whole minutes, so the shift lasts just over one minute of real time.

const PHONE = { width: 390, height: 844 };

async function looksRight(page: Page) {
  await screenSettled(page);
  expect(await seriousA11yViolations(page)).toEqual([]);
  expect(await horizontalOverflow(page)).toBe(0);
}

async function checkingOf(context: BrowserContext, civilianId: string) {
  // Reading the accounts opens them the first time (the bank's own rule).
  const res = await context.request.get(`/api/bank/accounts/${civilianId}`);
  expect(res.status()).toBe(200);
  const { accounts } = (await res.json()) as {
    accounts: { _id: string; accountType: string; accountNumber: string }[];
  };
  return accounts.find((a) => a.accountType === 'Checking')!;
}

describe.runIf(browserAvailable())('paid shifts', () => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await startStack();
  });
  afterAll(async () => {
    await stack?.close();
  });

  it('staff set a rate; the officer is paid into the account they chose', async () => {
    const staff = await stack.signedIn(PEOPLE.admin, { bypassCSP: true });
    await staff.page.goto('/dashboard/admin/economy');
    await staff.page.getByRole('heading', { name: 'Economy', level: 1 }).waitFor();
    const treasury = staff.page.getByRole('form', { name: 'Mint or burn money' });
    await treasury.getByLabel('Amount ($)').fill('1000');
    await treasury.getByLabel('Reason').fill('Payroll');
    await treasury.getByRole('button', { name: 'Mint' }).click();
    await staff.page.getByText('Minted $1,000.00 into the treasury.').waitFor();
    // $600.00 an hour: $10.00 for every whole minute.
    const rate = staff.page.getByRole('form', { name: 'Xbox: hourly pay ($)' });
    await rate.getByLabel('Xbox: hourly pay ($)').fill('600');
    await rate.getByRole('button', { name: 'Save' }).click();
    await rate.getByText('Saved.').waitFor();
    // The opening balances are staff's to set, and stay set.
    const opening = staff.page.getByRole('form', { name: 'Opening balances' });
    await opening.getByLabel('Opening cash').fill('750');
    await opening.getByLabel('Opening checking balance').fill('1500.50');
    await opening.getByRole('button', { name: 'Save opening balances' }).click();
    await opening.getByText('Opening balances saved.').waitFor();
    await staff.page.reload();
    await expect
      .poll(() => opening.getByLabel('Opening checking balance').inputValue())
      .toBe('1500.50');
    expect(await opening.getByLabel('Opening cash').inputValue()).toBe('750.00');
    await looksRight(staff.page);
    await staff.page.setViewportSize(PHONE);
    await looksRight(staff.page);
    await stack.screenshot(staff.page, 'shift-pay-admin');
    await staff.context.close();

    const { page, context } = await stack.signedIn(PEOPLE.officer, { bypassCSP: true });
    // A new officer starts on duty (10-8): the shift begins now.
    const { civilianId } = await registerOfficer(stack, context);
    const shiftStart = Date.now();
    await checkingOf(context, civilianId);
    const caseyId = await createCivilian(stack, context, CASEY);
    const caseyChecking = await checkingOf(context, caseyId);

    await page.goto('/dashboard/pso');
    const panel = page.getByRole('region', { name: 'Shift pay account' });
    await panel
      .getByRole('option', { name: /^Default \(Jordan Reyes — Checking/ })
      .waitFor({ state: 'attached' });
    await panel.getByLabel('Pay my shifts into').selectOption(caseyChecking._id);
    await panel.getByRole('button', { name: 'Save account' }).click();
    await panel.getByText('Pay account saved.').waitFor();
    await page.setViewportSize(PHONE);
    await looksRight(page);
    await stack.screenshot(page, 'shift-pay-account');

    await page.waitForTimeout(Math.max(0, shiftStart + 62_000 - Date.now()));
    await page.getByRole('button', { name: '10-7 Out of Service' }).click();
    await page.getByText('Off duty', { exact: false }).first().waitFor();

    const ledger = await context.request.get(`/api/bank/transactions/byCivilian/${caseyId}`);
    expect(ledger.status()).toBe(200);
    const { transactions } = (await ledger.json()) as {
      transactions: { description: string; amount: number }[];
    };
    const pay = transactions.find((t) => t.description.startsWith('Shift pay: Xbox'));
    expect(pay?.description).toMatch(/^Shift pay: Xbox \d+ min$/);
    expect(pay!.amount).toBeGreaterThanOrEqual(10);
    const paid = `$${pay!.amount.toFixed(2)}`;

    await page.getByRole('button', { name: 'Clock History' }).click();
    const history = page.getByRole('dialog', { name: 'Clock History' });
    await history.getByRole('columnheader', { name: 'Pay' }).waitFor();
    await history.getByText(paid, { exact: true }).waitFor();
    await looksRight(page);
    await page.keyboard.press('Escape');

    await page.goto('/bank');
    await page.getByLabel('Civilian').selectOption({ label: 'Casey Walker' });
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL((url) => url.pathname === '/bank/dashboard');
    const recent = page.getByRole('region', { name: 'Recent Transactions' });
    await recent.getByText(pay!.description).waitFor();
    await recent.getByText(`+${paid}`).first().waitFor();
    await looksRight(page);
    await context.close();
  }, 240_000);
});
