import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PEOPLE, apiPost, browserAvailable, startStack, type Stack } from './harness';

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
      const own = await apiPost<{ civilian: { _id: string } }>(
        stack,
        officer.context,
        '/api/civilians',
        { firstName: 'Jordan', lastName: 'Reyes', dateOfBirth: '1990-04-12', knownAliases: [] },
      );
      await apiPost(stack, officer.context, '/api/officers', {
        civilianId: own.civilian._id,
        department: 'Xbox',
        callsign: 'D-104',
      });

      // The civilian's member has the Records panel open in one tab and the bank in another.
      const casey = await stack.signedIn(PEOPLE.civilian);
      const civilianId = (
        await apiPost<{ civilian: { _id: string } }>(stack, casey.context, '/api/civilians', {
          firstName: 'Casey',
          lastName: 'Walker',
          dateOfBirth: '1991-06-02',
          knownAliases: [],
        })
      ).civilian._id;
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
      const filed = await apiPost<{ record: { fineAmount: number; recordId: string } }>(
        stack,
        officer.context,
        '/api/reports/create',
        { civilianId, type: 'citation', reason: 'Reckless Driving', notes: 'Weaving on Alta St.' },
      );
      const fine = filed.record.fineAmount;
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
