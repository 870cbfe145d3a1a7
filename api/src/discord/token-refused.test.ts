import { describe, expect, it } from 'vitest';
import { enqueue } from '@tenfour/db';
import type { FakeDiscord } from '@tenfour/db/testing/fake-discord';
import { MESSAGES, setUpTokenRefused, UNAUTHORIZED } from '@tenfour/bot/testing/token-refused';
import { createTestContext, type TestContext } from '../testing/test-app';

// Discord refusing the bot token (a token being rotated, a bad moment at Discord): /readyz says
// stuck while nothing is delivered. The worker's side is bot/src/outbox/token-refused.test.ts.

let ctx: TestContext;
let fake: FakeDiscord;
const { newMember, workerWithLog } = setUpTokenRefused(
  (env) => createTestContext({ env }),
  (opened) => ({ ctx, fake } = opened),
);

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
