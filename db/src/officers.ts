import type { Kysely, Selectable } from 'kysely';
import type { Database } from './schema';
import type { OfficersTable } from './schema/core';

export type Officer = Selectable<OfficersTable>;

/**
 * The officer profile a member acts as. A member may hold one profile per department; the
 * newest one is the active one.
 */
export async function findActiveOfficer(
  db: Kysely<Database>,
  discordId: string,
): Promise<Officer | undefined> {
  return db
    .selectFrom('officers')
    .selectAll()
    .where('discord_id', '=', discordId)
    .orderBy('created_at', 'desc')
    .limit(1)
    .executeTakeFirst();
}
