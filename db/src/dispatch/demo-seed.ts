import type { Kysely } from 'kysely';
import type { Database } from '../schema';
import { createBolo } from './bolos';
import { createCall } from './calls';
import { registerOfficer } from './officer-profiles';
import { changeUnit } from './units';

/** The demo staff member, on duty in the Xbox department so the CAD is never empty. */
const STAFF_DISCORD_ID = '100000000000000004';

/**
 * A unit on duty with an open call and an active BOLO, so a demo officer who registers sees
 * a live department. The demo police officer is left unregistered: registering is part of
 * what they try. Idempotent: skipped once the staff member has an officer profile.
 */
export async function seedDispatchDemo(db: Kysely<Database>, now = new Date()): Promise<void> {
  const existing = await db
    .selectFrom('officers')
    .select('id')
    .where('discord_id', '=', STAFF_DISCORD_ID)
    .executeTakeFirst();
  if (existing) return;
  const civilian = await db
    .selectFrom('civilians')
    .select('id')
    .where('discord_id', '=', STAFF_DISCORD_ID)
    .orderBy('created_at')
    .executeTakeFirst();
  if (!civilian) return;

  const officer = await registerOfficer(
    db,
    { discordId: STAFF_DISCORD_ID, civilianId: civilian.id, department: 'Xbox', callsign: 'A-1' },
    now,
  );
  await changeUnit(db, officer, { status: '10-8', subdivision: 'HSU' }, now);
  await createCall(
    db,
    officer,
    {
      type: 'Suspicious Activity',
      location: 'Vespucci Beach parking lot',
      postal: '6010',
      details: 'Caller reports two people trying car door handles along the row.',
    },
    now,
  );
  await createBolo(
    db,
    officer,
    {
      boloType: 'vehicle',
      vehicleDescription: 'Red Bravado Banshee, black rims, tinted windows',
      vehiclePlate: 'FAST88',
      location: 'Last seen northbound on the Great Ocean Highway',
      details: 'Fled a traffic stop at high speed. Do not pursue alone.',
    },
    now,
  );
}
