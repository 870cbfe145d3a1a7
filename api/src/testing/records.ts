import { randomInt } from 'node:crypto';
import type { Department } from '@tenfour/db';
import { TEST_ROLES, type TestContext, type TestMember } from './test-app';

/** A civilian owned by the member. */
export { insertCivilian } from '@tenfour/db/testing';

export interface RecordsOfficer extends TestMember {
  officerId: string;
  callsign: string;
  name: string;
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
