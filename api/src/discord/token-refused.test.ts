import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { enqueue } from '@tenfour/db';
import { startFakeDiscord, type FakeDiscord } from '@tenfour/db/testing/fake-discord';
import { createOutboxWorker, type Log } from '@tenfour/bot/outbox/worker';
import { discordEnv } from '@tenfour/bot/testing/discord-env';
import { createTestContext, type TestContext } from '../testing/test-app';

// Discord refusing the bot token (a token being rotated, a bad moment at Discord): /readyz says
// stuck while nothing is delivered. The worker's side is bot/src/outbox/token-refused.test.ts.

let ctx: TestContext;
let fake: FakeDiscord;
const MESSAGES = /^\/api\/v10\/channels\/[^/]+\/messages$/;
const UNAUTHORIZED = { status: 401, body: { code: 0, message: '401: Unauthorized' } };

beforeAll(async () => {
  fake = await startFakeDiscord();
  ctx = await createTestContext({ env: discordEnv(fake) });
});
afterAll(async () => {
  await Promise.all([ctx?.close(), fake?.close()]);
});
beforeEach(async () => {
  await sql`DELETE FROM outbox`.execute(ctx.db);
  fake.reset();
  // Rows are due from the database's now(); the worker's clock starts just after it.
  ctx.clock.now = new Date(Date.now() + 1_000);
});

function newMember() {
  const id = `${Date.now()}${Math.floor(Math.random() * 1e6)}`;
  fake.addUser({ id, username: `civ${id.slice(-4)}` });
  return id;
}

function workerWithLog() {
  const lines: { level: string; message: string }[] = [];
  const log: Log = (level, message) => lines.push({ level, message });
  // One worker, so one REST client, for the whole test: the token is lost per client.
  const worker = createOutboxWorker({
    db: ctx.db,
    config: ctx.config,
    now: () => ctx.clock.now,
    log,
  });
  return { worker, lines };
}

const readyz = async () => {
  const res = await ctx.request('/readyz');
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
};

describe('a 401 from Discord', () => {
  it('/readyz says stuck while every delivery is refused, and flowing once one is delivered', async () => {
    const { worker } = workerWithLog();
    await enqueue(ctx.db, 'dm', { discordId: newMember(), message: { content: 'held up' } });
    fake.failNext(MESSAGES, UNAUTHORIZED, { times: 1_000 });

    expect(await worker.runOnce()).toMatchObject({ retried: 1 });
    expect((await readyz()).body).toMatchObject({ outbox: 'flowing', outboxPending: 1 });

    // Eleven minutes of refusals: the row is always in backoff, never "due", yet nothing left.
    for (let minute = 0; minute < 11; minute += 1) {
      ctx.clock.advance(60_000);
      await worker.runOnce();
    }
    const stuck = await readyz();
    expect(stuck.status).toBe(503);
    expect(stuck.body).toMatchObject({ status: 'not_ready', outbox: 'stuck', outboxPending: 1 });
    expect(stuck.body.outboxOldestWaitingMs).toBeGreaterThan(10 * 60_000);

    fake.reset();
    ctx.clock.advance(20 * 60_000);
    expect(await worker.runOnce()).toMatchObject({ sent: 1 });
    const flowing = await readyz();
    expect(flowing.status).toBe(200);
    expect(flowing.body).toMatchObject({ outbox: 'flowing', outboxPending: 0 });
  });
});
