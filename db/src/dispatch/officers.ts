import { sql, type Kysely } from 'kysely';
import { DomainError } from '../errors';
import { lowerLikePostgres } from '../text';
import type { Officer } from '../officers';
import type { Database } from '../schema';
import type { Department } from '../schema/core';
import { lockDepartment } from './events';
import { getUnit, selectProfile, type UnitView } from './units';

/** GET /api/officers/{discordId}: the spec's fields plus the unit's live state. */
export interface OfficerView {
  _id: string;
  discordId: string;
  civilianId: string | null;
  department: Department;
  callsign: string;
  badgeNumber: number;
  firstName: string;
  lastName: string;
  rank: string;
  status: string;
  subdivision: string;
  onDuty: boolean;
  onDutySince: string | null;
}

export function toOfficerView(officer: Officer, unit: UnitView): OfficerView {
  return {
    _id: officer.id,
    discordId: officer.discord_id,
    civilianId: officer.civilian_id,
    department: officer.department,
    callsign: officer.callsign,
    badgeNumber: officer.badge_number,
    firstName: officer.first_name,
    lastName: officer.last_name,
    rank: officer.rank,
    status: unit.status,
    subdivision: unit.subdivision,
    onDuty: unit.onDuty,
    onDutySince: unit.onDutySince,
  };
}

export async function officerView(db: Kysely<Database>, officer: Officer): Promise<OfficerView> {
  const unit = await getUnit(db, officer.id);
  if (!unit) throw new DomainError('not_found', 'Officer not found.');
  return toOfficerView(officer, unit);
}

export async function findOfficer(
  db: Kysely<Database>,
  discordId: string,
  department: Department,
): Promise<Officer | undefined> {
  return db
    .selectFrom('officers')
    .selectAll()
    .where('discord_id', '=', discordId)
    .where('department', '=', department)
    .executeTakeFirst();
}

export async function listMemberOfficers(
  db: Kysely<Database>,
  discordId: string,
): Promise<Officer[]> {
  return db
    .selectFrom('officers')
    .selectAll()
    .where('discord_id', '=', discordId)
    .orderBy('department')
    .execute();
}

export interface Registration {
  discordId: string;
  civilianId: string;
  department: Department;
  callsign: string;
}

/**
 * Creates a member's officer profile for one department from one of their own civilians.
 * The badge number is the department's next one; names come from the civilian.
 */
export async function registerOfficer(
  db: Kysely<Database>,
  input: Registration,
  now: Date,
): Promise<Officer> {
  try {
    return await db.transaction().execute(async (trx) => {
      const civilian = await trx
        .selectFrom('civilians')
        .select(['first_name', 'last_name'])
        .where('id', '=', input.civilianId)
        .where('discord_id', '=', input.discordId)
        .executeTakeFirst();
      if (!civilian) throw new DomainError('not_found', 'Civilian not found.');

      // The department lock also serialises badge numbers and the duplicate checks below.
      const counters = await lockDepartment(trx, input.department);
      const existing = await trx
        .selectFrom('officers')
        .select(['discord_id', 'callsign'])
        .where('department', '=', input.department)
        .where((eb) =>
          eb.or([
            eb('discord_id', '=', input.discordId),
            eb(sql`lower(callsign)`, '=', lowerLikePostgres(input.callsign)),
          ]),
        )
        .execute();
      if (existing.some((o) => o.discord_id === input.discordId)) throw duplicateProfile(input);
      if (existing.length) throw duplicateCallsign(input);

      const { max } = await trx
        .selectFrom('officers')
        .select((eb) => eb.fn.max('badge_number').as('max'))
        .where('department', '=', input.department)
        .executeTakeFirstOrThrow();
      const badge = Math.max(counters.last_badge_number, Number(max ?? 0)) + 1;
      await trx
        .updateTable('dispatch_counters')
        .set({ last_badge_number: badge })
        .where('department', '=', input.department)
        .execute();

      const officer = await trx
        .insertInto('officers')
        .values({
          discord_id: input.discordId,
          civilian_id: input.civilianId,
          department: input.department,
          callsign: input.callsign,
          badge_number: badge,
          first_name: civilian.first_name,
          last_name: civilian.last_name,
          created_at: now,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      // A new profile is the one the member acts as from now on.
      await selectProfile(trx, officer, now);
      return officer;
    });
  } catch (err) {
    // A concurrent registration can still hit the unique indexes.
    const constraint = uniqueViolation(err);
    if (constraint === 'officers_member_department_unique') throw duplicateProfile(input);
    if (constraint === 'officers_callsign_unique') throw duplicateCallsign(input);
    throw err;
  }
}

const duplicateProfile = (input: Registration) =>
  new DomainError(
    'conflict',
    `You already have an officer profile in the ${input.department} department.`,
  );
const duplicateCallsign = (input: Registration) =>
  new DomainError(
    'conflict',
    `Callsign ${input.callsign} is already taken in the ${input.department} department.`,
  );

function uniqueViolation(err: unknown): string | undefined {
  if (typeof err !== 'object' || err === null) return undefined;
  const e = err as { code?: string; constraint?: string; message?: string };
  if (e.code !== '23505') return undefined;
  return e.constraint ?? /"([^"]+)"/.exec(e.message ?? '')?.[1];
}

/**
 * Makes the member's profile in `department` the one they act as. Refused while they are on
 * duty with another profile: a member works one department at a time.
 */
export async function switchProfile(
  db: Kysely<Database>,
  discordId: string,
  department: Department,
  now: Date,
): Promise<Officer> {
  return db.transaction().execute(async (trx) => {
    const officers = await trx
      .selectFrom('officers as o')
      .leftJoin('clock_sessions as s', (join) =>
        join.onRef('s.officer_id', '=', 'o.id').on('s.ended_at', 'is', null),
      )
      .selectAll('o')
      .select('s.started_at')
      .where('o.discord_id', '=', discordId)
      .execute();
    const target = officers.find((o) => o.department === department);
    if (!target) throw new DomainError('not_found', 'Officer profile not found.');
    const busy = officers.find((o) => o.department !== department && o.started_at !== null);
    if (busy) {
      throw new DomainError(
        'conflict',
        `You are on duty with your ${busy.department} profile. Clock out (10-7) there first.`,
      );
    }
    await selectProfile(trx, target, now);
    const { started_at: _started, ...officer } = target;
    return officer;
  });
}
