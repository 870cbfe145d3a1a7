import { randomInt } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../schema';
import type { Department } from '../schema/core';
import type { Config } from '../infra/config';
import { upsertUser } from '../auth/users';
import { loadBankProfile } from '../bank/accounts';
import { openingBalances } from '../bank/types';
import { createRecord } from '../records/reports';
import { payRecordFine } from '../records/pay-fine';
import type { FakeDiscord } from './fake-discord';

/** Role ids the API and bot tests configure. */
export const TEST_ROLES = {
  publicSafety: 'role-pso',
  fireRescue: 'role-safr',
  admin: 'role-admin',
  dispatch: 'role-dispatch',
  judge: 'role-judge',
  licenseC: 'role-license-c',
  licenseM: 'role-license-m',
  licenseA: 'role-license-a',
  licenseB: 'role-license-b',
} as const;

/** The environment the API and bot tests start from: the test roles, no Discord. */
export const TEST_ENV: Record<string, string> = {
  NODE_ENV: 'test',
  PUBLIC_URL: 'http://localhost:3000',
  PSO_ROLE_IDS: TEST_ROLES.publicSafety,
  SAFR_ROLE_IDS: TEST_ROLES.fireRescue,
  ADMIN_ROLE_IDS: TEST_ROLES.admin,
  DISPATCH_ROLE_IDS: TEST_ROLES.dispatch,
  JUDGE_ROLE_IDS: TEST_ROLES.judge,
  LICENSE_CLASS_C_ROLE_ID: TEST_ROLES.licenseC,
  LICENSE_CLASS_M_ROLE_ID: TEST_ROLES.licenseM,
  LICENSE_CLASS_A_ROLE_ID: TEST_ROLES.licenseA,
  LICENSE_CLASS_B_ROLE_ID: TEST_ROLES.licenseB,
};

export interface TestClock {
  now: Date;
  advance(ms: number): void;
}

/** The handlers' clock, starting now; tests move it. */
export function testClock(): TestClock {
  const clock = {
    now: new Date(),
    advance(ms: number) {
      clock.now = new Date(clock.now.getTime() + ms);
    },
  };
  return clock;
}

/** A member who has signed in with these Discord role ids; returns their unique Discord id. */
export async function insertMember(
  db: Kysely<Database>,
  roles: string[] = [],
  profile: { username?: string } = {},
): Promise<string> {
  const discordId = `${Date.now()}${randomInt(100000, 999999)}`;
  await upsertUser(db, {
    discordId,
    username: profile.username ?? `member${discordId.slice(-6)}`,
    discriminator: '0',
    avatar: null,
    roles,
  });
  return discordId;
}

/** What the shared fixtures need of an API or bot test context. */
export interface FixtureContext<M extends { discordId: string } = { discordId: string }> {
  db: Kysely<Database>;
  config: Config;
  clock: { now: Date };
  /** A new signed-in member with these Discord role ids. */
  member(roles?: string[]): Promise<M>;
}

// Counted up from a random start: random draws alone collided now and then in a file that
// registers a hundred officers in one department.
let nextCallsign = randomInt(100000, 500000);

export function uniqueCallsign(prefix = 'T'): string {
  return `${prefix}-${nextCallsign++}`;
}

/** A civilian owned by the member, inserted directly (the civilians area is not under test). */
export async function insertCivilian(
  ctx: { db: Kysely<Database> },
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

/** A stored unit profile for the member: an officer, or a fire/rescue member. */
export async function insertUnit(
  ctx: { db: Kysely<Database> },
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
      callsign: uniqueCallsign(service === 'safr' ? 'E' : 'T'),
      // Wide range: a few thousand numbers gave birthday collisions across one file's officers.
      badge_number: randomInt(1000, 99_999_999),
      first_name: 'Alex',
      last_name: 'Miller',
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** A public safety member with a stored officer profile, and that profile. */
export async function officerMember<M extends { discordId: string }>(
  ctx: FixtureContext<M>,
  department: Department = 'Xbox',
) {
  const member = await ctx.member([TEST_ROLES.publicSafety]);
  const officer = await insertUnit(ctx, member.discordId, { department });
  return Object.assign(member, { officer });
}

/**
 * The member's civilian's accounts and cash in dollars, as the bank dashboard shows them
 * (provisioning them on first read).
 */
export async function accountsOf(
  ctx: Omit<FixtureContext, 'member'>,
  member: { discordId: string },
  civilianId: string,
) {
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

/** A member known to the fake Discord, with a civilian whose bank is open. */
export async function civilianOwner<M extends { discordId: string }>(
  ctx: FixtureContext<M>,
  fake: FakeDiscord,
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
  ctx: Omit<FixtureContext, 'member'>,
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
export function payOnSite(
  ctx: Omit<FixtureContext, 'member'>,
  owner: { discordId: string },
  recordId: string,
) {
  return payRecordFine(ctx.db, {
    recordId,
    payerDiscordId: owner.discordId,
    now: ctx.clock.now,
    opening: openingBalances(ctx.config),
    via: 'site',
    updateDm: true,
  });
}
