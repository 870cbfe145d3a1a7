import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditBank, loadOpeningBalances } from '@tenfour/db/bank';
import { closeOverdueShifts } from '@tenfour/db/dispatch';
import { auditEntriesFor } from '@tenfour/db/testing';
import {
  createTestContext,
  TEST_ROLES,
  type TestContext,
  type TestMember,
} from '../testing/test-app';
import { clientAs } from '../testing/client';
import { registeredOfficer, type TestOfficer } from '../testing/dispatch';
import { checkingOf, insertCivilian } from '../testing/bank';

// Paid shifts (docs/economy.md): a clock-out pays the shift's whole minutes at the rank's (else
// the department's) hourly rate from the treasury into the member's pay account.

let ctx: TestContext;
let staff: TestMember;
beforeAll(async () => {
  ctx = await createTestContext();
  // Early this UTC day, so no shift below crosses a midnight (the daily cap's day).
  ctx.clock.now = new Date(`${new Date().toISOString().slice(0, 10)}T00:30:00Z`);
  staff = await ctx.member([TEST_ROLES.admin]);
});
afterAll(async () => {
  await ctx?.close();
});

const MINUTE = 60_000;
const admin = () => clientAs(ctx, staff).economy.admin['shift-pay'];

async function conserved() {
  const money = await auditBank(ctx.db);
  expect(money.mismatchedPockets).toBe(0);
  expect(money.negativePockets).toBe(0);
  expect(money.accountsCents + money.walletsCents + money.treasuryCents).toBe(
    money.mintedCents - money.burnedCents,
  );
}

async function setTreasury(cents: number) {
  const { balanceCents } = await (
    await clientAs(ctx, staff).economy.admin.treasury.$get({ query: {} })
  ).json();
  const delta = cents - balanceCents;
  if (delta === 0) return;
  const move = delta > 0 ? 'mint' : 'burn';
  const res = await clientAs(ctx, staff).economy.admin.treasury[move].$post({
    json: { amount: Math.abs(delta) / 100, reason: 'Shift pay test' },
  });
  expect(res.status).toBe(200);
}

async function departmentRate(id: string, hourlyPayCents: number | null) {
  const res = await admin().departments[':departmentId'].$put({
    param: { departmentId: id },
    json: { hourlyPayCents },
  });
  expect(res.status).toBe(200);
}

async function settings(dailyCapCents: number | null, forceCloseHours = 8) {
  const res = await admin().settings.$put({ json: { dailyCapCents, forceCloseHours } });
  expect(res.status).toBe(200);
}

/** An officer (clocked in at registration) whose character has its bank accounts. */
async function payableOfficer(department: 'Xbox' | 'PlayStation' = 'Xbox') {
  const officer = await registeredOfficer(ctx, department);
  const checking = await checkingOf(officer, officer.civilianId);
  return { officer, checking };
}

const balance = async (accountId: string) =>
  Number(
    (
      await ctx.db
        .selectFrom('bank_accounts')
        .select('balance_cents')
        .where('id', '=', accountId)
        .executeTakeFirstOrThrow()
    ).balance_cents,
  );

async function clockOut(officer: TestOfficer) {
  const res = await clientAs(ctx, officer).clock.out.$post();
  expect(res.status).toBe(200);
  return (await res.json()).unit;
}

async function lastShift(officer: TestOfficer) {
  const res = await clientAs(ctx, officer).clock.history.$get();
  expect(res.status).toBe(200);
  return (await res.json()).mine[0]!;
}

const shiftLedger = (accountId: string) =>
  ctx.db
    .selectFrom('bank_ledger')
    .select(['description', 'amount_cents'])
    .where('account_id', '=', accountId)
    .where('type', '=', 'shift_pay')
    .orderBy('id')
    .execute();

describe('pay rates and settings (staff)', () => {
  it('only staff set them; bad input is a 400; every change is audited', async () => {
    const officer = await registeredOfficer(ctx);
    const asOfficer = clientAs(ctx, officer).economy.admin['shift-pay'];
    expect((await asOfficer.$get()).status).toBe(403);
    expect(
      (
        await asOfficer.departments[':departmentId'].$put({
          param: { departmentId: 'Xbox' },
          json: { hourlyPayCents: 100 },
        })
      ).status,
    ).toBe(403);
    expect(
      (await asOfficer.settings.$put({ json: { dailyCapCents: 1, forceCloseHours: 8 } })).status,
    ).toBe(403);

    for (const hourlyPayCents of [1.5, -1, '12', 100_000_001]) {
      const res = await admin().departments[':departmentId'].$put({
        param: { departmentId: 'Xbox' },
        json: { hourlyPayCents } as never,
      });
      expect(res.status).toBe(400);
      expect(
        ((await res.json()) as unknown as { issues: unknown[] }).issues.length,
      ).toBeGreaterThan(0);
    }
    const badLimit = await admin().settings.$put({
      json: { dailyCapCents: null, forceCloseHours: 0 },
    });
    expect(badLimit.status).toBe(400);
    const unknownRank = await admin().ranks[':rankId'].$put({
      param: { rankId: '00000000-0000-4000-8000-000000000000' },
      json: { hourlyPayCents: 100 },
    });
    expect(unknownRank.status).toBe(404);

    const view = await (await admin().$get()).json();
    expect(view.dailyCapCents).toBe(50_000);
    expect(view.forceCloseHours).toBe(8);
    const xbox = view.departments.find((d) => d.name === 'Xbox')!;
    await departmentRate(xbox.id, 1234);
    const [entry] = await auditEntriesFor(ctx.db, 'shift_pay.rate', xbox.id);
    expect(entry).toMatchObject({ actor_discord_id: staff.discordId, target_type: 'department' });
    await settings(20_000, 6);
    const [changed] = await auditEntriesFor(ctx.db, 'community.shift_pay', 'settings');
    expect(changed?.after).toMatchObject({ dailyCapCents: 20_000, forceCloseHours: 6 });
    const after = await (await admin().$get()).json();
    expect(after).toMatchObject({ dailyCapCents: 20_000, forceCloseHours: 6 });
    expect(after.departments.find((d) => d.id === xbox.id)?.hourlyPayCents).toBe(1234);
    await settings(null, 8);
    await departmentRate(xbox.id, null);
  });
});

describe('pay at clock-out', () => {
  it('pays whole minutes at the department rate from the treasury into the character’s checking', async () => {
    await setTreasury(100_000);
    await departmentRate('Xbox', 6_000); // $60.00 an hour: $1.00 a minute
    const { officer, checking } = await payableOfficer();
    const before = await balance(checking._id);
    ctx.clock.advance(90 * MINUTE + 59_000);
    const unit = await clockOut(officer);
    expect(unit.onDuty).toBe(false);
    expect(await balance(checking._id)).toBe(before + 9_000);
    expect(await shiftLedger(checking._id)).toEqual([
      { description: 'Shift pay: Xbox 90 min', amount_cents: 9_000 },
    ]);
    const treasury = await ctx.db
      .selectFrom('economy_treasury_ledger')
      .selectAll()
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(treasury).toMatchObject({ type: 'shift_pay', reason: 'Shift pay: Xbox 90 min' });
    expect(Number(treasury.amount_cents)).toBe(-9_000);
    expect((await lastShift(officer)).pay).toMatchObject({
      minutes: 90,
      rateCents: 6_000,
      dueCents: 9_000,
      paidCents: 9_000,
      unpaidReason: null,
    });
    // Clocking out again pays nothing more: the shift was paid once.
    await clockOut(officer);
    expect(await balance(checking._id)).toBe(before + 9_000);
    await conserved();
  });

  it('pays the rank’s rate when it has one, over the department’s', async () => {
    const { officer, checking } = await payableOfficer();
    const rank = await ctx.db
      .insertInto('ranks')
      .values({ department: 'Xbox', name: 'Paid Sergeant', position: 50 })
      .returning('id')
      .executeTakeFirstOrThrow();
    await ctx.db
      .updateTable('officers')
      .set({ rank_id: rank.id })
      .where('id', '=', officer.officer._id)
      .execute();
    const res = await admin().ranks[':rankId'].$put({
      param: { rankId: rank.id },
      json: { hourlyPayCents: 12_000 },
    });
    expect(res.status).toBe(200);
    const before = await balance(checking._id);
    ctx.clock.advance(30 * MINUTE);
    await clockOut(officer);
    expect(await balance(checking._id)).toBe(before + 6_000);
    expect((await lastShift(officer)).pay).toMatchObject({ minutes: 30, rateCents: 12_000 });
    await conserved();
  });

  it('pays nothing where no rate applies', async () => {
    const { officer, checking } = await payableOfficer('PlayStation');
    const before = await balance(checking._id);
    ctx.clock.advance(45 * MINUTE);
    await clockOut(officer);
    expect(await balance(checking._id)).toBe(before);
    expect(await shiftLedger(checking._id)).toEqual([]);
    expect((await lastShift(officer)).pay).toBeNull();
  });

  it('stops at the daily cap: the second shift is paid up to it, the rest recorded as capped', async () => {
    await settings(10_000);
    const { officer, checking } = await payableOfficer();
    const before = await balance(checking._id);
    ctx.clock.advance(60 * MINUTE);
    await clockOut(officer);
    expect(await balance(checking._id)).toBe(before + 6_000);
    const on = await clientAs(ctx, officer).clock.in.$post();
    expect(on.status).toBe(200);
    ctx.clock.advance(60 * MINUTE);
    await clockOut(officer);
    expect(await balance(checking._id)).toBe(before + 10_000);
    expect((await lastShift(officer)).pay).toMatchObject({
      dueCents: 6_000,
      paidCents: 4_000,
      unpaidReason: 'daily_cap',
    });
    await settings(50_000);
    await conserved();
  });

  it('still clocks out when the treasury cannot pay, recording the shift unpaid', async () => {
    const { officer, checking } = await payableOfficer();
    await setTreasury(500);
    const before = await balance(checking._id);
    ctx.clock.advance(20 * MINUTE);
    const unit = await clockOut(officer);
    expect(unit.onDuty).toBe(false);
    expect(await balance(checking._id)).toBe(before);
    expect((await lastShift(officer)).pay).toMatchObject({
      dueCents: 2_000,
      paidCents: 0,
      unpaidReason: 'treasury',
    });
    await setTreasury(100_000);
    await conserved();
  });
});

describe('a character that never used the bank', () => {
  it('gets its bank at its first paid shift, with the member’s opening grant, and the pay', async () => {
    await setTreasury(100_000);
    await departmentRate('Xbox', 6_000);
    const officer = await registeredOfficer(ctx, 'Xbox');
    const opening = await loadOpeningBalances(ctx.db);
    expect(opening).not.toBeNull();
    ctx.clock.advance(10 * MINUTE);
    await clockOut(officer);
    const checking = await checkingOf(officer, officer.civilianId);
    expect(await balance(checking._id)).toBe(opening!.checkingCents + 1_000);
    expect(await shiftLedger(checking._id)).toEqual([
      { description: 'Shift pay: Xbox 10 min', amount_cents: 1_000 },
    ]);
    expect((await lastShift(officer)).pay).toMatchObject({
      paidCents: 1_000,
      unpaidReason: null,
      accountId: checking._id,
    });

    // A second character of the same member plays the next shift: its bank opens too, but
    // the member's one opening grant is spent, so it holds only the pay.
    const second = await insertCivilian(ctx.db, officer, 'Robin', 'Hale');
    await ctx.db
      .updateTable('officers')
      .set({ civilian_id: second })
      .where('id', '=', officer.officer._id)
      .execute();
    await clientAs(ctx, officer).clock.in.$post();
    ctx.clock.advance(5 * MINUTE);
    await clockOut(officer);
    const secondChecking = await checkingOf(officer, second);
    expect(await balance(secondChecking._id)).toBe(500);
    await conserved();
  });
});

describe('forced close', () => {
  it('closes a shift open past the limit at the limit, paid up to it, by the periodic job', async () => {
    await settings(50_000, 2);
    const { officer, checking } = await payableOfficer();
    const before = await balance(checking._id);
    const startedAt = ctx.clock.now.getTime();
    ctx.clock.advance(5 * 60 * MINUTE);
    expect(await closeOverdueShifts(ctx.db, ctx.clock.now)).toBeGreaterThanOrEqual(1);
    expect(await balance(checking._id)).toBe(before + 12_000);
    const shift = await lastShift(officer);
    expect(shift.endedAt).toBe(new Date(startedAt + 120 * MINUTE).toISOString());
    expect(shift.pay).toMatchObject({ minutes: 120, paidCents: 12_000, forced: true });
    const unit = await ctx.db
      .selectFrom('officer_units')
      .select(['status', 'status_since'])
      .where('officer_id', '=', officer.officer._id)
      .executeTakeFirstOrThrow();
    expect(unit.status).toBe('10-7');
    expect(unit.status_since.toISOString()).toBe(ctx.clock.now.toISOString());
    // Run again (or by another process): nothing is closed or paid twice.
    expect(await closeOverdueShifts(ctx.db, ctx.clock.now)).toBe(0);
    expect(await balance(checking._id)).toBe(before + 12_000);
    await conserved();
  });

  it('closes it when the member next acts, and their change starts afresh', async () => {
    const { officer, checking } = await payableOfficer();
    const before = await balance(checking._id);
    ctx.clock.advance(3 * 60 * MINUTE);
    const res = await clientAs(ctx, officer).units.me.$put({ json: { status: '10-8' } });
    expect(res.status).toBe(200);
    expect(await balance(checking._id)).toBe(before + 12_000);
    const shift = (await (await clientAs(ctx, officer).clock.history.$get()).json()).mine;
    expect(shift.map((s) => s.pay?.minutes ?? null)).toEqual([null, 120]);
    await settings(50_000, 8);
    await conserved();
  });
});

describe('pay account', () => {
  it('pays into the account the member chose, not the default; only their own may be chosen', async () => {
    const { officer, checking } = await payableOfficer();
    const second = await insertCivilian(ctx.db, officer, 'Morgan', 'Lee');
    const savings = await checkingOf(officer, second);
    const api = clientAs(ctx, officer).economy['pay-account'];

    const initial = await (await api.$get()).json();
    expect(initial).toMatchObject({ chosenAccountId: null, defaultAccountId: checking._id });
    expect(initial.options.map((o) => o.accountId).sort()).toEqual(
      [checking._id, savings._id].sort(),
    );

    const other = await payableOfficer();
    const theirs = await api.$put({ json: { accountId: other.checking._id } });
    expect(theirs.status).toBe(403);
    const bad = await api.$put({ json: { accountId: 'not-an-id' } });
    expect(bad.status).toBe(400);
    const unknown = await api.$put({ json: { accountId: '00000000-0000-4000-8000-000000000000' } });
    expect(unknown.status).toBe(404);

    const chose = await api.$put({ json: { accountId: savings._id } });
    expect(chose.status).toBe(200);
    expect((await chose.json()).accountId).toBe(savings._id);

    const [toChecking, toSavings] = [await balance(checking._id), await balance(savings._id)];
    ctx.clock.advance(10 * MINUTE);
    await clockOut(officer);
    expect(await balance(checking._id)).toBe(toChecking);
    expect(await balance(savings._id)).toBe(toSavings + 1_000);
    expect((await lastShift(officer)).pay?.accountId).toBe(savings._id);

    // Back to the default.
    const reset = await api.$put({ json: { accountId: null } });
    expect((await reset.json()).accountId).toBe(checking._id);
    await conserved();
  });
});
