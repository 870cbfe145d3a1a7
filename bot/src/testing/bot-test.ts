import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, expect } from 'vitest';
import {
  loadConfig,
  seedRoleMappingOnce,
  type Config,
  type DbHandle,
  type Department,
  createRateLimiter,
} from '@tenfour/db';
import { openingBalances, seedOpeningBalancesOnce } from '@tenfour/db/bank';
import {
  attachUnit,
  closeCall,
  callEmergency,
  type EmergencyCallInput,
  officerView,
  registerProfile,
  type OfficerView,
  changeUnit,
  type UnitChange,
  findActiveOfficer,
} from '@tenfour/db/dispatch';
import type { Dispatcher } from '@tenfour/db/dispatch';
import { registerDiscordFollowUps } from '@tenfour/db/discord';
import { createRecord } from '@tenfour/db/records';
import {
  accountsOf,
  createTestDb,
  insertCivilian,
  insertMember,
  officerMember,
  testClock,
  TEST_ENV,
  TEST_ROLES,
  uniqueCallsign,
} from '@tenfour/db/testing';
import { startFakeDiscord, type FakeDiscord } from '@tenfour/db/testing/fake-discord';
import { handleGatewayEvent } from '../gateway';
import { handleInteraction, type APIInteraction, type InteractionDeps } from '../interactions';
import { createOutboxWorker } from '../outbox/worker';
import { createInteractionRest } from '../rest';
import { discordEnv } from './discord-env';
import { commandInteraction, type Option } from './interactions';

/** The fixtures the bot's and the API's tests share (role ids: the same as the API's). */
export {
  accountsOf,
  civilianOwner,
  fileReport,
  insertCivilian,
  insertUnit,
  officerMember,
  payOnSite,
  TEST_ROLES,
} from '@tenfour/db/testing';
export type { SentButton, SentEmbed, SentMessage } from '@tenfour/db/testing/fake-discord';
export { buttonPress, commandInteraction, stringOption, subcommand } from './interactions';

/** A member who has signed in to the site: the bot knows them by their Discord id. */
export interface TestMember {
  discordId: string;
}

export interface BotTestContext {
  db: DbHandle['db'];
  handle: DbHandle;
  config: Config;
  /** The handlers' clock; tests move it. */
  clock: { now: Date; advance(ms: number): void };
  /** What the gateway bot and the HTTP endpoint hand the interaction handler. */
  deps: InteractionDeps;
  /** A new signed-in member with these Discord role ids. */
  member(roles?: string[], profile?: { username?: string }): Promise<TestMember>;
  close(): Promise<void>;
}

/** The bot's dependencies on a fresh migrated database (or `handle`'s); one per test file. */
export async function createBotTestContext(
  options: { env?: Record<string, string>; handle?: DbHandle } = {},
): Promise<BotTestContext> {
  const handle = options.handle ?? (await createTestDb());
  // As createBot and createApp do at start-up: dispatch changes queue their Discord follow-ups.
  registerDiscordFollowUps();
  const config = loadConfig({ ...TEST_ENV, ...options.env });
  await seedRoleMappingOnce(handle.db, config.roleSeed);
  await seedOpeningBalancesOnce(handle.db, openingBalances(config));
  const clock = testClock();
  const deps: InteractionDeps = {
    db: handle.db,
    config,
    rest: createInteractionRest(config),
    limits: createRateLimiter(handle, config.rateLimits),
    now: () => clock.now,
  };
  const member = async (roles: string[] = [], profile: { username?: string } = {}) => ({
    discordId: await insertMember(handle.db, roles, profile),
  });
  return {
    db: handle.db,
    handle,
    config,
    clock,
    deps,
    member,
    close: () => (options.handle ? Promise.resolve() : handle.close()),
  };
}

/**
 * The two ways Discord reaches the bot: the gateway connection, and the signed HTTP endpoint,
 * which returns the shared handler's answer as its body (the endpoint's own checks are the
 * API's tests).
 */
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
 * answer: the callback it posted to the fake Discord (gateway) or the handler's JSON (HTTP).
 */
export function interactionSender(ctx: BotTestContext, fake: FakeDiscord) {
  return async (path: InteractionPath, interaction: { id: string; token: string }) => {
    if (path === 'http') {
      const reply = await handleInteraction(ctx.deps, interaction as unknown as APIInteraction);
      // As the endpoint sends it: JSON.
      return JSON.parse(JSON.stringify(reply)) as Reply;
    }
    await handleGatewayEvent(ctx.deps, 'INTERACTION_CREATE', interaction);
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
  readonly ctx: BotTestContext;
  readonly fake: FakeDiscord;
  /** Sends an interaction over either path (interactionSender). */
  readonly send: InteractionSender;
  /** Sends the member's slash command (or, as type 4, its autocomplete) over either path. */
  command(
    path: InteractionPath,
    name: string,
    userId: string,
    options?: Option[],
    type?: 2 | 4,
  ): Promise<Reply>;
  /** One outbox pass: every queued DM and webhook post delivered to the fake Discord. */
  deliverAll(): ReturnType<ReturnType<typeof createOutboxWorker>['runOnce']>;
  /** The bot on the same database with settings of its own (a lower rate limit), and its sender. */
  withEnv(env: Record<string, string>): Promise<{ ctx: BotTestContext; send: InteractionSender }>;
}

/**
 * A CAD test file's setup: a fake Discord, the bot's dependencies pointed at it (plus the
 * file's `env`) and a sender over either path, closed after the file. `clean` empties the
 * outbox before each test, and with 'outbox and fake' also forgets what the fake received.
 */
export function setUpCadTest(
  options: {
    env?: (fake: FakeDiscord) => Record<string, string>;
    clean?: 'outbox' | 'outbox and fake';
  } = {},
): CadTest {
  let state: { ctx: BotTestContext; fake: FakeDiscord; send: InteractionSender } | undefined;
  const ready = () => {
    if (!state) throw new Error('The CAD test is read before its beforeAll ran.');
    return state;
  };
  beforeAll(async () => {
    const fake = await startFakeDiscord();
    const ctx = await createBotTestContext({
      env: { ...discordEnv(fake), ...options.env?.(fake) },
    });
    state = { ctx, fake, send: interactionSender(ctx, fake) };
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
    command: (path, name, userId, options, type) => {
      const { fake, send } = ready();
      return send(path, commandInteraction(name, fake.guildId, userId, options, type));
    },
    deliverAll: () => {
      const { ctx } = ready();
      return createOutboxWorker({ db: ctx.db, config: ctx.config, log: () => undefined }).runOnce();
    },
    withEnv: async (env) => {
      const { ctx: base, fake } = ready();
      const ctx = await createBotTestContext({
        env: { ...discordEnv(fake), ...env },
        handle: base.handle,
      });
      return { ctx, send: interactionSender(ctx, fake) };
    },
  };
}

export interface TestOfficer extends TestMember {
  officer: OfficerView;
  civilianId: string;
}

/** A public safety member with a registered officer profile in the department. */
export async function registeredOfficer(
  ctx: BotTestContext,
  department: Department = 'Xbox',
): Promise<TestOfficer> {
  const member = await ctx.member([TEST_ROLES.publicSafety]);
  const civilianId = await insertCivilian(ctx, member.discordId);
  const officer = await registerProfile(
    ctx.db,
    {
      service: 'police',
      discordId: member.discordId,
      civilianId,
      department,
      callsign: uniqueCallsign('T'),
    },
    ctx.clock.now,
  );
  return { ...member, officer: await officerView(ctx.db, officer), civilianId };
}

/** A fire/rescue member (a paramedic) with a registered profile in the department. */
export async function registeredSafr(ctx: BotTestContext, department: Department = 'Xbox') {
  const member = await ctx.member([TEST_ROLES.fireRescue]);
  const civilianId = await insertCivilian(ctx, member.discordId, { first: 'Morgan', last: 'Lee' });
  const profile = await registerProfile(
    ctx.db,
    {
      service: 'safr',
      role: 'Paramedic',
      station: 'Station 7',
      discordId: member.discordId,
      civilianId,
      department,
      callsign: uniqueCallsign('M'),
    },
    ctx.clock.now,
  );
  return { ...member, profile: { _id: profile.id, callsign: profile.callsign }, civilianId };
}

/** Changes the member's active unit as its dashboard does (status, clocking in or out). */
export async function changeMyUnit(
  ctx: BotTestContext,
  member: TestMember,
  change: UnitChange,
  service: 'police' | 'safr' = 'police',
) {
  const officer = await findActiveOfficer(ctx.db, member.discordId, service);
  if (!officer) throw new Error('no unit profile');
  return changeUnit(ctx.db, officer, change, ctx.clock.now);
}

/** A 911 call placed as the civilian page places it. */
export function placeCall(ctx: BotTestContext, caller: TestMember, input: EmergencyCallInput) {
  return callEmergency(ctx.db, caller.discordId, input, ctx.clock.now);
}

/** A member with the dispatcher role and what the dispatcher console does as them. */
export async function dispatcherDesk(ctx: BotTestContext) {
  const member = await ctx.member([TEST_ROLES.dispatch]);
  const as = (department: Department): Dispatcher => ({
    kind: 'dispatcher',
    discordId: member.discordId,
    name: 'dispatcher',
    department,
  });
  const departmentOf = async (callId: string) =>
    (
      await ctx.db
        .selectFrom('calls')
        .select('department')
        .where('id', '=', callId)
        .executeTakeFirstOrThrow()
    ).department;
  return {
    ...member,
    /** Assigns the unit to the call. */
    assign: async (callId: string, unitId: string) =>
      attachUnit(ctx.db, as(await departmentOf(callId)), callId, unitId, ctx.clock.now),
    close: async (callId: string) =>
      closeCall(ctx.db, as(await departmentOf(callId)), callId, ctx.clock.now),
  };
}

/** A member's civilian with an open bank and an unpaid Jaywalking citation. */
export async function citedCivilian(ctx: BotTestContext, name: { first: string; last: string }) {
  const owner = await ctx.member([]);
  const civilianId = await insertCivilian(ctx, owner.discordId, name);
  await accountsOf(ctx, owner, civilianId);
  const { officer } = await officerMember(ctx);
  const record = await createRecord(
    ctx.db,
    { officer, username: 'cop' },
    { civilianId, type: 'citation', offenses: [{ title: 'Jaywalking' }], notes: null },
    ctx.config.records,
    new Date(),
  );
  return { owner, civilianId, recordId: record.recordId };
}
