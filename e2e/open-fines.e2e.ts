import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CASEY, createCivilian, fileCitation, registerOfficer } from './fixtures';
import { PEOPLE, browserAvailable, startStack, type Stack } from './harness';

/** A reload would drop this marker. */
const markPage = (page: Page) => page.evaluate(() => Object.assign(globalThis, { noReload: true }));
const notReloaded = (page: Page) =>
  page.evaluate(() => (globalThis as { noReload?: boolean }).noReload);

describe.runIf(browserAvailable())(
  'a citation reaching the civilian live, paid from the bank',
  () => {
    let stack: Stack;
    beforeAll(async () => {
      stack = await startStack();
    });
    afterAll(async () => {
      await stack?.close();
    });

    it('appears in the Records panel and the bank’s Open fines without a reload; paying it moves the money', async () => {
      const officer = await stack.signedIn(PEOPLE.officer);
      await registerOfficer(stack, officer.context);

      // The civilian's member has the Records panel open in one tab and the bank in another.
      const casey = await stack.signedIn(PEOPLE.civilian);
      const civilianId = await createCivilian(stack, casey.context, CASEY);
      const records = casey.page;
      await records.goto('/dashboard/civilian');
      await records.getByRole('button', { name: /Casey Walker/ }).click();
      const panel = records.getByRole('region', { name: 'Records', exact: true });
      await panel.getByText('Tickets: None', { exact: true }).waitFor();

      const bank = await casey.context.newPage();
      await bank.goto(`/bank/dashboard?civilian=${civilianId}`);
      await bank.getByRole('heading', { name: 'Welcome, Casey Walker' }).waitFor();
      const fines = bank.getByRole('region', { name: 'Open Fines' });
      await fines.getByText('No open fines.', { exact: true }).waitFor();
      const balance = bank.getByRole('region', { name: 'Account Information' });
      await balance.getByText('$2,500.00', { exact: true }).waitFor();
      for (const page of [records, bank]) await markPage(page);

      // The officer files a citation (priced on the server from the penal code).
      const { fine } = await fileCitation(stack, officer.context, civilianId, {
        notes: 'Weaving on Alta St.',
      });
      expect(fine).toBeGreaterThan(0);
      const money = (dollars: number) =>
        `$${dollars.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

      // Both tabs show it without a reload.
      await panel.getByRole('heading', { name: 'Tickets: 1' }).waitFor({ timeout: 5000 });
      await panel.getByText('Unpaid', { exact: true }).waitFor();
      const item = fines.getByRole('listitem', { name: 'Fine for Reckless Driving' });
      await item.getByText(money(fine), { exact: true }).waitFor({ timeout: 5000 });
      await fines.getByText(`1 open fine, ${money(fine)} in all.`, { exact: false }).waitFor();
      await stack.screenshot(bank, 'bank-open-fines');

      // Paid from the bank: the checking balance falls by the fine, the fine leaves the list,
      // and the Records panel in the other tab shows it paid.
      await item
        .getByRole('button', { name: `Pay ${money(fine)} fine for Reckless Driving` })
        .click();
      await bank
        .getByRole('status')
        .filter({ hasText: `Fine of $${fine.toFixed(2)} paid from your checking account.` })
        .waitFor();
      await balance.getByText(money(2500 - fine), { exact: true }).waitFor();
      await fines.getByText('No open fines.', { exact: true }).waitFor();
      await bank
        .getByRole('region', { name: 'Recent Transactions' })
        .getByText(`-${money(fine)}`)
        .waitFor();
      await panel.getByText('Paid', { exact: true }).waitFor({ timeout: 5000 });
      expect(await panel.getByRole('button', { name: /^Pay / }).count()).toBe(0);
      for (const page of [records, bank]) expect(await notReloaded(page)).toBe(true);

      const account = (await (
        await casey.context.request.get(`/api/bank/accounts/${civilianId}`)
      ).json()) as { accounts: { accountType: string; balance: number }[] };
      expect(account.accounts.find((a) => a.accountType === 'Checking')?.balance).toBe(2500 - fine);
    });
  },
);
