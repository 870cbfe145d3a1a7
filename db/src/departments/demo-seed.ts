import type { Kysely } from 'kysely';
import type { Database } from '../schema';
import type { Department } from '../schema/core';
import { upsertUser } from '../auth/users';
import { changeUnit } from '../dispatch/units';
import { announceConfigChange } from '../community/live-config';

/** The demo supervisor persona (db/src/seed.ts): a BCSO sergeant who manages its roster. */
export const DEMO_SUPERVISOR_DISCORD_ID = '100000000000000006';

/** The demo's third department: a county sheriff beside the two spec departments. */
export const BCSO = {
  id: 'bcso',
  name: "Blaine County Sheriff's Office",
  short_name: 'BCSO',
  services: ['police' as const],
  platform: null,
  colour: '#8b5a2b',
  callsign_pattern: '{n}-SAM',
};

interface DemoStructure {
  divisions: string[];
  /** Highest first; `true` marks a supervisor rank. */
  ranks: [string, boolean][];
}

const STRUCTURE: Record<string, DemoStructure> = {
  bcso: {
    divisions: ['Patrol', 'Traffic', 'K9', 'Investigations'],
    ranks: [
      ['Sheriff', true],
      ['Undersheriff', true],
      ['Sergeant', true],
      ['Deputy', false],
    ],
  },
  Xbox: {
    divisions: ['Patrol', 'Traffic', 'Highway Patrol', 'SWAT'],
    ranks: [
      ['Chief of Police', true],
      ['Lieutenant', true],
      ['Sergeant', true],
      ['Officer', false],
    ],
  },
  PlayStation: {
    divisions: ['Patrol', 'Traffic', 'Highway Patrol', 'SWAT'],
    ranks: [
      ['Chief of Police', true],
      ['Lieutenant', true],
      ['Sergeant', true],
      ['Officer', false],
    ],
  },
};

/** BCSO's members: the supervisor persona and a few deputies (hours on duty this week). */
const MEMBERS = [
  {
    discordId: DEMO_SUPERVISOR_DISCORD_ID,
    username: 'sgt.taylor',
    first: 'Taylor',
    last: 'Brooks',
    callsign: '1-SAM',
    rank: 'Sergeant',
    divisions: ['Patrol'],
    hoursDone: 6,
    onDuty: false,
  },
  {
    discordId: '100000000000000101',
    username: 'dep.harper',
    first: 'Harper',
    last: 'Cole',
    callsign: '12-SAM',
    rank: 'Deputy',
    divisions: ['Patrol', 'K9'],
    hoursDone: 9,
    onDuty: true,
  },
  {
    discordId: '100000000000000102',
    username: 'dep.quinn',
    first: 'Quinn',
    last: 'Alvarez',
    callsign: '14-SAM',
    rank: 'Deputy',
    divisions: ['Traffic'],
    hoursDone: 4,
    onDuty: false,
  },
  {
    discordId: '100000000000000103',
    username: 'dep.rowan',
    first: 'Rowan',
    last: 'Hayes',
    callsign: '21-SAM',
    rank: 'Deputy',
    divisions: [],
    hoursDone: 0,
    onDuty: false,
  },
];

const HOUR = 60 * 60 * 1000;

/**
 * The demo's departments as a community would set them up: ranks (supervisor ranks
 * included) and divisions for the two spec departments, the Blaine County Sheriff's Office
 * with its own, and its roster, sergeant (the supervisor persona) and deputies. Idempotent:
 * a department that already has ranks keeps them, and BCSO's members are added once.
 */
export async function seedDepartmentsDemo(
  db: Kysely<Database>,
  publicSafetyRoles: string[],
  now = new Date(),
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const { max } = await trx
      .selectFrom('departments')
      .select((eb) => eb.fn.max('position').as('max'))
      .executeTakeFirstOrThrow();
    const inserted = await trx
      .insertInto('departments')
      .values({ ...BCSO, position: Number(max ?? 0) + 1, updated_at: now })
      .onConflict((oc) => oc.column('id').doNothing())
      .returning('id')
      .execute();
    for (const [department, structure] of Object.entries(STRUCTURE)) {
      const hasRanks = await trx
        .selectFrom('ranks')
        .select('id')
        .where('department', '=', department)
        .limit(1)
        .executeTakeFirst();
      if (hasRanks) continue;
      await trx
        .insertInto('ranks')
        .values(
          structure.ranks.map(([name, supervisor], i) => ({
            department,
            name,
            supervisor,
            position: i + 1,
            archived_at: null,
          })),
        )
        .execute();
      await trx
        .insertInto('divisions')
        .values(
          structure.divisions.map((name, i) => ({
            department,
            name,
            position: i + 1,
            archived_at: null,
          })),
        )
        .onConflict((oc) => oc.doNothing())
        .execute();
    }
    if (inserted.length) await announceConfigChange(trx, 'departments');
  });

  const seeded = await db
    .selectFrom('officers')
    .select('id')
    .where('department', '=', BCSO.id as Department)
    .limit(1)
    .executeTakeFirst();
  if (seeded) return;

  const ranks = await db
    .selectFrom('ranks')
    .select(['id', 'name'])
    .where('department', '=', BCSO.id)
    .execute();
  const divisions = await db
    .selectFrom('divisions')
    .select(['id', 'name'])
    .where('department', '=', BCSO.id)
    .execute();
  for (const [i, m] of MEMBERS.entries()) {
    // The persona signed in through the demo with its own roles; deputies are members too.
    if (m.discordId !== DEMO_SUPERVISOR_DISCORD_ID)
      await upsertUser(db, {
        discordId: m.discordId,
        username: m.username,
        discriminator: '0',
        avatar: null,
        roles: publicSafetyRoles.slice(0, 1),
      });
    const rank = ranks.find((r) => r.name === m.rank);
    const officer = await db
      .insertInto('officers')
      .values({
        discord_id: m.discordId,
        civilian_id: null,
        department: BCSO.id as Department,
        callsign: m.callsign,
        badge_number: 101 + i,
        first_name: m.first,
        last_name: m.last,
        rank: m.rank,
        rank_id: rank?.id ?? null,
        created_at: now,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    const chosen = divisions.filter((d) => m.divisions.includes(d.name));
    if (chosen.length)
      await db
        .insertInto('officer_divisions')
        .values(chosen.map((d) => ({ officer_id: officer.id, division_id: d.id })))
        .execute();
    // Earlier tours this week, ended before now; the week's start bounds them.
    if (m.hoursDone) {
      const ended = new Date(now.getTime() - 2 * HOUR);
      await db
        .insertInto('clock_sessions')
        .values({
          officer_id: officer.id,
          department: BCSO.id as Department,
          started_at: new Date(ended.getTime() - m.hoursDone * HOUR),
          ended_at: ended,
        })
        .execute();
    }
    if (m.onDuty) await changeUnit(db, officer, { status: '10-8' }, now);
  }
}
