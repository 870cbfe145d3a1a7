import { randomInt } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, expect } from 'vitest';
import {
  loadConfig,
  upsertUser,
  type Config,
  type DbHandle,
  type Department,
  createRateLimiter,
} from '@tenfour/db';
import { loadBankProfile, openingBalances } from '@tenfour/db/bank';
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
import { payRecordFine, createRecord } from '@tenfour/db/records';
import type { FakeDiscord as Fake } from '@tenfour/db/testing/fake-discord';
import { registerDiscordFollowUps } from '@tenfour/db/discord';
import { createTestDb } from '@tenfour/db/testing';
import { startFakeDiscord, type FakeDiscord } from '@tenfour/db/testing/fake-discord';
import { handleGatewayEvent } from '../gateway';
import { handleInteraction, type APIInteraction, type InteractionDeps } from '../interactions';
import { createOutboxWorker } from '../outbox/worker';
import { createInteractionRest } from '../rest';
import { discordEnv } from './discord-env';

/** Role ids the bot tests configure (the same ids the API tests use). */
export const TEST_ROLES = {
  publicSafety: 'role-pso',
  fireRescue: 'role-safr',
  admin: 'role-admin',
  dispatch: 'role-dispatch',
  licenseC: 'role-license-c',
} as const;

const TEST_ENV: Record<string, string> = {
  NODE_ENV: 'test',
  PUBLIC_URL: 'http://localhost:3000',
  PSO_ROLE_IDS: TEST_ROLES.publicSafety,
  SAFR_ROLE_IDS: TEST_ROLES.fireRescue,
  ADMIN_ROLE_IDS: TEST_ROLES.admin,
  DISPATCH_ROLE_IDS: TEST_ROLES.dispatch,
  LICENSE_CLASS_C_ROLE_ID: TEST_ROLES.licenseC,
};

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
  const clock = {
    now: new Date(),
    advance(ms: number) {
      clock.now = new Date(clock.now.getTime() + ms);
    },
  };
  const deps: InteractionDeps = {
    db: handle.db,
    config,
    rest: createInteractionRest(config),
    limits: createRateLimiter(handle, config.rateLimits),
    now: () => clock.now,
  };
  const member = async (roles: string[] = [], profile: { username?: string } = {}) => {
    const discordId = `${Date.now()}${randomInt(100000, 999999)}`;
    await upsertUser(handle.db, {
      discordId,
      username: profile.username ?? `member${discordId.slice(-6)}`,
      discriminator: '0',
      avatar: null,
      roles,
    });
    return { discordId };
  };
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

let nextPress = 1;

/** A button press in a DM (Discord sends `user`, not `member`, outside a guild). */
export function buttonPress(
  customId: string,
  userId: string,
  message: { embeds: unknown[]; components: unknown[] },
) {
  nextPress += 1;
  return {
    id: String(3_000_000 + nextPress),
    application_id: '800000000000000000',
    type: 3,
    token: `token-${nextPress}`,
    version: 1,
    channel_id: `dm${userId}`,
    user: { id: userId, username: 'someone', discriminator: '0' },
    message: { id: '500000000000000000', channel_id: `dm${userId}`, ...message },
    data: { custom_id: customId, component_type: 2 },
  };
}

/** A message the bot sent, as the fake Discord recorded it: embeds and rows of buttons. */
export interface SentEmbed {
  title: string;
  description?: string;
  color: number;
  fields: { name: string; value: string }[];
  footer?: { text: string };
}
export interface SentButton {
  type: number;
  style: number;
  label: string;
  custom_id: string;
  disabled?: boolean;
}
export interface SentMessage {
  embeds: SentEmbed[];
  components: { type: number; components: SentButton[] }[];
}

/** A stored unit profile for the member: an officer, or a fire/rescue member. */
export async function insertUnit(
  ctx: BotTestContext,
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

/** A civilian owned by the member, inserted directly (the civilians area is not under test). */
export async function insertCivilian(
  ctx: BotTestContext,
  discordId: string,
  name: { first?: string; last?: string } = {},
): Promise<string> {
  const { id } = await ctx.db
    .insertInto('civilians')
    .values({
      discord_id: discordId,
      first_name: name.first ?? 'Jordan',
      last_name: name.last ?? 'Reyes',
      date_of_birth: '1990-04-12',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/**
 * The member's civilian's accounts and cash in dollars, as the bank dashboard shows them
 * (provisioning them on first read).
 */
export async function accountsOf(ctx: BotTestContext, member: TestMember, civilianId: string) {
  const profile = await loadBankProfile(ctx.db, {
    civilianId,
    discordId: member.discordId,
    opening: openingBalances(ctx.config),
    now: ctx.clock.now,
  });
  return {
    accounts: profile.accounts.map((a) => ({
      accountType: a.accountType,
      name: a.name,
      balance: a.balanceCents / 100,
    })),
    wallet: { balance: profile.walletBalanceCents / 100 },
  };
}

const uniqueCallsign = (prefix: string) => `${prefix}-${randomInt(100000, 999999)}`;

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

/** A public safety member with a stored officer profile, and that profile. */
export async function officerMember(ctx: BotTestContext, department: Department = 'Xbox') {
  const member = await ctx.member([TEST_ROLES.publicSafety]);
  const officer = await insertUnit(ctx, member.discordId, { department });
  return { ...member, officer };
}

/** A member known to the fake Discord, with a civilian whose bank is open. */
export async function civilianOwner(
  ctx: BotTestContext,
  fake: Fake,
  options: { name?: [string, string]; blocksDms?: boolean } = {},
) {
  const { name = ['Jamie', 'Rivera'], blocksDms } = options;
  const owner = await ctx.member();
  fake.addUser({
    id: owner.discordId,
    username: `owner${owner.discordId.slice(-4)}`,
    ...(blocksDms === undefined ? {} : { blocksDms }),
  });
  const civilianId = await insertCivilian(ctx, owner.discordId, { first: name[0], last: name[1] });
  await accountsOf(ctx, owner, civilianId);
  return { owner, civilianId };
}

/**
 * A report filed as the records page files it: `reason` is the offense titles, comma-joined;
 * the records area prices them and queues the citation DM and the report post.
 */
export async function fileReport(
  ctx: BotTestContext,
  cop: Awaited<ReturnType<typeof officerMember>>,
  civilianId: string,
  type: 'citation' | 'arrest' | 'warning',
  reason: string,
): Promise<string> {
  const offenses = reason
    .split(',')
    .map((title) => title.trim())
    .filter(Boolean)
    .map((title) => ({ title }));
  const record = await createRecord(
    ctx.db,
    { officer: cop.officer, username: `member${cop.discordId.slice(-6)}` },
    { civilianId, type, offenses, notes: null },
    ctx.config.records,
    ctx.clock.now,
  );
  return record.recordId;
}

/** Pays a fine as the records page does: the DM's button is then brought up to date. */
export function payOnSite(ctx: BotTestContext, owner: TestMember, recordId: string) {
  return payRecordFine(ctx.db, {
    recordId,
    payerDiscordId: owner.discordId,
    now: ctx.clock.now,
    opening: openingBalances(ctx.config),
    via: 'site',
    updateDm: true,
  });
}
