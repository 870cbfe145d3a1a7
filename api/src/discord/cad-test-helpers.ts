import { randomInt, type KeyObject } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, expect } from 'vitest';
import type { Department } from '@tenfour/db';
import { startFakeDiscord, type FakeDiscord } from '@tenfour/db/testing/fake-discord';
import { handleGatewayEvent } from '@tenfour/bot/gateway';
import { createOutboxWorker } from '@tenfour/bot/outbox/worker';
import { createInteractionRest } from '@tenfour/bot/rest';
import { discordEnv, interactionKeys } from '@tenfour/bot/testing/discord-env';
import { createTestContext, type TestContext } from '../testing/test-app';
import { postInteraction } from './discord-test-helpers';

/** The two ways Discord reaches the bot: the gateway connection and the signed HTTP endpoint. */
export const PATHS = ['gateway', 'http'] as const;
export type InteractionPath = (typeof PATHS)[number];

export interface Reply {
  type: number;
  data?: {
    content?: string;
    flags?: number;
    choices?: { name: string; value: string }[];
    embeds?: {
      title?: string;
      description?: string;
      fields?: { name: string; value: string }[];
    }[];
    components?: {
      components: { label: string; custom_id: string; disabled?: boolean; style: number }[];
    }[];
  };
}

/**
 * Sends an interaction to the bot the way Discord would over `path` and returns the bot's
 * answer: the callback it posted to the fake Discord (gateway) or the response body (HTTP).
 */
export function interactionSender(ctx: TestContext, fake: FakeDiscord, privateKey: KeyObject) {
  const deps = {
    db: ctx.db,
    config: ctx.config,
    rest: createInteractionRest(ctx.config),
    limits: ctx.deps.limits,
    now: ctx.deps.now,
  };
  return async (path: InteractionPath, interaction: { id: string; token: string }) => {
    if (path === 'http') {
      const res = await postInteraction(ctx, privateKey, interaction);
      expect(res.status).toBe(200);
      return (await res.json()) as Reply;
    }
    await handleGatewayEvent(deps, 'INTERACTION_CREATE', interaction);
    const callback = fake.requests.find(
      (r) =>
        r.method === 'POST' &&
        r.path === `/api/v10/interactions/${interaction.id}/${interaction.token}/callback`,
    );
    expect(callback, 'the interaction callback').toBeDefined();
    return callback!.body as Reply;
  };
}

export type InteractionSender = ReturnType<typeof interactionSender>;

/** The bot's private answer: a channel message (type 4) only the member sees (flags 64). */
export const ephemeral = (content: string) => ({ type: 4, data: { content, flags: 64 } });

/** What a CAD test file works with; read it inside hooks and tests (it is set up in beforeAll). */
export interface CadTest {
  readonly ctx: TestContext;
  readonly fake: FakeDiscord;
  /** Sends an interaction over either path (interactionSender). */
  readonly send: InteractionSender;
  /** One outbox pass: every queued DM and webhook post delivered to the fake Discord. */
  deliverAll(): ReturnType<ReturnType<typeof createOutboxWorker>['runOnce']>;
  /**
   * Another app on the same database with settings of its own (a lower rate limit), and its
   * sender; signed with keys of its own.
   */
  withEnv(env: Record<string, string>): Promise<{ ctx: TestContext; send: InteractionSender }>;
}

/**
 * A CAD test file's setup: a fake Discord, interaction keys, a test context pointed at both
 * (plus the file's `env`) and a sender over either path, closed after the file. `clean` empties
 * the outbox before each test, and with 'outbox and fake' also forgets what the fake received.
 */
export function setUpCadTest(
  options: {
    env?: (fake: FakeDiscord) => Record<string, string>;
    clean?: 'outbox' | 'outbox and fake';
  } = {},
): CadTest {
  let state: { ctx: TestContext; fake: FakeDiscord; send: InteractionSender } | undefined;
  const ready = () => {
    if (!state) throw new Error('The CAD test is read before its beforeAll ran.');
    return state;
  };
  beforeAll(async () => {
    const fake = await startFakeDiscord();
    const keys = interactionKeys();
    const ctx = await createTestContext({
      env: { ...discordEnv(fake, keys.publicKeyHex), ...options.env?.(fake) },
    });
    state = { ctx, fake, send: interactionSender(ctx, fake, keys.privateKey) };
  });
  afterAll(async () => {
    await Promise.all([state?.ctx.close(), state?.fake.close()]);
  });
  const { clean } = options;
  if (clean) {
    beforeEach(async () => {
      const { ctx, fake } = ready();
      await sql`DELETE FROM outbox`.execute(ctx.db);
      if (clean === 'outbox and fake') fake.reset();
    });
  }
  return {
    get ctx() {
      return ready().ctx;
    },
    get fake() {
      return ready().fake;
    },
    get send() {
      return ready().send;
    },
    deliverAll: () => {
      const { ctx } = ready();
      return createOutboxWorker({ db: ctx.db, config: ctx.config, log: () => undefined }).runOnce();
    },
    withEnv: async (env) => {
      const { ctx: base, fake } = ready();
      const keys = interactionKeys();
      const ctx = await createTestContext({
        env: { ...discordEnv(fake, keys.publicKeyHex), ...env },
        handle: base.handle,
      });
      return { ctx, send: interactionSender(ctx, fake, keys.privateKey) };
    },
  };
}

let next = 1;
type Option = {
  name: string;
  type: number;
  value?: unknown;
  focused?: boolean;
  options?: Option[];
};

/** A slash command (type 2) or an autocomplete request (type 4) from a guild member. */
export function commandInteraction(
  name: string,
  guildId: string,
  userId: string,
  options: Option[] = [],
  type: 2 | 4 = 2,
) {
  next += 1;
  return {
    id: String(4_000_000 + next),
    application_id: '800000000000000000',
    type,
    token: `cad-token-${next}`,
    version: 1,
    guild_id: guildId,
    channel_id: '700000000000000000',
    member: { user: { id: userId, username: 'someone', discriminator: '0' }, roles: [] },
    data: { id: '600000000000000000', name, type: 1, options },
  };
}

export const stringOption = (name: string, value: string, focused = false) => ({
  name,
  type: 3,
  value,
  ...(focused ? { focused } : {}),
});
export const subcommand = (name: string, options: Option[] = []) => ({ name, type: 1, options });

/** A stored unit profile for the member: an officer, or a fire/rescue member. */
export async function insertUnit(
  ctx: TestContext,
  discordId: string,
  options: { service?: 'police' | 'safr'; department?: Department } = {},
) {
  const service = options.service ?? 'police';
  return ctx.db
    .insertInto('officers')
    .values({
      discord_id: discordId,
      department: options.department ?? 'Xbox',
      service,
      role: service === 'safr' ? 'Firefighter' : null,
      callsign: `${service === 'safr' ? 'E' : 'T'}-${randomInt(100000, 999999)}`,
      badge_number: randomInt(1000, 99_999_999),
      first_name: 'Alex',
      last_name: 'Miller',
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}
