import { randomInt } from 'node:crypto';
import type { Department } from '@tenfour/db';
import { TEST_ROLES, type TestContext, type TestMember } from './test-app';

export interface RecordsOfficer extends TestMember {
  officerId: string;
  callsign: string;
  name: string;
}

/** A civilian owned by the member, with optional bank opening balances. */
export async function insertCivilian(
  ctx: TestContext,
  discordId: string,
  fields: { first?: string; last?: string; ssn?: string } = {},
): Promise<string> {
  const { id } = await ctx.db
    .insertInto('civilians')
    .values({
      discord_id: discordId,
      first_name: fields.first ?? 'Jordan',
      last_name: fields.last ?? 'Reyes',
      date_of_birth: '1990-04-12',
      ssn: fields.ssn ?? null,
      emergency_contact_name: 'Maria Reyes',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/** A public safety member with a stored officer profile in the department. */
export async function officer(
  ctx: TestContext,
  department: Department = 'Xbox',
  profile: { first?: string; last?: string; rank?: string; roles?: string[] } = {},
): Promise<RecordsOfficer> {
  const member = await ctx.member(profile.roles ?? [TEST_ROLES.publicSafety], {
    username: `ofc${randomInt(1000, 9999)}`,
  });
  const callsign = `R-${randomInt(100000, 999999)}`;
  const first = profile.first ?? 'Alex';
  const last = profile.last ?? 'Miller';
  const { id } = await ctx.db
    .insertInto('officers')
    .values({
      discord_id: member.discordId,
      department,
      callsign,
      badge_number: randomInt(1000, 99_999_999),
      first_name: first,
      last_name: last,
      rank: profile.rank ?? 'Sergeant',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Object.assign(member, { officerId: id, callsign, name: `${first} ${last}` });
}
