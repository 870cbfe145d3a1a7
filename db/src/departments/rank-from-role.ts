import type { Kysely } from 'kysely';
import type { Database } from '../schema';
import { permissionReader } from '../auth/role-mapping';
import { updateRosterProfile } from './roster';

/**
 * Rank from role: when staff map ranks to Discord roles, a member's profile in a department
 * takes the highest of that department's ranks their roles give (docs/departments.md). A
 * department none of whose ranks their roles map keeps the rank its supervisor set. Runs
 * whenever the member's roles are stored (sign-in, /resync, "Resync all members"); each change
 * is a roster change like a supervisor's, audited without an actor and shown on the live
 * boards. Returns how many profiles changed.
 */
export async function applyRanksFromRoles(
  db: Kysely<Database>,
  member: { discordId: string; roles: readonly string[] },
  now: Date = new Date(),
): Promise<number> {
  const { ranks } = await permissionReader(db).derive(member.roles);
  if (!ranks.length) return 0;
  const [profiles, held] = await Promise.all([
    db
      .selectFrom('officers')
      .select(['id', 'department', 'rank_id'])
      .where('discord_id', '=', member.discordId)
      .execute(),
    db
      .selectFrom('ranks')
      .select(['id', 'department', 'position'])
      .where('id', 'in', ranks)
      .where('archived_at', 'is', null)
      .execute(),
  ]);
  let changed = 0;
  for (const profile of profiles) {
    const best = held
      .filter((r) => r.department === profile.department)
      .sort((a, b) => a.position - b.position)[0];
    if (!best || best.id === profile.rank_id) continue;
    await updateRosterProfile(db, {
      actor: null,
      profileId: profile.id,
      change: { rankId: best.id },
      now,
    });
    changed += 1;
  }
  return changed;
}
