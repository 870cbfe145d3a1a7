import type { Kysely } from 'kysely';
import type { Database } from '../schema';
import type { Permissions } from '../auth/permissions';
import { permissionReader } from '../auth/role-mapping';
import { setUserRoles } from '../auth/users';
import { applyRanksFromRoles } from '../departments/rank-from-role';

export interface RoleSyncResult {
  /** False when the member has never signed in to the site (nothing stored to update). */
  known: boolean;
  permissions: Permissions;
}

/**
 * Stores a member's current guild roles (from /resync or a guild member update) and says
 * what they now allow under the community's role mapping. The site derives permissions from
 * stored roles on every request, so the change takes effect on the member's next request
 * without signing in again.
 */
export async function syncMemberRoles(
  db: Kysely<Database>,
  member: { discordId: string; roles: readonly string[] },
): Promise<RoleSyncResult> {
  const roles = [...new Set(member.roles)];
  const known = await setUserRoles(db, member.discordId, roles);
  if (known) await applyRanksFromRoles(db, { discordId: member.discordId, roles });
  return { known, permissions: await permissionReader(db).derive(roles) };
}

/**
 * Brings every signed-in member's stored roles in line with the guild's member list (the bot
 * runs this when it connects, catching changes made while it was offline). Members who left
 * the guild lose their roles. Returns how many members changed.
 */
export async function reconcileGuildRoles(
  db: Kysely<Database>,
  guildMembers: ReadonlyMap<string, readonly string[]>,
): Promise<number> {
  const users = await db.selectFrom('users').select(['discord_id', 'roles']).execute();
  let changed = 0;
  for (const user of users) {
    const roles = [...new Set(guildMembers.get(user.discord_id) ?? [])];
    const same =
      roles.length === user.roles.length && roles.every((role) => user.roles.includes(role));
    if (same) continue;
    await setUserRoles(db, user.discord_id, roles);
    await applyRanksFromRoles(db, { discordId: user.discord_id, roles });
    changed += 1;
  }
  return changed;
}
