import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PEOPLE, browserAvailable, startStack, type Stack } from './harness';

// Everything a member does works with the keyboard alone: no clicks in this file.

type Doc = {
  document: {
    activeElement: {
      labels?: ArrayLike<{ textContent: string | null }>;
      getAttribute(n: string): string | null;
      textContent: string | null;
      closest(s: string): unknown;
    } | null;
  };
  getComputedStyle(el: unknown): { outlineStyle: string; outlineWidth: string };
};

/** The focused control's name as a person reads it: its label, aria-label or text. */
const focusedName = (page: Page) =>
  page.evaluate(() => {
    const el = (globalThis as unknown as Doc).document.activeElement;
    if (!el) return '';
    const label = el.labels && el.labels.length ? el.labels[0]!.textContent : null;
    return (label ?? el.getAttribute('aria-label') ?? el.textContent ?? '').trim();
  });

/** Presses Tab until the focused control's name matches. */
async function tabTo(page: Page, name: RegExp, max = 80) {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab');
    if (name.test(await focusedName(page))) return;
  }
  throw new Error(`Tab never reached ${name}`);
}

const focusInDialog = (page: Page) =>
  page.evaluate(() =>
    Boolean((globalThis as unknown as Doc).document.activeElement?.closest('[role="dialog"]')),
  );

/** Whether the focused control draws a visible focus ring. */
const focusRingShown = (page: Page) =>
  page.evaluate(() => {
    const g = globalThis as unknown as Doc;
    const s = g.getComputedStyle(g.document.activeElement);
    return s.outlineStyle !== 'none' && parseFloat(s.outlineWidth) >= 2;
  });

describe.runIf(browserAvailable())('keyboard only', () => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await startStack();
  });
  afterAll(async () => {
    await stack?.close();
  });

  it('creates a civilian: focus shows, stays in the dialog and comes back on close', async () => {
    const { context, page } = await stack.signedIn(PEOPLE.civilian);
    await page.getByText('Create your first civilian character to get started.').waitFor();

    await tabTo(page, /^Create Civilian$/);
    expect(await focusRingShown(page)).toBe(true);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Register New Civilian' });
    await dialog.waitFor();
    expect(await focusInDialog(page)).toBe(true);

    // Tab and Shift+Tab never leave the dialog.
    for (let i = 0; i < 40; i++) {
      await page.keyboard.press('Tab');
      expect(await focusInDialog(page)).toBe(true);
    }
    for (let i = 0; i < 5; i++) {
      await page.keyboard.press('Shift+Tab');
      expect(await focusInDialog(page)).toBe(true);
    }

    // Escape closes it and focus returns to the button that opened it.
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(await focusedName(page)).toBe('Create Civilian');

    await page.keyboard.press('Enter');
    await dialog.waitFor();
    await tabTo(page, /^First Name/);
    await page.keyboard.type('Kit');
    await tabTo(page, /^Last Name/);
    await page.keyboard.type('Keyes');
    await tabTo(page, /^Date of Birth/);
    await page.keyboard.type('04121990');
    await tabTo(page, /^Create Civilian$/);
    expect(await focusRingShown(page)).toBe(true);
    await page.keyboard.press('Enter');
    await dialog.waitFor({ state: 'detached' });
    await page.getByText('Kit Keyes').first().waitFor();
    await context.close();
  });

  it('makes a bank transfer', async () => {
    // The payee: another member's civilian.
    const payee = await stack.signedIn(PEOPLE.officer2);
    const payeeNumber = await checkingNumber(stack, payee.context, 'Riley', 'Chen');
    await payee.context.close();

    const { context, page } = await stack.signedIn(PEOPLE.officer);
    await checkingNumber(stack, context, 'Jordan', 'Reyes');
    await page.goto('/bank');
    // The picker fills from the member's civilians; tabbing before it is there runs past it.
    await page
      .locator('option', { hasText: 'Jordan Reyes' })
      .first()
      .waitFor({ state: 'attached' });
    await tabTo(page, /^Civilian/);
    await page.keyboard.press('ArrowDown');
    await tabTo(page, /^Log in$/);
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: 'Welcome, Jordan Reyes' }).waitFor();

    await tabTo(page, /^Transfer Funds$/);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Transfer Funds' });
    await dialog.waitFor();
    await tabTo(page, /^To Account Number/);
    await page.keyboard.type(payeeNumber);
    await tabTo(page, /^Amount/);
    await page.keyboard.type('42.50');
    await tabTo(page, /^Transfer$/);
    await page.keyboard.press('Enter');
    await page.getByText('Transfer completed successfully.').waitFor();
    await dialog.waitFor({ state: 'detached' });
    await page.getByText('-$42.50').first().waitFor();
    await context.close();
  });
});

/** Creates a civilian through the API and returns its checking account number. */
async function checkingNumber(stack: Stack, context: BrowserContext, first: string, last: string) {
  const res = await context.request.post('/api/civilians', {
    data: { firstName: first, lastName: last, dateOfBirth: '1991-06-15' },
    headers: { origin: stack.baseUrl },
  });
  expect(res.status()).toBe(201);
  const id = ((await res.json()) as { civilian: { _id: string } }).civilian._id;
  const accounts = (await (await context.request.get(`/api/bank/accounts/${id}`)).json()) as {
    accounts: { accountType: string; accountNumber: string }[];
  };
  return accounts.accounts.find((a) => a.accountType === 'Checking')!.accountNumber;
}
