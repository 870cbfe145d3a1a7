import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { testEngine } from '@tenfour/db/testing';
import { auditBank, debitFine } from '@tenfour/db/bank';
import { createTestContext, type TestContext, type TestMember } from '../testing/test-app';
import { parseResponse } from 'hono/client';
import { accountsOf, checkingOf, insertCivilian, type AccountJson } from '../testing/bank';
import { clientAs } from '../testing/client';

// PGlite is one connection and runs everything in turn; only PostgreSQL can show races,
// lost updates and deadlocks.
describe.runIf(testEngine() === 'postgres')('concurrent money movements (PostgreSQL)', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(async () => {
    await ctx?.close();
  });

  /** Deterministic pseudo-random numbers, so a failure can be replayed. */
  function random(seed: number) {
    let state = seed;
    return (n: number) => {
      state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
      return state % n;
    };
  }

  interface Holder {
    member: TestMember;
    civilianId: string;
    accounts: AccountJson[];
  }

  it('keeps balances non-negative, conserved and equal to their ledgers under parallel load', async () => {
    const holders: Holder[] = [];
    for (let m = 0; m < 3; m++) {
      for (let c = 0; c < 2; c++) {
        // One civilian per member: starting money is paid once per member.
        const member = await ctx.member();
        const civilianId = await insertCivilian(ctx.db, member, `Racer${m}${c}`);
        await accountsOf(member, civilianId);
        await clientAs(ctx, member).bank.create.$post({
          json: { civilianId, accountType: 'Savings' },
        });
        holders.push({
          member,
          civilianId,
          accounts: (await accountsOf(member, civilianId)).accounts,
        });
      }
    }
    const allAccounts = holders.flatMap((h) => h.accounts);
    expect(allAccounts).toHaveLength(12);
    const before = await auditBank(ctx.db);
    const next = random(20240601);
    const pick = <T>(list: T[]) => list[next(list.length)]!;

    const calls: Promise<{ kind: string; status: number; body: string }>[] = [];
    // The random mix of writes is a table of paths and bodies, each with its Idempotency-Key: raw.
    const post = (kind: string, m: TestMember, path: string, body: unknown, key?: string) =>
      calls.push(
        m
          .post(path, body, key ? { 'Idempotency-Key': key } : {})
          .then(async (res) => ({ kind, status: res.status, body: await res.text() })),
      );

    for (let i = 0; i < 150; i++) {
      const from = pick(holders);
      const source = pick(from.accounts);
      let target = pick(allAccounts);
      while (target._id === source._id) target = pick(allAccounts);
      post('transfer', from.member, '/api/bank/transfer', {
        fromAccountId: source._id,
        toAccountNumber: target.accountNumber,
        amount: 1 + next(900) + next(100) / 100,
      });
    }
    for (let i = 0; i < 40; i++) {
      const h = pick(holders);
      const route = i % 2 ? 'deposit' : 'withdraw';
      post(route, h.member, `/api/bank/${route}`, {
        accountId: pick(h.accounts)._id,
        amount: 1 + next(400),
      });
    }
    // The same click retried ten times at once moves the money once.
    const retried = holders[0]!;
    for (let i = 0; i < 10; i++) {
      post(
        'retry',
        retried.member,
        '/api/bank/transfer',
        {
          fromAccountId: retried.accounts[0]!._id,
          toAccountNumber: holders[5]!.accounts[0]!.accountNumber,
          // Random transfers are at least $1, so this amount marks the retried one.
          amount: 0.37,
        },
        'retried-click',
      );
    }
    // Fines race the transfers; the same fine paid ten times at once is charged once.
    const fined = holders[1]!;
    const fines = Array.from({ length: 10 }, () =>
      ctx.db.transaction().execute((trx) =>
        debitFine(trx, {
          civilianId: fined.civilianId,
          amountCents: 12_345,
          reference: 'fine:race',
          description: 'Citation: Reckless driving',
          opening: { walletCents: 0, checkingCents: 0 },
          now: new Date(),
        }),
      ),
    );

    const results = await Promise.all(calls);
    const fineResults = await Promise.all(fines);

    const unexpected = results.filter((r) => r.status !== 200 && r.status !== 422);
    expect(unexpected).toEqual([]);
    expect(results.filter((r) => r.kind === 'retry').map((r) => r.status)).toEqual(
      Array(10).fill(200),
    );
    // Every copy gets the first copy's answer, the ones that lost the race for the key too.
    const retryAnswers = new Set(results.filter((r) => r.kind === 'retry').map((r) => r.body));
    expect(retryAnswers.size).toBe(1);
    expect(results.filter((r) => r.kind === 'transfer' && r.status === 200).length).toBeGreaterThan(
      50,
    );
    expect(fineResults.filter((r) => r.charged)).toHaveLength(1);

    const after = await auditBank(ctx.db);
    expect(after.negativePockets).toBe(0);
    expect(after.mismatchedPockets).toBe(0);
    expect(after.burnedCents - before.burnedCents).toBe(12_345);
    expect(after.accountsCents + after.walletsCents).toBe(
      before.accountsCents + before.walletsCents - 12_345,
    );
    expect(after.accountsCents + after.walletsCents).toBe(after.mintedCents - after.burnedCents);

    const retriedRows = await ctx.db
      .selectFrom('bank_ledger')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('account_id', '=', retried.accounts[0]!._id)
      .where('counterparty_account_number', '=', holders[5]!.accounts[0]!.accountNumber)
      .where('amount_cents', '=', -37)
      .executeTakeFirstOrThrow();
    expect(Number(retriedRows.n)).toBe(1);
    const keyRows = await ctx.db
      .selectFrom('bank_idempotency_keys')
      .select('fingerprint')
      .where('idempotency_key', '=', 'retried-click')
      .execute();
    expect(keyRows).toHaveLength(1);
  });
  it('lets a transfer that waited for a lock spend the money that arrived meanwhile', async () => {
    const payer = await ctx.member();
    const payerCivilian = await insertCivilian(ctx.db, payer, 'Waiting');
    const source = await checkingOf(payer, payerCivilian);
    const payee = await ctx.member();
    const target = await checkingOf(payee, await insertCivilian(ctx.db, payee, 'Payee'));

    // Another transaction credits $1,000 and holds the row lock until released.
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let locked!: () => void;
    const lockTaken = new Promise<void>((resolve) => (locked = resolve));
    const credit = ctx.db.transaction().execute(async (trx) => {
      await trx
        .updateTable('bank_accounts')
        .set((eb) => ({ balance_cents: eb('balance_cents', '+', 100_000) }))
        .where('id', '=', source._id)
        .execute();
      await trx
        .insertInto('bank_ledger')
        .values({
          civilian_id: payerCivilian,
          account_id: source._id,
          type: 'opening',
          description: 'Grant',
          amount_cents: 100_000,
        })
        .execute();
      locked();
      await released;
    });
    await lockTaken;
    // $3,000 is more than the $2,500 this transfer's snapshot sees, less than what it will hold.
    const transfer = clientAs(ctx, payer).bank.transfer.$post({
      json: { fromAccountId: source._id, toAccountNumber: target.accountNumber, amount: 3000 },
    });
    for (let waiting = 0; waiting === 0;) {
      await new Promise((r) => setTimeout(r, 20));
      const { rows } = await sql<{ n: number }>`
        SELECT count(*)::int AS n FROM pg_stat_activity
        WHERE datname = current_database() AND wait_event_type = 'Lock'`.execute(ctx.db);
      waiting = rows[0]!.n;
    }
    release();
    await credit;
    const res = await transfer;
    expect(res.status, await res.clone().text()).toBe(200);
    expect((await parseResponse(res)).fromAccount.balance).toBe(500);
    const audit = await auditBank(ctx.db);
    expect(audit.mismatchedPockets).toBe(0);
    expect(audit.negativePockets).toBe(0);
  });
});
