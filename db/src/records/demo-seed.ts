import type { Kysely } from 'kysely';
import type { Database } from '../schema';
import type { ChargedOffense, RecordType } from '../schema/records';

const CIVILIAN_OWNER = '100000000000000001';
// The demo officer persona's name and callsign; no profile is needed, records keep a copy.
const OFFICER = {
  name: 'Jordan Reyes',
  callsign: 'D-104',
  rank: 'Officer',
  username: 'ofc.jordan',
};

const DEMO_RECORDS: { type: RecordType; titles: string[]; notes: string; daysAgo: number }[] = [
  {
    type: 'citation',
    titles: ['Speeding (16-30 over)', 'Failure to Yield'],
    notes: 'Clocked at 82 in a 55 on Great Ocean Highway.',
    daysAgo: 3,
  },
  {
    type: 'warning',
    titles: ['Driving Without Headlights'],
    notes: 'Verbal and written warning; lights repaired on scene.',
    daysAgo: 9,
  },
];

/**
 * Gives the demo civilian persona's first civilian a citation with an unpaid fine (payable
 * from the Records panel), a warning and an active warrant, so the officer screens and the
 * Records panel show real data. Idempotent: a civilian that has any record is left alone.
 */
export async function seedRecordsDemo(db: Kysely<Database>, now = new Date()): Promise<void> {
  const civilian = await db
    .selectFrom('civilians')
    .select(['id'])
    .where('discord_id', '=', CIVILIAN_OWNER)
    .orderBy('created_at')
    .limit(1)
    .executeTakeFirst();
  if (!civilian) return;
  const existing = await db
    .selectFrom('records')
    .select('id')
    .where('civilian_id', '=', civilian.id)
    .limit(1)
    .executeTakeFirst();
  if (existing) return;

  const codes = await db
    .selectFrom('penal_codes')
    .selectAll()
    .where('retired_at', 'is', null)
    .execute();
  const byTitle = new Map(codes.map((c) => [c.title, c]));
  for (const demo of DEMO_RECORDS) {
    const offenses: ChargedOffense[] = demo.titles.flatMap((title) => {
      const code = byTitle.get(title);
      return code
        ? [
            {
              title,
              fineCents: code.fine_cents,
              jailMinutes: code.jail_minutes,
              penalCodeId: code.id,
            },
          ]
        : [];
    });
    if (!offenses.length) continue;
    const penalised = demo.type !== 'warning';
    const fineCents = penalised ? offenses.reduce((s, o) => s + o.fineCents, 0) : 0;
    await db
      .insertInto('records')
      .values({
        civilian_id: civilian.id,
        department: 'Xbox',
        type: demo.type,
        reason: offenses.map((o) => o.title).join(', '),
        offenses: JSON.stringify(offenses),
        fine_cents: fineCents,
        jail_minutes: penalised ? offenses.reduce((s, o) => s + o.jailMinutes, 0) : 0,
        notes: demo.notes,
        officer_id: null,
        officer_name: OFFICER.name,
        officer_callsign: OFFICER.callsign,
        officer_rank: OFFICER.rank,
        officer_username: OFFICER.username,
        fine_status: fineCents > 0 ? 'unpaid' : 'none',
        created_at: new Date(now.getTime() - demo.daysAgo * 86_400_000),
      })
      .execute();
  }
  await db
    .insertInto('warrants')
    .values({
      civilian_id: civilian.id,
      department: 'Xbox',
      type: 'Arrest',
      reason: 'Failure to appear for a traffic court date.',
      expires_at: new Date(now.getTime() + 14 * 86_400_000),
      officer_id: null,
      officer_name: OFFICER.name,
      officer_callsign: OFFICER.callsign,
      created_at: new Date(now.getTime() - 86_400_000),
    })
    .execute();
}
