import { describe, expect, it } from 'vitest';
import { enqueue } from '@tenfour/db';
import type { FakeDiscord } from '@tenfour/db/testing/fake-discord';
import { createBotTestContext, type BotTestContext } from '../testing/bot-test';
import { TEST_BOT_TOKEN } from '../testing/discord-env';
import { MESSAGES, setUpTokenRefused, UNAUTHORIZED } from '../testing/token-refused';

// Discord refusing the bot token once (a token being rotated, a bad moment at Discord) must
// not stop DMs until a restart: the REST client keeps its token, the refused message is
// retried and the log says what happened. (/readyz's side is the API's test.)

let ctx: BotTestContext;
let fake: FakeDiscord;
const { newMember, workerWithLog } = setUpTokenRefused(
  (env) => createBotTestContext({ env }),
  (opened) => ({ ctx, fake } = opened),
);

describe('a 401 from Discord', () => {
  it('is logged as a refused token, and DMs flow again once Discord accepts it', async () => {
    const { worker, lines } = workerWithLog();
    const first = newMember();
    await enqueue(ctx.db, 'dm', { discordId: first, message: { content: 'first' } });
    fake.failNext(MESSAGES, UNAUTHORIZED);

    expect(await worker.runOnce()).toMatchObject({ claimed: 1, retried: 1, failed: 0 });
    const [row] = await ctx.db.selectFrom('outbox').selectAll().execute();
    expect(row).toMatchObject({ status: 'pending' });
    expect(row!.last_error).toBe('Discord refused the bot token (401); check DISCORD_BOT_TOKEN');
    expect(lines).toContainEqual({
      level: 'error',
      message: expect.stringContaining('Discord refused the bot token (401)') as string,
    });
    expect(lines.some((l) => /network error/i.test(l.message))).toBe(false);

    // Discord is healthy again: the retried DM and a new one both leave, with the token.
    const second = newMember();
    await enqueue(ctx.db, 'dm', { discordId: second, message: { content: 'second' } });
    const before = fake.requests.length;
    ctx.clock.advance(10 * 60_000);
    expect(await worker.runOnce()).toMatchObject({ claimed: 2, sent: 2 });
    const sent = fake.requests.slice(before);
    expect(sent.length).toBeGreaterThanOrEqual(4);
    for (const request of sent) {
      expect(request.headers.authorization).toBe(`Bot ${TEST_BOT_TOKEN}`);
    }
    expect(fake.messages.map((m) => m.body.content).sort()).toEqual(['first', 'second']);
  });
});
