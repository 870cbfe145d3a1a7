import { describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { parseResponse } from 'hono/client';
import { auditBank } from '@tenfour/db/bank';
import { auditEntriesFor, provisionWith } from '@tenfour/db/testing';
import { TEST_ROLES, type TestContext, type TestMember } from '../testing/test-app';
import { insertCivilian, type RecordsOfficer } from '../testing/records';
import { courtSuite } from '../testing/court';
import { clientAs } from '../testing/client';

let ctx: TestContext;
let cop: RecordsOfficer;
let judge: TestMember;
let staff: TestMember;
courtSuite((suite) => ({ ctx, cop, judge, staff } = suite));

const DAY = 86_400_000;

async function civilianWithMoney(owner: TestMember) {
  const id = await insertCivilian(ctx, owner.discordId);
  await provisionWith(ctx.db, id, { walletCents: 50_000, checkingCents: 100_000 }, ctx.clock.now);
  return id;
}

/** A citation with two charges: $150 and $50 with 30 minutes of jail. */
async function cite(civilianId: string, type: 'citation' | 'arrest' | 'warning' = 'citation') {
  const offenses =
    type === 'warning'
      ? [{ title: 'Loitering' }]
      : [
          { title: 'Dashcam speeding', fine: 150, jailTime: 0 },
          { title: 'Rolling a stop sign', fine: 50, jailTime: 30 },
        ];
  const res = await clientAs(ctx, cop).reports.create.$post({
    json: { civilianId, type, offenses, reason: 'Stopped on Route 68' },
  });
  expect(res.status).toBe(201);
  return (await parseResponse(res)).record;
}

const court = (as?: Pick<TestMember, 'cookie'>) => clientAs(ctx, as).court;
const contest = (
  as: Pick<TestMember, 'cookie'> | undefined,
  recordId: string,
  statement = 'I was not speeding.',
) => court(as).contests.$post({ json: { recordId, statement } });
const payFine = (as: Pick<TestMember, 'cookie'>, recordId: string) =>
  clientAs(ctx, as).records[':recordId']['pay-fine'].$post({ param: { recordId } });
const rule = (
  caseId: string,
  json: {
    chargeIndex: number;
    outcome: 'upheld' | 'reduced' | 'dismissed';
    fine?: number;
    jailTime?: number;
    reason: string;
  },
  as: Pick<TestMember, 'cookie'> = judge,
) => court(as).cases[':id'].rulings.$post({ param: { id: caseId }, json });

async function contested(owner?: TestMember, pay = false) {
  owner ??= await ctx.member();
  const civilianId = await civilianWithMoney(owner);
  const record = await cite(civilianId);
  if (pay) expect((await payFine(owner, record.recordId)).status).toBe(200);
  const res = await contest(owner, record.recordId);
  expect(res.status).toBe(201);
  const body = await parseResponse(res);
  return { owner, civilianId, record, caseId: body.caseId };
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

async function expectConserved() {
  const audit = await auditBank(ctx.db);
  expect(audit.mismatchedPockets).toBe(0);
  expect(audit.negativePockets).toBe(0);
  expect(audit.accountsCents + audit.walletsCents).toBe(audit.mintedCents - audit.burnedCents);
}

describe('contesting a fine', () => {
  it('opens a case, shows it contested, refuses payment, and is audited', async () => {
    const { owner, civilianId, record, caseId } = await contested();
    const before = await pockets(civilianId);

    const paid = await payFine(owner, record.recordId);
    expect(paid.status).toBe(409);
    expect(await paid.json()).toMatchObject({
      message: 'This fine is contested in court: it cannot be paid until a judge rules on it.',
    });
    expect(await pockets(civilianId)).toEqual(before);

    const mine = await parseResponse(
      court(owner).civilian[':civilianId'].$get({ param: { civilianId } }),
    );
    expect(mine.cases).toHaveLength(1);
    expect(mine.cases[0]).toMatchObject({
      _id: caseId,
      recordId: record.recordId,
      status: 'open',
      statement: 'I was not speeding.',
      originalFine: 200,
      fineStatus: 'unpaid',
    });
    const [entry] = await auditEntriesFor(ctx.db, 'court.contest', caseId);
    expect(entry).toMatchObject({
      actor_discord_id: owner.discordId,
      target_type: 'court_case',
      after: { recordId: record.recordId, via: 'site' },
    });
  });

  it('is idempotent: contesting again answers with the open case', async () => {
    const { owner, record, caseId } = await contested();
    const again = await contest(owner, record.recordId, 'Again');
    expect(again.status).toBe(200);
    expect(await again.json()).toMatchObject({ status: 'already_contested', caseId });
    expect(await auditEntriesFor(ctx.db, 'court.contest', caseId)).toHaveLength(1);
  });

  it('is for the owner only: 403 for another member, 401 signed out', async () => {
    const owner = await ctx.member();
    const record = await cite(await civilianWithMoney(owner));
    expect((await contest(await ctx.member(), record.recordId)).status).toBe(403);
    expect((await contest(undefined, record.recordId)).status).toBe(401);
  });

  it('needs a statement (400 with the field)', async () => {
    const owner = await ctx.member();
    const record = await cite(await civilianWithMoney(owner));
    for (const statement of ['', '   ']) {
      const res = await contest(owner, record.recordId, statement);
      expect(res.status).toBe(400);
      const body = (await res.json()) as { issues?: { path: string }[] };
      expect(JSON.stringify(body)).toContain('statement');
    }
  });

  it('refuses an expunged record, a warning and an unknown record', async () => {
    const owner = await ctx.member();
    const civilianId = await civilianWithMoney(owner);
    const record = await cite(civilianId);
    await ctx.db
      .updateTable('records')
      .set({ expunged_at: ctx.clock.now })
      .where('id', '=', record.recordId)
      .execute();
    const expunged = await contest(owner, record.recordId);
    expect(expunged.status).toBe(409);
    expect(await expunged.json()).toMatchObject({
      message: 'This record has been expunged: it can no longer be contested.',
    });
    const warning = await cite(civilianId, 'warning');
    expect((await contest(owner, warning.recordId)).status).toBe(409);
    expect((await contest(owner, '00000000-0000-4000-8000-000000000000')).status).toBe(404);
  });

  it('closes after the window staff set, answering 409 with the deadline', async () => {
    const owner = await ctx.member();
    const record = await cite(await civilianWithMoney(owner));
    const deadline = new Date(new Date(record.createdAt).getTime() + 7 * DAY).toISOString();
    ctx.clock.advance(7 * DAY + 60_000);
    const late = await contest(owner, record.recordId);
    expect(late.status).toBe(409);
    expect(await late.json()).toMatchObject({
      message: `The window to contest this fine closed at ${deadline}.`,
    });

    // Staff widen the window to 10 days: the same record may now be contested.
    const put = await court(staff).settings.$put({ json: { contestWindowDays: 10 } });
    expect(put.status).toBe(200);
    expect((await contest(owner, record.recordId)).status).toBe(201);
    const [entry] = await auditEntriesFor(ctx.db, 'court.settings', 'settings');
    expect(entry).toMatchObject({
      actor_discord_id: staff.discordId,
      before: { contestWindowDays: 7 },
      after: { contestWindowDays: 10 },
    });
    expect(await (await court(owner).settings.$get()).json()).toEqual({ contestWindowDays: 10 });
    await court(staff).settings.$put({ json: { contestWindowDays: 7 } });
  });

  it('has settings only staff change, within bounds', async () => {
    expect((await court(judge).settings.$put({ json: { contestWindowDays: 3 } })).status).toBe(403);
    for (const days of [0, 366, 2.5]) {
      const res = await court(staff).settings.$put({ json: { contestWindowDays: days } });
      expect(res.status, String(days)).toBe(400);
    }
  });
});

describe('the docket', () => {
  it('is for judges only', async () => {
    const member = await ctx.member([TEST_ROLES.publicSafety]);
    const res = await court(member).cases.$get({ query: {} });
    expect(res.status).toBe(403);
    expect(await res.json()).toMatchObject({ message: 'Only judges can work the court docket.' });
    expect((await court().cases.$get({ query: {} })).status).toBe(401);
  });

  it('lists open cases with filters and shows a case whole', async () => {
    const owner = await ctx.member();
    const civilianId = await insertCivilian(ctx, owner.discordId, {
      first: 'Docket',
      last: 'Person',
    });
    const record = await cite(civilianId);
    const { caseId } = await parseResponse(contest(owner, record.recordId, 'My statement.'));
    const open = await parseResponse(court(judge).cases.$get({ query: { q: 'Docket Per' } }));
    expect(open.cases.map((c) => c._id)).toEqual([caseId]);
    const scheduled = await parseResponse(
      court(judge).cases.$get({ query: { q: 'Docket', scheduled: 'true' } }),
    );
    expect(scheduled.cases).toEqual([]);
    expect(
      (await parseResponse(court(judge).cases.$get({ query: { q: 'Docket', status: 'closed' } })))
        .cases,
    ).toEqual([]);

    const { case: kase } = await parseResponse(
      court(judge).cases[':id'].$get({ param: { id: caseId } }),
    );
    expect(kase).toMatchObject({
      civilianName: 'Docket Person',
      statement: 'My statement.',
      officerName: cop.name,
      charges: [
        { index: 0, title: 'Dashcam speeding', fine: 150, jailTime: 0, ruling: null },
        { index: 1, title: 'Rolling a stop sign', fine: 50, jailTime: 30, ruling: null },
      ],
      entries: [{ kind: 'contest', body: 'My statement.' }],
    });
    expect(
      (
        await court(judge).cases[':id'].$get({
          param: { id: '00000000-0000-4000-8000-000000000000' },
        })
      ).status,
    ).toBe(404);
  });

  it('schedules a hearing: both parties get a DM now and a reminder an hour before', async () => {
    const { owner, caseId } = await contested();
    const past = new Date(ctx.clock.now.getTime() - 60_000).toISOString();
    const refused = await court(judge).cases[':id'].hearings.$post({
      param: { id: caseId },
      json: { startsAt: past },
    });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ message: 'The hearing must be in the future.' });

    const since = await maxOutboxId();
    const startsAt = new Date(ctx.clock.now.getTime() + 2 * DAY);
    const res = await court(judge).cases[':id'].hearings.$post({
      param: { id: caseId },
      json: { startsAt: startsAt.toISOString() },
    });
    expect(res.status).toBe(201);
    const body = await parseResponse(res);
    expect(body.case.nextHearingAt).toBe(startsAt.toISOString());
    const dms = await dmsSince(since);
    const unix = Math.floor(startsAt.getTime() / 1000);
    expect(dms.map((d) => d.discordId).sort()).toEqual(
      [owner.discordId, owner.discordId, cop.discordId, cop.discordId].sort(),
    );
    const reminders = dms.filter((d) => d.title === '⏰ Court hearing in one hour');
    expect(reminders).toHaveLength(2);
    for (const r of reminders) {
      expect(r.dueAt.getTime()).toBe(startsAt.getTime() - 3_600_000);
    }
    for (const d of dms) expect(d.description).toContain(`<t:${unix}:F>`);
    const [entry] = await auditEntriesFor(ctx.db, 'court.hearing', caseId);
    expect(entry).toMatchObject({
      actor_discord_id: judge.discordId,
      after: { startsAt: startsAt.toISOString() },
    });

    // Moving the hearing withdraws the reminders still waiting and queues new ones.
    const moved = new Date(startsAt.getTime() + DAY);
    const since2 = await maxOutboxId();
    await court(judge).cases[':id'].hearings.$post({
      param: { id: caseId },
      json: { startsAt: moved.toISOString() },
    });
    const remaining = await ctx.db
      .selectFrom('outbox')
      .select('id')
      .where(
        sql<string>`payload->'message'->'embeds'->0->>'title'`,
        '=',
        '⏰ Court hearing in one hour',
      )
      .where(
        sql<string>`payload->'message'->'embeds'->0->>'description'`,
        'like',
        `%<t:${unix}:F>%`,
      )
      .execute();
    expect(remaining).toEqual([]);
    const movedDms = await dmsSince(since2);
    expect(movedDms.filter((d) => d.title === '⚖️ Court hearing moved')).toHaveLength(2);
  });

  it('adds entries to the timeline (audited; empty -> 400; not on a closed case)', async () => {
    const { caseId } = await contested();
    const entries = () => court(judge).cases[':id'].entries;
    const res = await entries().$post({
      param: { id: caseId },
      json: { body: 'Officer present.' },
    });
    expect(res.status).toBe(201);
    const body = await parseResponse(res);
    expect(body.case.entries.map((e) => e.kind)).toEqual(['contest', 'note']);
    expect(body.case.entries[1]).toMatchObject({
      body: 'Officer present.',
      authorName: 'Judge judge.quinn',
    });
    expect(await auditEntriesFor(ctx.db, 'court.entry', caseId)).toHaveLength(1);
    expect((await entries().$post({ param: { id: caseId }, json: { body: ' ' } })).status).toBe(
      400,
    );
    const member = await ctx.member();
    expect(
      (
        await court(member).cases[':id'].entries.$post({
          param: { id: caseId },
          json: { body: 'x' },
        })
      ).status,
    ).toBe(403);
  });
});

async function maxOutboxId() {
  const row = await ctx.db
    .selectFrom('outbox')
    .select((eb) => eb.fn.max('id').as('id'))
    .executeTakeFirst();
  return Number(row?.id ?? 0);
}

async function dmsSince(id: number) {
  const rows = await ctx.db
    .selectFrom('outbox')
    .select(['payload', 'next_attempt_at'])
    .where('kind', '=', 'dm')
    .where('id', '>', id)
    .orderBy('id')
    .execute();
  return rows.map((r) => {
    const p = r.payload as {
      discordId: string;
      message: { embeds: { title: string; description: string }[] };
    };
    return {
      discordId: p.discordId,
      title: p.message.embeds[0]!.title,
      description: p.message.embeds[0]!.description,
      dueAt: new Date(r.next_attempt_at),
    };
  });
}

describe('rulings per charge', () => {
  it('reduces a paid fine and refunds the difference into the account it was paid from', async () => {
    const { civilianId, record, caseId } = await contested(undefined, true);
    const paid = await pockets(civilianId);
    const since = await maxOutboxId();
    const res = await rule(caseId, {
      chargeIndex: 0,
      outcome: 'reduced',
      fine: 100,
      reason: 'Radar not calibrated.',
    });
    expect(res.status).toBe(201);
    const body = await parseResponse(res);
    expect(body).toMatchObject({
      message: 'Ruling recorded. $50.00 refunded.',
      ruling: {
        outcome: 'reduced',
        fine: 100,
        refunded: 50,
        refundedTo: 'checking',
        caseClosed: false,
      },
    });
    expect(await pockets(civilianId)).toEqual({ ...paid, checking: paid.checking + 5_000 });
    const ledger = await ctx.db
      .selectFrom('bank_ledger')
      .selectAll()
      .where('reference', '=', `court:${caseId}:0`)
      .execute();
    expect(ledger).toHaveLength(1);
    expect(ledger[0]).toMatchObject({ amount_cents: 5_000, type: 'fine' });
    expect(ledger[0]!.description).toContain(caseId.slice(0, 8));
    const row = await ctx.db
      .selectFrom('records')
      .select(['fine_cents', 'fine_status', 'offenses'])
      .where('id', '=', record.recordId)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ fine_cents: 15_000, fine_status: 'paid' });
    expect(row.offenses[0]).toMatchObject({ title: 'Dashcam speeding', fineCents: 10_000 });
    await expectConserved();

    // The ruling is told to the civilian and the officer.
    const dms = await dmsSince(since);
    expect(dms.map((d) => d.title)).toEqual(['⚖️ Court ruling', '⚖️ Court ruling']);
    const [entry] = await auditEntriesFor(ctx.db, 'court.ruling', caseId);
    expect(entry).toMatchObject({
      actor_discord_id: judge.discordId,
      before: { charge: 'Dashcam speeding', fine: 150 },
      after: { outcome: 'reduced', fine: 100, refunded: 50 },
    });

    // A second ruling on the same charge is refused; the other charge closes the case.
    const again = await rule(caseId, { chargeIndex: 0, outcome: 'dismissed', reason: 'Again' });
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({ message: 'This charge has already been ruled on.' });
    const last = await parseResponse(
      rule(caseId, { chargeIndex: 1, outcome: 'dismissed', reason: 'No evidence.' }),
    );
    expect(last.ruling).toMatchObject({ refunded: 50, caseClosed: true });
    expect(last.case).toMatchObject({ status: 'closed', fine: 100 });
    expect(await pockets(civilianId)).toEqual({ ...paid, checking: paid.checking + 10_000 });
    await expectConserved();
    const closed = await rule(caseId, { chargeIndex: 1, outcome: 'upheld', reason: 'x' });
    expect(closed.status).toBe(409);
  });

  it('moves no money on a fine never paid, and a fine ruled to nothing is owed no more', async () => {
    const { owner, civilianId, record, caseId } = await contested();
    const before = await pockets(civilianId);
    await parseResponse(rule(caseId, { chargeIndex: 0, outcome: 'dismissed', reason: 'a' }));
    await parseResponse(rule(caseId, { chargeIndex: 1, outcome: 'dismissed', reason: 'b' }));
    expect(await pockets(civilianId)).toEqual(before);
    const row = await ctx.db
      .selectFrom('records')
      .select(['fine_cents', 'fine_status', 'jail_minutes'])
      .where('id', '=', record.recordId)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ fine_cents: 0, fine_status: 'none', jail_minutes: 0 });
    const mine = await parseResponse(
      court(owner).civilian[':civilianId'].$get({ param: { civilianId } }),
    );
    expect(mine.cases[0]!.charges.map((c) => c.ruling?.outcome)).toEqual([
      'dismissed',
      'dismissed',
    ]);
  });

  it('lets an upheld fine be paid once its case is closed', async () => {
    const { owner, record, caseId } = await contested();
    await parseResponse(rule(caseId, { chargeIndex: 0, outcome: 'upheld', reason: 'a' }));
    expect((await payFine(owner, record.recordId)).status).toBe(409);
    await parseResponse(
      rule(caseId, { chargeIndex: 1, outcome: 'reduced', jailTime: 0, reason: 'b' }),
    );
    const paid = await parseResponse(payFine(owner, record.recordId));
    expect(paid).toMatchObject({ status: 'paid' });
    expect(paid.record.fineAmount).toBe(200);
  });

  it('refuses bad input with field messages, and non-judges', async () => {
    const { caseId } = await contested();
    const cases: [Record<string, unknown>, string][] = [
      [{ chargeIndex: 0, outcome: 'reduced', fine: 151, reason: 'x' }, 'fine'],
      [{ chargeIndex: 0, outcome: 'reduced', jailTime: -1, reason: 'x' }, 'jailTime'],
      [{ chargeIndex: 0, outcome: 'reduced', reason: 'x' }, 'fine'],
      [{ chargeIndex: 0, outcome: 'upheld', reason: '' }, 'reason'],
      [{ chargeIndex: 0, outcome: 'pardoned', reason: 'x' }, 'outcome'],
      [{ chargeIndex: 7, outcome: 'upheld', reason: 'x' }, 'chargeIndex'],
    ];
    for (const [json, field] of cases) {
      const res = await judge.post(`/api/court/cases/${caseId}/rulings`, json);
      expect(res.status, JSON.stringify(json)).toBe(400);
      expect(JSON.stringify(await res.json()), JSON.stringify(json)).toContain(field);
    }
    const member = await ctx.member([TEST_ROLES.publicSafety]);
    expect(
      (await rule(caseId, { chargeIndex: 0, outcome: 'upheld', reason: 'x' }, member)).status,
    ).toBe(403);
    expect(await auditEntriesFor(ctx.db, 'court.ruling', caseId)).toEqual([]);
  });
});

describe('races', () => {
  it('a contest racing a Pay Fine press: the record lock orders them, money is conserved', async () => {
    for (let i = 0; i < 4; i++) {
      const owner = await ctx.member();
      const civilianId = await civilianWithMoney(owner);
      const record = await cite(civilianId);
      const before = await pockets(civilianId);
      const [pay, con] = await Promise.all([
        payFine(owner, record.recordId),
        contest(owner, record.recordId),
      ]);
      expect(con.status).toBe(201);
      const debits = await ctx.db
        .selectFrom('bank_ledger')
        .select('amount_cents')
        .where('reference', '=', `fine:${record.recordId}`)
        .execute();
      const after = await pockets(civilianId);
      if (pay.status === 200) {
        // Paid first, then contested as paid: charged exactly once.
        expect(debits).toEqual([{ amount_cents: -20_000 }]);
        expect(before.checking - after.checking + (before.wallet - after.wallet)).toBe(20_000);
      } else {
        // Contested first: the payment is refused and nothing moves.
        expect(pay.status).toBe(409);
        expect(debits).toEqual([]);
        expect(after).toEqual(before);
      }
    }
    await expectConserved();
  });

  it('a ruling racing a second ruling on the same charge: one wins, one refund', async () => {
    const { civilianId, caseId } = await contested(undefined, true);
    const before = await pockets(civilianId);
    const results = await Promise.all([
      rule(caseId, { chargeIndex: 0, outcome: 'dismissed', reason: 'first' }),
      rule(caseId, { chargeIndex: 0, outcome: 'reduced', fine: 100, reason: 'second' }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([201, 409]);
    const refunds = await ctx.db
      .selectFrom('bank_ledger')
      .select('amount_cents')
      .where('reference', 'like', `court:${caseId}:%`)
      .execute();
    expect(refunds).toHaveLength(1);
    const after = await pockets(civilianId);
    expect(after.checking - before.checking).toBe(refunds[0]!.amount_cents);
    await expectConserved();
  });
});
