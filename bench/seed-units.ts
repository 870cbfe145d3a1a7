// Members the benches seed straight into the database (no HTTP, no Discord): the unit's
// member with a role, a civilian, and a session cookie, numbered so every bench's ids agree.
import type { Kysely } from 'kysely';
import { createSession, upsertUser, type Database } from '@tenfour/db';
import { registerDiscordFollowUps } from '@tenfour/db/discord';
import { registerOfficer } from '@tenfour/db/dispatch';

export interface SeededMember {
  discordId: string;
  civilianId: string;
}

/** Member `i` with `role` and a civilian named "Unit i". */
export async function seedUnitMember(
  db: Kysely<Database>,
  i: number,
  role: string,
): Promise<SeededMember> {
  const discordId = `8${String(i).padStart(17, '0')}`;
  await upsertUser(db, {
    discordId,
    username: `unit${i}`,
    discriminator: '0',
    avatar: null,
    roles: [role],
  });
  const { id: civilianId } = await db
    .insertInto('civilians')
    .values({
      discord_id: discordId,
      first_name: 'Unit',
      last_name: String(i),
      date_of_birth: '1990-01-01',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { discordId, civilianId };
}

/** The session cookie a seeded member's requests carry, signed in `at`. */
export async function sessionCookie(
  db: Kysely<Database>,
  discordId: string,
  at: Date,
): Promise<string> {
  return `tenfour_session=${(await createSession(db, discordId, at)).token}`;
}

/** Member `i` as a police officer of `department` with `callsign`, signed in `at`. */
export async function seedOfficer(
  db: Kysely<Database>,
  i: number,
  seed: { role: string; department: string; callsign: string; at: Date },
): Promise<SeededMember & { cookie: string }> {
  // As the server does: a dispatch write needs its Discord follow-ups subscribed (once is
  // enough; subscribing again changes nothing).
  registerDiscordFollowUps();
  const member = await seedUnitMember(db, i, seed.role);
  await registerOfficer(
    db,
    { ...member, department: seed.department, callsign: seed.callsign },
    seed.at,
  );
  return { ...member, cookie: await sessionCookie(db, member.discordId, seed.at) };
}
