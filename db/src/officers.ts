import { sql, type Kysely, type Selectable } from 'kysely';
import type { Database } from './schema';
import type { OfficersTable } from './schema/core';

export type Officer = Selectable<OfficersTable>;

/**
 * The officer profile a member acts as. A member may hold one profile per department; the
 * active one is the profile they last chose (registered, clocked into or switched to; only one
 * profile of a member is marked at a time), else the newest.
 */
export async function findActiveOfficer(
  db: Kysely<Database>,
  discordId: string,
): Promise<Officer | undefined> {
  return db
    .selectFrom('officers')
    .leftJoin('officer_units', 'officer_units.officer_id', 'officers.id')
    .selectAll('officers')
    .where('officers.discord_id', '=', discordId)
    .orderBy(sql`officer_units.selected_at IS NOT NULL`, 'desc')
    .orderBy('officers.created_at', 'desc')
    .limit(1)
    .executeTakeFirst();
}
