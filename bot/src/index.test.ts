import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { enqueue, loadConfig, type DbHandle, createRateLimiter } from '@tenfour/db';
import { createTestDb } from '@tenfour/db/testing';
import { startFakeDiscord, type FakeDiscord } from '@tenfour/db/testing/fake-discord';
import { outboxConfigured, startDiscordServices } from './index';
import { discordEnv } from './testing/discord-env';

// What `npm start` (api/src/main.ts) and `npm run bot` (bot/src/main.ts) both start.
let handle: DbHandle;
const limits = () => createRateLimiter(handle);
let fake: FakeDiscord;

beforeAll(async () => {
  [handle, fake] = await Promise.all([createTestDb(), startFakeDiscord()]);
});
afterAll(async () => {
  await Promise.all([handle?.close(), fake?.close()]);
});
beforeEach(async () => {
  await sql`DELETE FROM outbox`.execute(handle.db);
  fake.reset();
});

describe('startDiscordServices', () => {
  it('runs the delivery worker in-process when a report webhook is configured', async () => {
    const config = loadConfig({
      NODE_ENV: 'test',
      XBOX_REPORT_WEBHOOK_URL: `${fake.apiBase}/webhooks/123/tok`,
      DISCORD_API_BASE: fake.apiBase,
    });
    expect(outboxConfigured(config)).toBe(true);
    const services = await startDiscordServices({
      db: handle.db,
      config,
      limits: limits(),
      gateway: false,
    });
    try {
      await enqueue(handle.db, 'webhook', { platform: 'Xbox', message: { content: 'in-process' } });
      await expect.poll(() => fake.webhookPosts.length, { timeout: 10_000 }).toBe(1);
    } finally {
      await services.stop();
    }
    expect(fake.webhookPosts[0]!.body).toMatchObject({ content: 'in-process' });
    const [row] = await handle.db.selectFrom('outbox').select('status').execute();
    expect(row?.status).toBe('sent');
  });

  it('starts nothing when Discord is not configured (demo mode): messages wait in the outbox', async () => {
    const config = loadConfig({ NODE_ENV: 'test', DISCORD_API_BASE: fake.apiBase });
    expect(outboxConfigured(config)).toBe(false);
    // Nor does any department have a webhook (the first test's seed is the database's now).
    await sql`UPDATE departments SET report_webhook_url = NULL, dispatch_webhook_url = NULL`.execute(
      handle.db,
    );
    const services = await startDiscordServices({ db: handle.db, config, limits: limits() });
    await enqueue(handle.db, 'webhook', { platform: 'Xbox', message: { content: 'waits' } });
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    await services.stop();
    expect(fake.requests).toHaveLength(0);
    const [row] = await handle.db.selectFrom('outbox').select(['status', 'attempts']).execute();
    expect(row).toEqual({ status: 'pending', attempts: 0 });
  });

  it('the gateway bot asks for the Guilds and GuildMembers intents only', async () => {
    const { createBot } = await import('./bot');
    const { GatewayIntentBits, IntentsBitField } = await import('discord.js');
    const config = loadConfig({ NODE_ENV: 'test', ...discordEnv(fake) });
    const bot = createBot({
      db: handle.db,
      config,
      limits: limits(),
      now: () => new Date(),
      log: () => undefined,
    });
    try {
      expect(new IntentsBitField(bot.client.options.intents).toArray().sort()).toEqual(
        ['GuildMembers', 'Guilds'].sort(),
      );
      expect(bot.client.options.intents.bitfield).toBe(
        GatewayIntentBits.Guilds | GatewayIntentBits.GuildMembers,
      );
      // Its REST calls (gateway lookup, member lists) go to DISCORD_API_BASE too.
      expect(bot.client.rest.options.api).toBe(fake.apiBase.replace(/\/v10$/, ''));
    } finally {
      await bot.stop();
    }
  });
});
