import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { provisionWith } from '@tenfour/db/testing';
import { parseResponse } from 'hono/client';
import { createTestContext, type TestContext, type TestMember } from '../testing/test-app';
import { insertCivilian, officer, type RecordsOfficer } from '../testing/records';
import { clientAs } from '../testing/client';

let ctx: TestContext;
let cop: RecordsOfficer;
beforeAll(async () => {
  ctx = await createTestContext();
  cop = await officer(ctx, 'Xbox');
});
afterAll(async () => {
  await ctx?.close();
});

async function civilianWithMoney(
  owner: TestMember,
  opening = { walletCents: 50_000, checkingCents: 100_000 },
) {
  const id = await insertCivilian(ctx, owner.discordId);
  await provisionWith(ctx.db, id, opening);
  return id;
}

async function pockets(civilianId: string) {
  const wallet = await ctx.db
    .selectFrom('bank_wallets')
    .select('balance_cents')
    .where('civilian_id', '=', civilianId)
    .executeTakeFirstOrThrow();
  const checking = await ctx.db
    .selectFrom('bank_accounts')
    .select('balance_cents')
    .where('civilian_id', '=', civilianId)
    .where('account_type', '=', 'Checking')
    .executeTakeFirstOrThrow();
  return { wallet: wallet.balance_cents, checking: checking.balance_cents };
}

async function cite(
  civilianId: string,
  reason: string,
  type: 'citation' | 'warning' | 'arrest' = 'citation',
) {
  const res = await clientAs(ctx, cop).reports.create.$post({ json: { civilianId, type, reason } });
  expect(res.status).toBe(201);
  return (await parseResponse(res)).record;
}

const panel = (as: Pick<TestMember, 'cookie'> | undefined, civilianId: string) =>
  clientAs(ctx, as).records.civilian[':civilianId'].$get({ param: { civilianId }, query: {} });
const payFine = (as: Pick<TestMember, 'cookie'> | undefined, recordId: string) =>
  clientAs(ctx, as).records[':recordId']['pay-fine'].$post({ param: { recordId } });

describe("the civilian's own records", () => {
  it('lists every department’s records and warrants to the owner only', async () => {
    const owner = await ctx.member();
    const civilianId = await civilianWithMoney(owner);
    const other = await officer(ctx, 'PlayStation');
    await cite(civilianId, 'Jaywalking');
    await cite(civilianId, 'Loitering', 'warning');
    await clientAs(ctx, other).reports.create.$post({
      json: { civilianId, type: 'arrest', reason: 'Burglary' },
    });
    await clientAs(ctx, cop).warrants.create.$post({
      json: { type: 'Search', civilianId, reason: 'Stolen TV' },
    });

    const res = await panel(owner, civilianId);
    expect(res.status).toBe(200);
    const body = await parseResponse(res);
    expect(body.citations.map((r) => [r.reason, r.fineAmount, r.fineStatus])).toEqual([
      ['Jaywalking', 50, 'unpaid'],
    ]);
    expect(body.warnings.map((r) => r.reason)).toEqual(['Loitering']);
    expect(body.arrests.map((r) => [r.reason, r.platform])).toEqual([['Burglary', 'PlayStation']]);
    expect(body.warrants.map((w) => w.reason)).toEqual(['Stolen TV']);

    const stranger = await ctx.member();
    expect((await panel(stranger, civilianId)).status).toBe(404);
    expect((await panel(undefined, civilianId)).status).toBe(401);
    expect((await panel(owner, 'not-an-id')).status).toBe(400);
  });
});

describe('paying a fine from the Records panel', () => {
  it('pays from checking, and a second payment charges nothing', async () => {
    const owner = await ctx.member();
    const civilianId = await civilianWithMoney(owner);
    const record = await cite(civilianId, 'Speeding (16-30 over)');
    expect(record.fineAmount).toBe(300);

    const res = await payFine(owner, record.recordId);
    expect(res.status).toBe(200);
    const body = await parseResponse(res);
    expect(body).toMatchObject({ status: 'paid', paidFrom: 'checking' });
    expect(body.message).toBe('Fine of $300.00 paid from your checking account.');
    expect(body.record.fineStatus).toBe('paid');
    expect(await pockets(civilianId)).toEqual({ wallet: 50_000, checking: 70_000 });

    const again = await payFine(owner, record.recordId);
    expect(again.status).toBe(200);
    expect((await parseResponse(again)).status).toBe('already_paid');
    expect(await pockets(civilianId)).toEqual({ wallet: 50_000, checking: 70_000 });
    const ledger = await ctx.db
      .selectFrom('bank_ledger')
      .select('amount_cents')
      .where('reference', '=', `fine:${record.recordId}`)
      .execute();
    expect(ledger).toEqual([{ amount_cents: -30_000 }]);
  });

  it('falls back to cash, and refuses (charging nothing) when neither covers the fine', async () => {
    const owner = await ctx.member();
    const civilianId = await civilianWithMoney(owner, {
      walletCents: 200_000,
      checkingCents: 10_000,
    });
    const cash = await cite(civilianId, 'Excessive Speeding (31+ over)');
    const paid = await parseResponse(payFine(owner, cash.recordId));
    expect(paid.paidFrom).toBe('wallet');
    expect(await pockets(civilianId)).toEqual({ wallet: 125_000, checking: 10_000 });

    const murder = await cite(civilianId, 'Murder', 'arrest');
    const refused = await payFine(owner, murder.recordId);
    expect(refused.status).toBe(422);
    expect(await pockets(civilianId)).toEqual({ wallet: 125_000, checking: 10_000 });
    const list = await parseResponse(panel(owner, civilianId));
    expect(list.arrests[0]!.fineStatus).toBe('unpaid');
  });

  it("refuses another member's record (404) and records without a fine (409)", async () => {
    const owner = await ctx.member();
    const civilianId = await civilianWithMoney(owner);
    const record = await cite(civilianId, 'Jaywalking');
    const stranger = await ctx.member();
    expect((await payFine(stranger, record.recordId)).status).toBe(404);
    expect((await payFine(undefined, record.recordId)).status).toBe(401);
    expect(await pockets(civilianId)).toEqual({ wallet: 50_000, checking: 100_000 });

    const warning = await cite(civilianId, 'Jaywalking', 'warning');
    expect((await payFine(owner, warning.recordId)).status).toBe(409);
    expect((await payFine(owner, '00000000-0000-4000-8000-000000000000')).status).toBe(404);
  });
});
