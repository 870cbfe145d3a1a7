import type { Kysely } from 'kysely';
import type { Database } from '../schema';
import { insertUnattendedCall } from './emergency-calls';

/** The demo civilian persona, whose first civilian dials 911. */
const CIVILIAN_DISCORD_ID = '100000000000000001';

/**
 * Two open 911 calls from the demo civilian, nobody assigned yet, beside the units the other
 * demo seeds put on duty (A-1, police; M-3, fire/rescue), so the demo dispatcher opens the
 * console on work to route. Inserted directly: the per-member limit on 911 calls is for
 * people. Runs after the dispatch and fire/rescue demos; idempotent (skipped once a 911 call
 * exists).
 */
export async function seedDispatcherDemo(db: Kysely<Database>, now = new Date()): Promise<void> {
  const existing = await db
    .selectFrom('calls')
    .select('id')
    .where('source', '=', '911')
    .executeTakeFirst();
  if (existing) return;
  const caller = await db
    .selectFrom('civilians')
    .select(['id', 'first_name', 'last_name'])
    .where('discord_id', '=', CIVILIAN_DISCORD_ID)
    .orderBy('created_at')
    .executeTakeFirst();
  if (!caller) return;
  const from = {
    discordId: CIVILIAN_DISCORD_ID,
    civilianId: caller.id,
    name: `${caller.first_name} ${caller.last_name}`,
  };
  await db.transaction().execute(async (trx) => {
    await insertUnattendedCall(
      trx,
      'Xbox',
      {
        type: 'Other',
        location: 'Mirror Park Blvd and Nikola Ave',
        postal: '8115',
        details: 'Two cars collided at the lights. One driver is not moving and there is smoke.',
        services: ['police', 'fire', 'ems'],
        priority: 1,
        source: '911',
        caller: from,
      },
      now,
    );
    await insertUnattendedCall(
      trx,
      'Xbox',
      {
        type: 'Other',
        location: '2 Forum Drive, apartment 4',
        postal: '7114',
        details: 'Shouting and glass breaking next door for ten minutes.',
        services: ['police'],
        priority: 2,
        source: '911',
        caller: from,
      },
      now,
    );
  });
}
