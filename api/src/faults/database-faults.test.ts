import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { auditBank } from '@tenfour/db/bank';
import { createTestDb, testEngine, withAdmin, provisionWith } from '@tenfour/db/testing';
import { createTestContext, TEST_ENV, TEST_ROLES, type TestContext } from '../testing/test-app';
import { startSecondProcess, type SecondProcess } from '../testing/second-process';
import { clientAs } from '../testing/client';
import {
  emptyTally,
  lostWrites,
  runWriteLoad,
  seedLoadCast,
  terminateConnections,
  type LoadCast,
} from '../testing/fault-load';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// Connections can only be cut on a server: PGlite runs inside the process.
describe.runIf(testEngine() === 'postgres')('database faults (PostgreSQL)', () => {
  let ctx: TestContext;
  let api: SecondProcess;
  let database: string;
  let cast: LoadCast;
  const adminUrl = () => inject('postgresAdminUrl');

  beforeAll(async () => {
    const handle = await createTestDb();
    ctx = await createTestContext({ handle });
    database = new URL(handle.url!).pathname.slice(1);
    cast = await seedLoadCast(ctx.db, { members: 6, publicSafetyRole: TEST_ROLES.publicSafety });
    // The API under test runs in a process of its own, so "it stays up" means its process.
    api = await startSecondProcess(handle.url!, { ...TEST_ENV, DATABASE_POOL_SIZE: '6' });
  });
  afterAll(async () => {
    await api?.stop();
    await ctx?.close();
  });

  it('stays up under mixed writes while every connection is cut, and loses nothing', async () => {
    const before = await auditBank(ctx.db);
    let done = false;
    let cuts = 0;
    // Paced by answers, not by the clock: each cut comes once the API has served a dozen
    // writes since the last one (or after 5 s), and the load goes on until it has served a
    // dozen after the fifth. A busy machine then slows the test, not the count it checks.
    const progress = emptyTally();
    let okAtCut = 0;
    const servedSinceCut = () => progress.ok - okAtCut;
    const load = runWriteLoad({
      send: api.request,
      cast,
      clients: 6,
      keepGoing: () => cuts < 5 || servedSinceCut() < 12,
      maxPerClient: 400,
      tally: progress,
    }).finally(() => {
      done = true;
    });
    // Five cuts spread over the load, each ending every connection of the test's database.
    let terminated = 0;
    while (cuts < 5 && !done) {
      const waitUntil = Date.now() + 5_000;
      while (servedSinceCut() < 12 && Date.now() < waitUntil && !done) await pause(50);
      okAtCut = progress.ok;
      terminated += await terminateConnections(adminUrl(), database);
      cuts++;
    }
    const tally = await load;

    expect(cuts).toBe(5);
    expect(api.exitCode()).toBeNull();
    expect(terminated).toBeGreaterThan(5);
    expect(tally.serverErrors).toBe(0);
    expect(tally.noAnswer).toBe(0);
    expect(tally.unavailableWithoutRetryAfter).toBe(0);
    expect(tally.unavailable).toBeGreaterThan(0);
    expect(tally.ok).toBeGreaterThan(50);
    expect(await lostWrites(ctx.db, tally.written)).toBe(0);

    const after = await auditBank(ctx.db);
    expect(after.negativePockets).toBe(0);
    expect(after.mismatchedPockets).toBe(0);
    // Writes move money between pockets; only fines (none here) and openings change the sum.
    expect(after.accountsCents + after.walletsCents).toBe(
      before.accountsCents + before.walletsCents + (after.mintedCents - before.mintedCents),
    );
    // Serving again without a restart.
    expect((await api.request('/readyz')).status).toBe(200);
  });

  it('answers 503 with Retry-After while the database refuses connections, and serves within a second after', async () => {
    const member = cast.members[0]!;
    // The API here is another process over real HTTP: plain requests, not the in-process client.
    const accounts = () =>
      api.request(`/api/bank/accounts/${member.civilianId}`, {
        headers: { cookie: member.cookie },
      });
    expect((await accounts()).status).toBe(200);

    // What a restart looks like from the API: its connections end and new ones are refused.
    await withAdmin(adminUrl(), (c) =>
      c.query(`ALTER DATABASE "${database}" WITH ALLOW_CONNECTIONS false`),
    );
    try {
      await terminateConnections(adminUrl(), database);
      const during = await Promise.all([
        accounts(),
        api.request('/api/bank/deposit', {
          method: 'POST',
          headers: { cookie: member.cookie, 'content-type': 'application/json' },
          body: JSON.stringify({ accountId: member.accounts[0]!.id, amount: 5 }),
        }),
        api.request('/api/civilians', { headers: { cookie: member.cookie } }),
      ]);
      for (const res of during) {
        expect(res.status).toBe(503);
        expect(res.headers.get('retry-after')).toBe('1');
        expect(await res.json()).toMatchObject({
          success: false,
          code: 'unavailable',
          error: 'The service is briefly unavailable. Please try again in a moment.',
        });
      }
      expect((await api.request('/readyz')).status).toBe(503);
    } finally {
      await withAdmin(adminUrl(), (c) =>
        c.query(`ALTER DATABASE "${database}" WITH ALLOW_CONNECTIONS true`),
      );
    }
    const back = Date.now();
    let status = 0;
    while (status !== 200 && Date.now() - back < 5_000) {
      status = (await accounts()).status;
      if (status !== 200) await pause(50);
    }
    expect(status).toBe(200);
    expect(Date.now() - back).toBeLessThan(1_000);
    expect(api.exitCode()).toBeNull();
  });

  it('deletes a civilian while money moves into it without a deadlock or a 500', async () => {
    const payer = cast.members[1]!;
    const outcomes: string[] = [];
    for (let round = 0; round < 15; round++) {
      const owner = await ctx.member();
      const civilian = await ctx.db
        .insertInto('civilians')
        .values({
          discord_id: owner.discordId,
          first_name: 'Doomed',
          last_name: `Round${round}`,
          date_of_birth: '1990-01-01',
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await provisionWith(ctx.db, civilian.id, { walletCents: 0, checkingCents: 0 }, new Date());
      const target = await ctx.db
        .selectFrom('bank_accounts')
        .select('account_number')
        .where('civilian_id', '=', civilian.id)
        .executeTakeFirstOrThrow();
      const [transfer, deletion] = await Promise.all([
        clientAs(ctx, payer).bank.transfer.$post({
          json: {
            fromAccountId: payer.accounts[0]!.id,
            toAccountNumber: target.account_number,
            amount: 1,
          },
        }),
        clientAs(ctx, owner).civilians[':id'].$delete({ param: { id: civilian.id } }),
      ]);
      outcomes.push(`${transfer.status}/${deletion.status}`);
    }
    // Either the money arrived first (and refuses the deletion) or the civilian went first
    // (and the transfer finds no account).
    for (const outcome of outcomes) expect(['200/409', '404/200']).toContain(outcome);
  });
});
