import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { enqueue, loadConfig, type Config, type DbHandle } from '@tenfour/db';
import { listFailedDeliveries, retryFailedDelivery } from '@tenfour/db/outbox';
import type { FakeDiscord } from '@tenfour/db/testing/fake-discord';
import { citationMessages, CITATION_COLOR } from '../testing/citation';
import { discordEnv } from '../testing/discord-env';
import { useOutboxTestbed } from '../testing/outbox-testbed';
import { MAX_ATTEMPTS } from './backoff';
import { createOutboxWorker, type OutboxWorkerOptions } from './worker';

let handle: DbHandle;
let fake: FakeDiscord;
let config: Config;
const clock = { now: new Date() };
const quiet = () => undefined;
/** The staff member retrying deliveries (the audit log's actor; no users row is needed). */
const STAFF = '900000000000000009';

useOutboxTestbed(clock, (testbed) => ({ handle, fake, config } = testbed));

const worker = (options: Partial<OutboxWorkerOptions> = {}) =>
  createOutboxWorker({ db: handle.db, config, now: () => clock.now, log: quiet, ...options });
const later = (ms: number) => new Date(clock.now.getTime() + ms);
const newMember = (extra: { blocksDms?: boolean } = {}) => {
  const id = String(100_000_000_000_000_000n + BigInt(Math.floor(Math.random() * 1e15)));
  fake.addUser({ id, username: `civ${id.slice(-4)}`, ...extra });
  return id;
};
const rows = () => handle.db.selectFrom('outbox').selectAll().orderBy('id').execute();

async function enqueueCitation(discordId: string) {
  const recordId = randomUUID();
  const { dm, report } = citationMessages(recordId);
  await enqueue(handle.db, 'dm', { discordId, message: dm, recordId });
  await enqueue(
    handle.db,
    'webhook',
    { platform: 'Xbox', message: report },
    { dedupeKey: `webhook:${recordId}` },
  );
  return recordId;
}

describe('outbox worker', () => {
  it('delivers a citation as exactly one DM and one report webhook post', async () => {
    const civilian = newMember();
    const recordId = await enqueueCitation(civilian);

    const summary = await worker().runOnce();
    expect(summary).toMatchObject({ claimed: 2, sent: 2, retried: 0, failed: 0 });
    expect(await worker().runOnce()).toMatchObject({ claimed: 0 });

    expect(fake.messages).toHaveLength(1);
    const dm = fake.messages[0]!;
    expect(dm.channelId).toBe(`dm${civilian}`);
    const embed = (dm.body.embeds as { color: number; fields: { name: string }[] }[])[0]!;
    expect(embed.color).toBe(CITATION_COLOR);
    expect(embed.fields.map((f) => f.name)).toEqual(['Offenses', 'Fine', 'Jail Time', 'Officer']);
    expect(dm.body.components).toEqual([
      {
        type: 1,
        components: [{ type: 2, style: 3, label: 'Pay Fine', custom_id: `payfine:${recordId}` }],
      },
    ]);

    expect(fake.webhookPosts).toHaveLength(1);
    expect(fake.webhookPosts[0]).toMatchObject({ webhookId: '123', token: 'tok' });
    const report = (fake.webhookPosts[0]!.body.embeds as { title: string }[])[0]!;
    expect(report.title).toBe('New Citation Issued');
    // Webhooks are posted without the bot's credentials.
    const webhookRequest = fake.requests.find((r) => r.path.includes('/webhooks/'))!;
    expect(webhookRequest.headers.authorization).toBeUndefined();

    const [dmRow, webhookRow] = await rows();
    expect(dmRow).toMatchObject({ status: 'sent', attempts: 1, last_error: null });
    expect(dmRow!.result).toEqual({ channelId: `dm${civilian}`, messageId: dm.id });
    expect(webhookRow).toMatchObject({ status: 'sent', attempts: 1 });
  });

  it('retries after a 500 with backoff and delivers once', async () => {
    const civilian = newMember();
    await enqueue(handle.db, 'dm', { discordId: civilian, message: { content: 'hello' } });
    fake.failNext(/\/channels\/[^/]+\/messages$/, { status: 500, body: { message: 'boom' } });

    expect(await worker().runOnce()).toMatchObject({ claimed: 1, retried: 1 });
    const [row] = await rows();
    expect(row).toMatchObject({ status: 'pending', attempts: 1 });
    expect(row!.last_error).toContain('500');
    expect(row!.next_attempt_at.getTime()).toBeGreaterThanOrEqual(later(5_000).getTime());

    // Not due yet: nothing is sent early.
    expect(await worker().runOnce()).toMatchObject({ claimed: 0 });
    clock.now = later(6_001);
    expect(await worker().runOnce()).toMatchObject({ claimed: 1, sent: 1 });
    expect(fake.messages).toHaveLength(1);
    expect((await rows())[0]).toMatchObject({ status: 'sent', attempts: 2 });
  });

  it('retries after a dropped connection', async () => {
    const civilian = newMember();
    await enqueue(handle.db, 'dm', { discordId: civilian, message: { content: 'hello' } });
    fake.failNext(/\/users\/@me\/channels$/, { status: 0 });

    expect(await worker().runOnce()).toMatchObject({ claimed: 1, retried: 1 });
    clock.now = later(6_001);
    expect(await worker().runOnce()).toMatchObject({ sent: 1 });
    expect(fake.messages).toHaveLength(1);
  });

  it("honours a 429's retry_after: no attempt before it", async () => {
    await enqueue(handle.db, 'webhook', { platform: 'Xbox', message: { content: 'report' } });
    fake.failNext(/\/webhooks\//, {
      status: 429,
      body: { message: 'You are being rate limited.', retry_after: 42.5, global: false },
    });

    expect(await worker().runOnce()).toMatchObject({ claimed: 1, retried: 1 });
    const [row] = await rows();
    expect(row!.last_error).toContain('Rate limited');
    expect(row!.next_attempt_at.getTime()).toBeGreaterThanOrEqual(later(42_500).getTime());
    // Waiting costs no attempt: only real failures use up the budget.
    expect(row!.attempts).toBe(0);

    clock.now = later(42_000);
    expect(await worker().runOnce()).toMatchObject({ claimed: 0 });
    clock.now = later(1_000);
    expect(await worker().runOnce()).toMatchObject({ sent: 1 });
    expect(fake.webhookPosts).toHaveLength(1);
    expect((await rows())[0]).toMatchObject({ status: 'sent', attempts: 1 });
  });

  it('a rate limit on the last attempt is waited out, not given up', async () => {
    await enqueue(handle.db, 'webhook', { platform: 'Xbox', message: { content: 'report' } });
    await handle.db
      .updateTable('outbox')
      .set({ attempts: MAX_ATTEMPTS - 1 })
      .execute();
    fake.failNext(/\/webhooks\//, {
      status: 429,
      body: { message: 'You are being rate limited.', retry_after: 5, global: false },
    });
    expect(await worker().runOnce()).toMatchObject({ retried: 1, failed: 0 });
    clock.now = later(6_000);
    expect(await worker().runOnce()).toMatchObject({ sent: 1 });
  });

  it("keeps to Discord's global 50 requests a second without bouncing messages", async () => {
    const civilian = newMember();
    // 40 DMs are 80 requests: more than one second's worth.
    for (let i = 0; i < 40; i++) {
      await enqueue(handle.db, 'dm', { discordId: civilian, message: { content: `burst ${i}` } });
    }
    const w = worker({ now: () => new Date(Date.now() + 1_000) });
    const started = Date.now();
    // Waits over a second go back to the queue (a busy machine can stretch them); keep
    // polling as a running worker would until the burst is through.
    while (Date.now() - started < 20_000) {
      if ((await w.runOnce()).claimed > 0) continue;
      if ((await rows()).every((r) => r.status === 'sent')) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(fake.messages).toHaveLength(40);
    expect((await rows()).every((r) => r.status === 'sent' && r.attempts === 1)).toBe(true);
    // The limiter really held requests back rather than Discord seeing a flood.
    expect(Date.now() - started).toBeGreaterThanOrEqual(900);
  });

  it('waits out a Retry-After header in real time when running', async () => {
    await enqueue(handle.db, 'webhook', { platform: 'Xbox', message: { content: 'report' } });
    fake.failNext(/\/webhooks\//, {
      status: 429,
      body: { message: 'You are being rate limited.', retry_after: 0.4, global: false },
      headers: { 'retry-after': '0.4' },
    });
    const running = createOutboxWorker({ db: handle.db, config, pollMs: 50, log: quiet });
    running.start();
    try {
      await expect.poll(() => fake.webhookPosts.length, { timeout: 5_000 }).toBe(1);
    } finally {
      await running.stop();
    }
    const attempts = fake.requests.filter((r) => r.path.includes('/webhooks/'));
    expect(attempts).toHaveLength(2);
    expect(attempts[1]!.at - attempts[0]!.at).toBeGreaterThanOrEqual(400);
  });

  it('two workers racing deliver every message exactly once', async () => {
    const civilian = newMember();
    for (let i = 0; i < 30; i++) {
      await enqueue(handle.db, 'dm', { discordId: civilian, message: { content: `m${i}` } });
    }
    const [a, b] = [worker({ batchSize: 4 }), worker({ batchSize: 4 })];
    const drain = async (w: ReturnType<typeof worker>) => {
      while ((await w.runOnce()).claimed > 0);
    };
    await Promise.all([drain(a), drain(b), drain(a)]);

    const contents = fake.messages.map((m) => m.body.content);
    expect(contents).toHaveLength(30);
    expect(new Set(contents).size).toBe(30);
    const sent = await rows();
    expect(sent.every((r) => r.status === 'sent' && r.attempts === 1)).toBe(true);
  });

  it('records permanent failures with their reason, lists them, and retries them', async () => {
    const blocker = newMember({ blocksDms: true });
    await enqueue(handle.db, 'dm', { discordId: blocker, message: { content: 'you were cited' } });
    await enqueue(handle.db, 'webhook', {
      platform: 'PlayStation',
      message: { content: 'report' },
    });
    fake.failNext(/\/webhooks\//, {
      status: 404,
      body: { code: 10015, message: 'Unknown Webhook' },
    });
    await enqueue(handle.db, 'webhook', { platform: 'Xbox', message: { content: 'report' } });

    expect(await worker().runOnce()).toMatchObject({ claimed: 3, failed: 3 });
    const failed = (await listFailedDeliveries(handle.db)).deliveries;
    const reasons = Object.fromEntries(failed.map((f) => [f.kind + (f.platform ?? ''), f.reason]));
    expect(reasons.dm).toMatch(/does not accept direct messages.*50007/);
    expect(reasons.webhookPlayStation).toContain('No PlayStation report webhook is configured');
    expect(reasons.webhookXbox).toMatch(/webhook no longer exists.*10015/);
    expect(failed.find((f) => f.kind === 'dm')).toMatchObject({ discordId: blocker, attempts: 1 });

    // Failed rows stay put until staff retry them.
    clock.now = later(24 * 3600_000);
    expect(await worker().runOnce()).toMatchObject({ claimed: 0 });

    const xbox = failed.find((f) => f.platform === 'Xbox')!;
    expect(await retryFailedDelivery(handle.db, xbox.id, clock.now, STAFF)).toBe('retried');
    expect(await retryFailedDelivery(handle.db, xbox.id, clock.now, STAFF)).toBe('not_failed');
    expect(await retryFailedDelivery(handle.db, 999_999, clock.now, STAFF)).toBe('not_found');
    expect(await worker().runOnce()).toMatchObject({ claimed: 1, sent: 1 });
    expect(fake.webhookPosts).toHaveLength(1);
    expect((await listFailedDeliveries(handle.db)).deliveries).toHaveLength(2);
  });

  it('gives up after the attempt budget, keeping the last error', async () => {
    const civilian = newMember();
    await enqueue(handle.db, 'dm', { discordId: civilian, message: { content: 'hello' } });
    await handle.db
      .updateTable('outbox')
      .set({ attempts: MAX_ATTEMPTS - 1 })
      .execute();
    fake.failNext(/\/channels\/[^/]+\/messages$/, { status: 503 });

    expect(await worker().runOnce()).toMatchObject({ failed: 1 });
    const [row] = await rows();
    expect(row).toMatchObject({ status: 'failed', attempts: MAX_ATTEMPTS });
    expect(row!.last_error).toMatch(/Gave up after 12 attempts; last error: Discord answered 503/);
  });

  it("returns a dead worker's rows to the queue after the lease, and ignores its late outcome", async () => {
    const civilian = newMember();
    await enqueue(handle.db, 'dm', { discordId: civilian, message: { content: 'hello' } });
    const { claimDueDeliveries, markDeliverySent } = await import('@tenfour/db/outbox');
    const [lost] = await claimDueDeliveries(handle.db, {
      now: clock.now,
      limit: 5,
      leaseMs: 60_000,
    });
    expect(lost).toBeDefined();
    expect(await worker().runOnce()).toMatchObject({ claimed: 0 });

    clock.now = later(60_001);
    expect(await worker().runOnce()).toMatchObject({ claimed: 1, sent: 1 });
    expect(await markDeliverySent(handle.db, lost!, { result: {}, now: clock.now })).toBe(false);
    expect((await rows())[0]!.attempts).toBe(2);
  });

  it('reports what waits in the queue, and since when due messages have not been sent', async () => {
    const { deliveryQueueStats } = await import('@tenfour/db/outbox');
    expect(await deliveryQueueStats(handle.db, clock.now)).toEqual({
      pending: 0,
      retrying: 0,
      dueSince: null,
    });
    const civilian = newMember();
    await enqueue(handle.db, 'dm', { discordId: civilian, message: { content: 'backs off' } });
    fake.failNext(/\/channels\/[^/]+\/messages$/, { status: 502 });
    expect(await worker().runOnce()).toMatchObject({ retried: 1 });
    // In backoff: waiting, but not due.
    expect(await deliveryQueueStats(handle.db, clock.now)).toEqual({
      pending: 1,
      retrying: 1,
      dueSince: null,
    });

    await enqueue(handle.db, 'dm', { discordId: civilian, message: { content: 'due' } });
    const [, due] = await rows();
    const stats = await deliveryQueueStats(handle.db, clock.now);
    expect(stats).toEqual({ pending: 2, retrying: 1, dueSince: due!.next_attempt_at });
  });

  it('refuses DMs when no bot token is configured, saying why', async () => {
    const noToken = loadConfig({
      NODE_ENV: 'test',
      ...discordEnv(fake),
      DISCORD_BOT_TOKEN: '',
    });
    await enqueue(handle.db, 'dm', { discordId: newMember(), message: { content: 'hello' } });
    expect(await worker({ config: noToken }).runOnce()).toMatchObject({ failed: 1 });
    expect((await rows())[0]!.last_error).toContain('DISCORD_BOT_TOKEN');
    expect(fake.requests).toHaveLength(0);
  });
});
