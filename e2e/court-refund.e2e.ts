import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CASEY, createCivilian, fileCitation, registerOfficer } from './fixtures';
import { PEOPLE, apiPost, browserAvailable, startStack, type Stack } from './harness';

// A paid fine contested and reduced: the difference comes back to where it was paid from,
// as a ledger entry naming the case, and the record says it was ruled on in court.
describe.runIf(browserAvailable())('a paid fine reduced in court', () => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await startStack();
  });
  afterAll(async () => {
    await stack?.close();
  });

  it('refunds the difference into the bank ledger the civilian reads', async () => {
    const officer = await stack.signedIn(PEOPLE.officer);
    await registerOfficer(stack, officer.context);
    const casey = await stack.signedIn(PEOPLE.civilian);
    const civilianId = await createCivilian(stack, casey.context, CASEY);
    await casey.context.request.get(`/api/bank/accounts/${civilianId}`);

    const filed = await fileCitation(stack, officer.context, civilianId);
    const fine = filed.fine;
    // The civilian pays first, then contests: a paid fine may still go to court.
    const paid = await apiPost<{ status: string; paidFrom: string }>(
      stack,
      casey.context,
      `/api/records/${filed.recordId}/pay-fine`,
      {},
    );
    expect(paid.status).toBe('paid');
    const contest = await apiPost<{ caseId: string }>(stack, casey.context, '/api/court/contests', {
      recordId: filed.recordId,
      statement: 'The light was amber, not red.',
    });

    const judge = await stack.signedIn(PEOPLE.judge);
    const reduced = Math.floor(fine / 2);
    await apiPost(stack, judge.context, `/api/court/cases/${contest.caseId}/rulings`, {
      chargeIndex: 0,
      outcome: 'reduced',
      fine: reduced,
      reason: 'Amber, and a clean record.',
    });

    // The bank's ledger shows the refund, naming the case, for the difference.
    const page = casey.page;
    await page.goto(`/bank/dashboard?civilian=${civilianId}`);
    const refund = page.getByText(/^Court refund, case [0-9a-f]{8}: Reckless Driving$/);
    await refund.first().waitFor();
    const difference = (fine - reduced).toLocaleString('en-US', {
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    await page.getByText(`+$${difference}`).first().waitFor();

    // The record says the court ruled.
    await page.goto('/dashboard/civilian');
    await page.getByRole('button', { name: /Casey Walker/ }).click();
    const panel = page.getByRole('region', { name: 'Records', exact: true });
    await panel.getByText('Ruled on in court', { exact: true }).waitFor();
  });
});
