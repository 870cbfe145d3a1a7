import { sql, type Kysely, type Selectable } from 'kysely';
import type { Database } from '../schema';
import type { UnitService } from '../schema/fire-rescue';

/**
 * A unit profile: an officer's (service 'police') or a fire/rescue member's ('safr'). Both
 * live in `officers`, so status, clock, calls, panic and events work the same for both.
 */
export type Officer = Selectable<Database['officers']>;

/**
 * The profile a member acts as in a service. A member may hold one profile per department
 * and service; the active one is the profile they last chose (registered, clocked into or
 * switched to; only one profile of a member and service is marked at a time), else the newest.
 */
export async function findActiveOfficer(
  db: Kysely<Database>,
  discordId: string,
  service: UnitService = 'police',
): Promise<Officer | undefined> {
  return db
    .selectFrom('officers')
    .leftJoin('officer_units', 'officer_units.officer_id', 'officers.id')
    .selectAll('officers')
    .where('officers.discord_id', '=', discordId)
    .where('officers.service', '=', service)
    .orderBy(sql`officer_units.selected_at IS NOT NULL`, 'desc')
    .orderBy('officers.created_at', 'desc')
    .limit(1)
    .executeTakeFirst();
}
