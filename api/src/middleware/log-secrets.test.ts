import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enqueue, createLogger, routeConsoleTo } from '@tenfour/db';
import { startFakeDiscord, type FakeDiscord } from '@tenfour/db/testing/fake-discord';
import { discordEnv, TEST_BOT_TOKEN } from '@tenfour/bot/testing/discord-env';
import { createOutboxWorker } from '@tenfour/bot/outbox/worker';
import { createApp } from '../app';
import { createTestContext, TEST_ROLES, type TestContext } from '../testing/test-app';
import { insertOfficer } from '../testing/discord';

// A scripted run of everything that handles a secret, with every log line captured as the
// production process writes it (JSON, console routed through the logger).
let fake: FakeDiscord;
let ctx: TestContext;
const lines: string[] = [];
const saved = { log: console.log, info: console.info, warn: console.warn, error: console.error };

const capture = new Writable({
  write(chunk: Buffer, _encoding, done) {
    lines.push(...chunk.toString().split('\n').filter(Boolean));
    done();
  },
});

beforeAll(async () => {
  fake = await startFakeDiscord();
  ctx = await createTestContext({ env: discordEnv(fake) });
});
afterAll(async () => {
  Object.assign(console, saved);
  await Promise.all([ctx?.close(), fake?.close()]);
});

function cookieFrom(res: Response, name: string): string | undefined {
  for (const header of res.headers.getSetCookie()) {
    const [pair] = header.split(';');
    const [key, ...value] = (pair ?? '').split('=');
    if (key === name) return value.join('=');
  }
  return undefined;
}

describe('log lines', () => {
  it('never carry a session token, cookie, OAuth code, bot token or webhook URL', async () => {
    const { config } = ctx;
    const webhookUrl = config.webhooks.xbox!;
    const logger = createLogger({
      format: 'json',
      level: 'debug',
      destination: capture,
      secrets: [config.discord.botToken, config.discord.oauth?.clientSecret, webhookUrl],
    });
    routeConsoleTo(logger);
    const app = createApp({ ...ctx.deps, logger });
    // Sign-in redirects, cookies and secret-bearing headers are what the log must hide: raw
    // requests.
    const call = (path: string, init?: RequestInit) => Promise.resolve(app.request(path, init));

    // Discord sign-in: authorize, callback with code and state.
    const member = {
      id: '344444444444444444',
      username: 'log.checker',
      roles: [TEST_ROLES.publicSafety],
    };
    fake.addUser(member);
    fake.authorizeAs(member.id);
    const begin = await call('/auth/discord');
    const oauthCookie = cookieFrom(begin, 'tenfour_oauth')!;
    const authorize = await fetch(begin.headers.get('location')!, { redirect: 'manual' });
    const callback = new URL(authorize.headers.get('location')!);
    const code = callback.searchParams.get('code')!;
    const state = callback.searchParams.get('state')!;
    const done = await call(`${callback.pathname}${callback.search}`, {
      headers: { cookie: `tenfour_oauth=${oauthCookie}` },
    });
    expect(done.status).toBe(302);
    const session = cookieFrom(done, 'tenfour_session')!;
    expect(session).toBeTruthy();
    const cookie = `tenfour_session=${session}`;

    // A replayed callback (state mismatch) and other refusals.
    await call(`${callback.pathname}${callback.search}`, { headers: { cookie } });
    await call('/api/civilians/not-a-uuid', { headers: { cookie } });
    await call('/api/nothing-here', { headers: { cookie } });
    await call('/api/dm/send', {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json' },
      body: '{"broken json',
    });

    // An officer's DM and a report embed delivered to the fake, one after a failure that
    // quotes the webhook's address.
    await insertOfficer(ctx, member.id);
    const dm = await call('/api/dm/send', {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json' },
      body: JSON.stringify({
        discordId: member.id,
        embed: { title: 'Notice', description: 'Hello', color: 1 },
        components: [],
      }),
    });
    expect(dm.status).toBe(200);
    await enqueue(ctx.db, 'webhook', {
      platform: 'Xbox',
      message: { embeds: [{ title: 'Report' }] },
    });
    fake.failNext(/\/webhooks\//, { status: 500, body: { message: `boom at ${webhookUrl}` } });
    const worker = createOutboxWorker({ db: ctx.db, config, now: () => new Date() });
    const first = await worker.runOnce();
    expect(first.sent + first.retried).toBe(2);
    await ctx.db
      .updateTable('outbox')
      .set({ next_attempt_at: new Date(0) })
      .execute();
    await worker.runOnce();
    expect(fake.webhookPosts).toHaveLength(1);
    expect(fake.messages.length).toBeGreaterThanOrEqual(1);

    // Something logs a request's cookie header by mistake.
    console.error('unexpected', new Error(`request had cookie: ${cookie}; code=${code}`));

    await call('/auth/logout', { method: 'POST', headers: { cookie } });
    Object.assign(console, saved);

    const text = lines.join('\n');
    expect(lines.length).toBeGreaterThan(8);
    for (const line of lines) expect(() => JSON.parse(line)).not.toThrow();
    const requestLines = lines.map((l) => JSON.parse(l)).filter((l) => l.msg === 'request');
    expect(requestLines[0]).toMatchObject({ method: 'GET', route: '/auth/discord', status: 302 });
    expect(requestLines.map((l) => l.route)).toContain('/auth/discord/callback');
    for (const l of requestLines) expect(l.reqId).toMatch(/^[\w-]{8,}$/);

    const webhookToken = new URL(webhookUrl).pathname.split('/').at(-1)!;
    for (const secret of [session, code, state, oauthCookie, TEST_BOT_TOKEN, webhookUrl]) {
      expect(text).not.toContain(secret);
    }
    expect(text).not.toMatch(new RegExp(`/webhooks/123/${webhookToken}\\b`));
    expect(text).toContain('[redacted]');
  });
});
