import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { auditBank } from '@tenfour/db/bank';
import { auditItems, runDuePayrolls } from '@tenfour/db/economy';
import { auditEntriesFor } from '@tenfour/db/testing';
import {
  createTestContext,
  TEST_ROLES,
  type TestContext,
  type TestMember,
} from '../testing/test-app';
import { accountsOf, checkingOf, insertCivilian } from '../testing/bank';

// Businesses (docs/economy.md): registration and approval, the business account, employees,
// payroll (manual and weekly) and items sold by a business, with the conservation check after.

let ctx: TestContext;
let staff: TestMember;
beforeAll(async () => {
  ctx = await createTestContext();
  staff = await ctx.member([TEST_ROLES.admin]);
});
afterAll(async () => {
  await ctx?.close();
});

const BASE = '/api/economy/businesses';
const json = async <T = Record<string, unknown>>(res: Response) => (await res.json()) as T;
const keyOf = async (res: Response) => (await json<{ key: string }>(res)).key;
const patch = (member: TestMember, path: string, body: unknown) =>
  member.request(path, {
    method: 'PATCH',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

/** A member with one provisioned civilian ($500 wallet, $2,500 checking). */
async function person(first = 'Jamie', last = 'Rivera') {
  const member = await ctx.member();
  const civilianId = await insertCivilian(ctx.db, member, first, last);
  const checking = await checkingOf(member, civilianId);
  return { member, civilianId, checking };
}

let count = 0;
async function register(owner: Awaited<ReturnType<typeof person>>, name = `Garage ${++count}`) {
  const res = await owner.member.post(BASE, {
    civilianId: owner.civilianId,
    name,
    type: 'Garage',
    description: 'Repairs',
  });
  expect(res.status).toBe(201);
  return (await json<{ business: { id: string; status: string; name: string } }>(res)).business;
}

const deposit = (o: Awaited<ReturnType<typeof person>>, id: string, amount: number, key?: string) =>
  o.member.post(
    `${BASE}/${id}/money`,
    { direction: 'deposit', accountId: o.checking._id, amount },
    key ? { 'Idempotency-Key': key } : {},
  );

async function hire(
  owner: Awaited<ReturnType<typeof person>>,
  businessId: string,
  worker: Awaited<ReturnType<typeof person>>,
  wage: number,
) {
  const invited = await owner.member.post(`${BASE}/${businessId}/employees`, {
    civilianId: worker.civilianId,
    wage,
  });
  expect(invited.status).toBe(201);
  const { employment } = await json<{ employment: { id: string } }>(invited);
  const accepted = await worker.member.post(`${BASE}/employments/${employment.id}/accept`);
  expect(accepted.status).toBe(200);
  return employment.id;
}

const balanceOf = async (accountId: string) =>
  Number(
    (
      await ctx.db
        .selectFrom('bank_accounts')
        .select('balance_cents')
        .where('id', '=', accountId)
        .executeTakeFirstOrThrow()
    ).balance_cents,
  );

/** The DMs queued for a member: each one's embed title and text, oldest first. */
async function dmsTo(member: TestMember) {
  const rows = await ctx.db
    .selectFrom('outbox')
    .select('payload')
    .where('kind', '=', 'dm')
    .where(sql<string>`payload->>'discordId'`, '=', member.discordId)
    .orderBy('id')
    .execute();
  return rows.map((r) => {
    const [embed] = (r.payload as { message: { embeds: { title: string; description: string }[] } })
      .message.embeds;
    return [embed!.title, embed!.description];
  });
}

async function conserved() {
  const money = await auditBank(ctx.db);
  expect(money).toMatchObject({ mismatchedPockets: 0, negativePockets: 0 });
  expect(
    money.accountsCents + money.walletsCents + money.treasuryCents + money.businessesCents,
  ).toBe(money.mintedCents - money.burnedCents);
  expect(await auditItems(ctx.db)).toMatchObject({ mismatchedItems: 0, oversold: 0, negative: 0 });
}

describe('registering and approval', () => {
  it('registers an active business when approval is off; refuses bad input, others and duplicates', async () => {
    const owner = await person();
    const business = await register(owner, 'Rivera Motors');
    expect(business.status).toBe('active');
    expect(
      (await owner.member.post(BASE, { civilianId: owner.civilianId, name: ' ' })).status,
    ).toBe(400);
    const other = await ctx.member();
    const notMine = await other.post(BASE, {
      civilianId: owner.civilianId,
      name: 'Stolen',
      type: 'Shop',
    });
    expect(notMine.status).toBe(404);
    const dup = await owner.member.post(BASE, {
      civilianId: owner.civilianId,
      name: 'rivera motors',
      type: 'Garage',
    });
    expect(dup.status).toBe(409);
    expect(await keyOf(dup)).toBe('business.nameTaken');
    const mine = await json<{ businesses: { id: string }[] }>(await owner.member.get(BASE));
    expect(mine.businesses.map((b) => b.id)).toEqual([business.id]);
    expect((await other.get(`${BASE}/${business.id}`)).status).toBe(403);
    expect((await owner.member.get(`${BASE}/00000000-0000-4000-8000-000000000000`)).status).toBe(
      404,
    );
    expect((await owner.member.get(`${BASE}/nope`)).status).toBe(400);
  });

  it('holds new businesses pending while staff require approval; staff approve or reject (audited)', async () => {
    const member = await ctx.member();
    expect(
      (await member.put('/api/economy/admin/businesses/approval', { required: true })).status,
    ).toBe(403);
    expect(
      (await staff.put('/api/economy/admin/businesses/approval', { required: 'x' })).status,
    ).toBe(400);
    const on = await staff.put('/api/economy/admin/businesses/approval', { required: true });
    expect(on.status).toBe(200);
    const setting = await auditEntriesFor(ctx.db, 'community.business_approval', 'settings');
    expect(setting).toHaveLength(1);
    const owner = await person('Avery', 'Stone');
    const pending = await register(owner);
    expect(pending.status).toBe('pending');
    const refused = await deposit(owner, pending.id, 10);
    expect(refused.status).toBe(409);
    expect(await keyOf(refused)).toBe('business.notActive');
    const view = await json<{
      approvalRequired: boolean;
      businesses: { id: string; status: string }[];
    }>(await staff.get('/api/economy/admin/businesses'));
    expect(view.approvalRequired).toBe(true);
    expect(view.businesses[0]).toMatchObject({ id: pending.id, status: 'pending' });
    const decide = (id: string, approve: boolean) =>
      staff.post(`/api/economy/admin/businesses/${id}/decision`, { approve });
    expect((await decide(pending.id, true)).status).toBe(200);
    expect((await decide(pending.id, true)).status).toBe(409);
    expect((await decide('00000000-0000-4000-8000-000000000000', true)).status).toBe(404);
    const rejected = await register(owner);
    expect((await decide(rejected.id, false)).status).toBe(200);
    expect(await auditEntriesFor(ctx.db, 'business.approve', pending.id)).toHaveLength(1);
    expect(await auditEntriesFor(ctx.db, 'business.reject', rejected.id)).toHaveLength(1);
    expect((await deposit(owner, pending.id, 10)).status).toBe(200);
    await staff.put('/api/economy/admin/businesses/approval', { required: false });
    expect((await register(owner)).status).toBe('active');
  });
});

describe('the business account', () => {
  it('the owner deposits and withdraws; ledger rows name the business on both sides', async () => {
    const owner = await person();
    const business = await register(owner, 'Stone Bakery');
    const before = await balanceOf(owner.checking._id);
    const res = await deposit(owner, business.id, 300, 'dep-1');
    expect(res.status).toBe(200);
    expect((await json<{ businessBalanceCents: number }>(res)).businessBalanceCents).toBe(30_000);
    const again = await deposit(owner, business.id, 300, 'dep-1');
    expect(again.headers.get('Idempotent-Replayed')).toBe('true');
    const withdraw = await owner.member.post(`${BASE}/${business.id}/money`, {
      direction: 'withdraw',
      accountId: owner.checking._id,
      amount: 50.25,
    });
    expect(withdraw.status).toBe(200);
    expect(await balanceOf(owner.checking._id)).toBe(before - 30_000 + 5_025);
    const tooMuch = await owner.member.post(`${BASE}/${business.id}/money`, {
      direction: 'withdraw',
      accountId: owner.checking._id,
      amount: 10_000,
    });
    expect(tooMuch.status).toBe(422);
    expect((await deposit(owner, business.id, -1)).status).toBe(400);
    const other = await person();
    const foreign = await other.member.post(`${BASE}/${business.id}/money`, {
      direction: 'deposit',
      accountId: other.checking._id,
      amount: 1,
    });
    expect(foreign.status).toBe(403);
    const detail = await json<{
      business: { balanceCents: number };
      ledger: { description: string }[];
    }>(await owner.member.get(`${BASE}/${business.id}`));
    expect(detail.business.balanceCents).toBe(24_975);
    expect(detail.ledger.map((l) => l.description)).toEqual([
      'Withdrawal by Jamie Rivera',
      'Deposit by Jamie Rivera',
    ]);
    const rows = await ctx.db
      .selectFrom('bank_ledger')
      .select('description')
      .where('account_id', '=', owner.checking._id)
      .where('type', '=', 'business_transfer')
      .orderBy('id')
      .execute();
    expect(rows.map((r) => r.description)).toEqual([
      'Deposit to Stone Bakery',
      'Withdrawal from Stone Bakery',
    ]);
    await conserved();
  });
});

describe('employees', () => {
  it('invites another member’s civilian, who accepts, declines or leaves; the owner changes wages and removes', async () => {
    const owner = await person();
    const business = await register(owner);
    const self = await owner.member.post(`${BASE}/${business.id}/employees`, {
      civilianId: owner.civilianId,
      wage: 10,
    });
    expect(self.status).toBe(409);
    expect(await keyOf(self)).toBe('business.ownCivilian');
    const worker = await person('Casey', 'Jones');
    const found = await json<{ civilians: { id: string }[] }>(
      await owner.member.get(`${BASE}/hireable?q=casey jo`),
    );
    expect(found.civilians.map((c) => c.id)).toContain(worker.civilianId);
    const mineFound = await json<{ civilians: { id: string }[] }>(
      await owner.member.get(`${BASE}/hireable?q=jamie`),
    );
    expect(mineFound.civilians.map((c) => c.id)).not.toContain(owner.civilianId);
    const invited = await owner.member.post(`${BASE}/${business.id}/employees`, {
      civilianId: worker.civilianId,
      wage: 12.5,
    });
    expect(invited.status).toBe(201);
    const { employment } = await json<{ employment: { id: string } }>(invited);
    const twice = await owner.member.post(`${BASE}/${business.id}/employees`, {
      civilianId: worker.civilianId,
      wage: 1,
    });
    expect(twice.status).toBe(409);
    expect(
      (
        await owner.member.post(`${BASE}/${business.id}/employees`, {
          civilianId: '00000000-0000-4000-8000-000000000000',
          wage: 1,
        })
      ).status,
    ).toBe(404);
    expect(
      (await owner.member.post(`${BASE}/${business.id}/employees`, { civilianId: 'x', wage: 1 }))
        .status,
    ).toBe(400);
    const stranger = await ctx.member();
    expect(
      (
        await stranger.post(`${BASE}/${business.id}/employees`, {
          civilianId: worker.civilianId,
          wage: 1,
        })
      ).status,
    ).toBe(403);
    // Only the invited member answers.
    expect((await owner.member.post(`${BASE}/employments/${employment.id}/accept`)).status).toBe(
      404,
    );
    const mine = await json<{ invitations: { id: string; businessName: string }[] }>(
      await worker.member.get(BASE),
    );
    expect(mine.invitations).toEqual([
      expect.objectContaining({ id: employment.id, businessName: business.name }),
    ]);
    expect((await worker.member.post(`${BASE}/employments/${employment.id}/accept`)).status).toBe(
      200,
    );
    expect((await worker.member.post(`${BASE}/employments/${employment.id}/decline`)).status).toBe(
      409,
    );
    const wage = await patch(owner.member, `${BASE}/${business.id}/employees/${employment.id}`, {
      wage: 20,
    });
    expect(wage.status).toBe(200);
    expect((await json<{ employment: { wageCents: number } }>(wage)).employment.wageCents).toBe(
      2_000,
    );
    expect(
      (await patch(owner.member, `${BASE}/${business.id}/employees/${employment.id}`, { wage: 0 }))
        .status,
    ).toBe(400);
    expect((await worker.member.post(`${BASE}/employments/${employment.id}/leave`)).status).toBe(
      200,
    );
    expect((await worker.member.post(`${BASE}/employments/${employment.id}/leave`)).status).toBe(
      409,
    );

    const second = await person('Drew', 'Park');
    const again = await owner.member.post(`${BASE}/${business.id}/employees`, {
      civilianId: second.civilianId,
      wage: 5,
    });
    const invitation = (await json<{ employment: { id: string } }>(again)).employment;
    expect((await second.member.post(`${BASE}/employments/${invitation.id}/decline`)).status).toBe(
      200,
    );
    const third = await hire(owner, business.id, await person('Eli', 'Moss'), 5);
    expect((await stranger.delete(`${BASE}/${business.id}/employees/${third}`)).status).toBe(403);
    expect((await owner.member.delete(`${BASE}/${business.id}/employees/${third}`)).status).toBe(
      200,
    );
    const detail = await json<{ employees: unknown[] }>(
      await owner.member.get(`${BASE}/${business.id}`),
    );
    expect(detail.employees).toEqual([]);
  });
});

describe('payroll', () => {
  it('only the owner runs it; it pays every active employee into checking, idempotently', async () => {
    const owner = await person();
    const business = await register(owner, 'Payroll Diner');
    const a = await person('Fran', 'Lake');
    const b = await person('Gus', 'Hill');
    await hire(owner, business.id, a, 100);
    await hire(owner, business.id, b, 50.5);
    await deposit(owner, business.id, 500);
    const aBefore = await balanceOf(a.checking._id);
    const run = (m: TestMember, key?: string) =>
      m.post(`${BASE}/${business.id}/payroll`, undefined, key ? { 'Idempotency-Key': key } : {});
    expect((await run(a.member)).status).toBe(403);
    const paid = await run(owner.member, 'pay-1');
    expect(paid.status).toBe(200);
    const body = await json<{ message: string; run: { totalCents: number; employees: number } }>(
      paid,
    );
    expect(body.run).toMatchObject({ totalCents: 15_050, employees: 2 });
    expect(body.message).toBe('Paid 2 employees $150.50.');
    expect((await run(owner.member, 'pay-1')).headers.get('Idempotent-Replayed')).toBe('true');
    expect(await balanceOf(a.checking._id)).toBe(aBefore + 10_000);
    const { transactions } = await json<{
      transactions: { description: string; amount: number }[];
    }>(await a.member.get(`/api/bank/transactions/byCivilian/${a.civilianId}`));
    expect(transactions[0]).toMatchObject({ description: 'Payroll: Payroll Diner', amount: 100 });
    // Told on Discord of the offer and of the pay, once (the replay queued nothing more).
    expect(await dmsTo(a.member)).toEqual([
      [
        '💼 Job offer',
        'Payroll Diner invites Fran Lake to work there for $100.00 per payroll. Accept or decline on the Businesses page of the dashboard.',
      ],
      ['💵 Payday', 'Payroll Diner paid Fran Lake $100.00 into their checking account.'],
    ]);
    expect((await dmsTo(b.member)).map(([title]) => title)).toEqual(['💼 Job offer', '💵 Payday']);
    await conserved();
  });

  it('pays no one when the account cannot cover the total, and says so', async () => {
    const owner = await person();
    const business = await register(owner);
    const a = await person();
    const b = await person();
    await hire(owner, business.id, a, 30);
    await hire(owner, business.id, b, 30);
    await deposit(owner, business.id, 50);
    const before = [await balanceOf(a.checking._id), await balanceOf(b.checking._id)];
    const res = await owner.member.post(`${BASE}/${business.id}/payroll`);
    expect(res.status).toBe(422);
    expect((await json<{ message: string }>(res)).message).toBe(
      'The business account holds $50.00; this payroll needs $60.00. No one was paid.',
    );
    expect([await balanceOf(a.checking._id), await balanceOf(b.checking._id)]).toEqual(before);
    // A refused run tells no employee of pay (the owner saw the refusal).
    expect((await dmsTo(a.member)).map(([title]) => title)).toEqual(['💼 Job offer']);
    expect(await dmsTo(owner.member)).toEqual([]);
    const empty = await register(owner);
    expect((await owner.member.post(`${BASE}/${empty.id}/payroll`)).status).toBe(409);
    await conserved();
  });

  it('runs weekly when due; a run it cannot cover is recorded as failed and pays no one', async () => {
    const owner = await person();
    const business = await register(owner, 'Weekly Works');
    const worker = await person();
    await hire(owner, business.id, worker, 40);
    await deposit(owner, business.id, 60);
    expect(
      (await owner.member.put(`${BASE}/${business.id}/schedule`, { weekly: 'yes' })).status,
    ).toBe(400);
    expect(
      (await worker.member.put(`${BASE}/${business.id}/schedule`, { weekly: true })).status,
    ).toBe(403);
    const set = await owner.member.put(`${BASE}/${business.id}/schedule`, { weekly: true });
    expect(set.status).toBe(200);
    const before = await balanceOf(worker.checking._id);
    expect(await runDuePayrolls(ctx.db, ctx.clock.now)).toEqual([]);
    ctx.clock.advance(7 * 24 * 3600 * 1000 + 1000);
    const first = await runDuePayrolls(ctx.db, ctx.clock.now);
    expect(first.map((r) => [r.status, r.totalCents])).toEqual([['paid', 4_000]]);
    expect(await balanceOf(worker.checking._id)).toBe(before + 4_000);
    // Already run this week: nothing more until the next one.
    expect(await runDuePayrolls(ctx.db, ctx.clock.now)).toEqual([]);
    ctx.clock.advance(7 * 24 * 3600 * 1000);
    const second = await runDuePayrolls(ctx.db, ctx.clock.now);
    expect(second.map((r) => [r.status, r.totalCents, r.balanceCents])).toEqual([
      ['failed', 4_000, 2_000],
    ]);
    expect(await balanceOf(worker.checking._id)).toBe(before + 4_000);
    // Nobody watched the scheduled run: its owner is told it paid no one.
    expect(await dmsTo(owner.member)).toEqual([
      [
        '⚠️ Payroll not paid',
        'The weekly payroll of Weekly Works paid no one: it needs $40.00 and the business account holds $20.00.',
      ],
    ]);
    expect((await dmsTo(worker.member)).map(([title]) => title)).toEqual([
      '💼 Job offer',
      '💵 Payday',
    ]);
    const detail = await json<{ runs: { status: string; trigger: string }[] }>(
      await owner.member.get(`${BASE}/${business.id}`),
    );
    expect(detail.runs.map((r) => [r.trigger, r.status])).toEqual([
      ['scheduled', 'failed'],
      ['scheduled', 'paid'],
    ]);
    await owner.member.put(`${BASE}/${business.id}/schedule`, { weekly: false });
    await conserved();
  });
});

describe('business items', () => {
  it('a purchase of a business item pays the business account; the staff shop stays a sink', async () => {
    const owner = await person();
    const business = await register(owner, 'Item Emporium');
    const stranger = await person();
    const item = { name: `Wrench ${++count}`, price: 12, stock: 3, perCivilianLimit: 2 };
    expect((await stranger.member.post(`${BASE}/${business.id}/items`, item)).status).toBe(403);
    expect(
      (await owner.member.post(`${BASE}/${business.id}/items`, { ...item, price: 0 })).status,
    ).toBe(400);
    const created = await owner.member.post(`${BASE}/${business.id}/items`, item);
    expect(created.status).toBe(201);
    const { item: listed } = await json<{ item: { id: string } }>(created);
    const shop = await json<{ items: { id: string; businessName: string | null }[] }>(
      await stranger.member.get('/api/economy/items'),
    );
    expect(shop.items.find((i) => i.id === listed.id)?.businessName).toBe('Item Emporium');
    const burnedBefore = (await auditBank(ctx.db)).burnedCents;
    const bought = await stranger.member.post('/api/economy/buy', {
      civilianId: stranger.civilianId,
      itemId: listed.id,
      quantity: 2,
      accountId: stranger.checking._id,
    });
    expect(bought.status).toBe(201);
    const detail = await json<{ business: { balanceCents: number }; ledger: { type: string }[] }>(
      await owner.member.get(`${BASE}/${business.id}`),
    );
    expect(detail.business.balanceCents).toBe(2_400);
    expect(detail.ledger[0]).toMatchObject({ type: 'sale' });
    expect((await auditBank(ctx.db)).burnedCents).toBe(burnedBefore);
    const edited = await patch(owner.member, `${BASE}/${business.id}/items/${listed.id}`, {
      stock: 10,
      price: 15,
    });
    expect(edited.status).toBe(200);
    // Only the owner changes or retires it.
    const theirs = `${BASE}/${business.id}/items/${listed.id}`;
    expect((await patch(stranger.member, theirs, { archived: true })).status).toBe(403);
    expect((await patch(owner.member, theirs, { price: -1 })).status).toBe(400);
    const retired = await patch(owner.member, theirs, { archived: true });
    expect(retired.status).toBe(200);
    const after = await json<{ items: { id: string }[] }>(
      await stranger.member.get('/api/economy/items'),
    );
    expect(after.items.some((i) => i.id === listed.id)).toBe(false);
    expect(
      (
        await patch(
          owner.member,
          `${BASE}/${business.id}/items/00000000-0000-4000-8000-000000000000`,
          {
            archived: true,
          },
        )
      ).status,
    ).toBe(404);
    await conserved();
  });

  it('keeps the whole economy conserved after everything above', async () => {
    await conserved();
    const { accounts } = await accountsOf(
      staff,
      await insertCivilian(ctx.db, staff, 'Staff', 'Person'),
    );
    expect(accounts.length).toBeGreaterThan(0);
    await conserved();
  });
});
