import { sql, type Kysely } from 'kysely';
import { DomainError } from '../infra/errors';
import { lowerLikePostgres } from '../infra/text';
import type { Officer } from './active-officer';
import type { Database } from '../schema';
import type { Department } from '../schema/core';
import type { UnitService } from '../schema/fire-rescue';
import { SAFR_DEFAULT_RANK, type SafrRole } from './constants';
import { lockDepartment } from './events';
import type { MessageKey, MessageParams } from '../messages';
import { assertNotInCustody } from '../jail/bookings';
import {
  dutyElsewhere,
  dutyElsewhereRefusal,
  getUnit,
  onDutyElsewhere,
  selectProfile,
  startNewProfile,
  type UnitView,
} from './units';

/** GET /api/officers/{discordId}: the documented fields plus the unit's live state. */
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
  /** Why the unit cannot go on duty now (the member is on duty with another profile). */
  dutyElsewhere: string | null;
}

export function toOfficerView(
  officer: Officer,
  unit: UnitView,
  elsewhere: string | null,
): OfficerView {
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
    dutyElsewhere: elsewhere,
  };
}

export async function officerView(db: Kysely<Database>, officer: Officer): Promise<OfficerView> {
  const unit = await getUnit(db, officer.id);
  if (!unit) throw new DomainError('not_found', 'dispatch.officerNotFound');
  return toOfficerView(officer, unit, await dutyElsewhere(db, officer));
}

export async function findOfficer(
  db: Kysely<Database>,
  discordId: string,
  department: Department,
  service: UnitService = 'police',
): Promise<Officer | undefined> {
  return db
    .selectFrom('officers')
    .selectAll()
    .where('discord_id', '=', discordId)
    .where('department', '=', department)
    .where('service', '=', service)
    .executeTakeFirst();
}

export async function listMemberOfficers(
  db: Kysely<Database>,
  discordId: string,
  service: UnitService = 'police',
): Promise<Officer[]> {
  return db
    .selectFrom('officers')
    .selectAll()
    .where('discord_id', '=', discordId)
    .where('service', '=', service)
    .orderBy('department')
    .execute();
}

export interface Registration {
  discordId: string;
  civilianId: string;
  department: Department;
  callsign: string;
}

/** A fire/rescue registration adds the member's role and station. */
export type ProfileRegistration =
  | (Registration & { service: 'police' })
  | (Registration & { service: 'safr'; role: SafrRole; station: string | null });

/** Creates a member's officer profile for one department (see registerProfile). */
export async function registerOfficer(
  db: Kysely<Database>,
  input: Registration,
  now: Date,
): Promise<Officer> {
  return registerProfile(db, { ...input, service: 'police' }, now);
}

/**
 * Creates a member's unit profile for one department and service from one of their own
 * civilians. The badge number is the department's next one (both services count together);
 * names come from the civilian, the rank from the server. A callsign is unique within the
 * department across services, so every unit on a joint call is told apart on the radio.
 */
export async function registerProfile(
  db: Kysely<Database>,
  input: ProfileRegistration,
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
      if (!civilian) throw new DomainError('not_found', 'civilians.notFound');
      await assertNotInCustody(trx, input.civilianId, now);

      // The department lock also serialises badge numbers and the duplicate checks below.
      const counters = await lockDepartment(trx, input.department);
      const existing = await trx
        .selectFrom('officers')
        .select(['discord_id', 'callsign', 'service'])
        .where('department', '=', input.department)
        .where((eb) =>
          eb.or([
            eb.and([eb('discord_id', '=', input.discordId), eb('service', '=', input.service)]),
            eb(sql`lower(callsign)`, '=', lowerLikePostgres(input.callsign)),
          ]),
        )
        .execute();
      if (existing.some((o) => o.discord_id === input.discordId && o.service === input.service))
        throw duplicateProfile(input);
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
          ...(input.service === 'safr' && {
            service: 'safr' as const,
            role: input.role,
            station: input.station,
            rank: SAFR_DEFAULT_RANK,
          }),
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      // A new profile is the one the member acts as from now on.
      await selectProfile(trx, officer, now);
      await startNewProfile(trx, officer, now);
      return officer;
    });
  } catch (err) {
    // A concurrent registration can still hit the unique indexes.
    const constraint = uniqueViolation(err);
    if (constraint === 'officers_member_service_unique') throw duplicateProfile(input);
    if (constraint === 'officers_callsign_unique') throw duplicateCallsign(input);
    throw err;
  }
}

const duplicateProfile = (input: ProfileRegistration) =>
  new DomainError(
    'conflict',
    input.service === 'police' ? 'dispatch.officerProfileExists' : 'dispatch.safrProfileExists',
    { params: { department: input.department }, field: 'department' },
  );
const duplicateCallsign = (input: Registration) =>
  new DomainError('conflict', 'dispatch.callsignTaken', {
    params: { callsign: input.callsign, department: input.department },
    field: 'callsign',
  });

function uniqueViolation(err: unknown): string | undefined {
  if (typeof err !== 'object' || err === null) return undefined;
  const e = err as { code?: string; constraint?: string; message?: string };
  if (e.code !== '23505') return undefined;
  return e.constraint ?? /"([^"]+)"/.exec(e.message ?? '')?.[1];
}

/**
 * Makes the member's profile in `department` the one they act as in its service. Refused
 * while they are on duty with another profile of that service: a member works one department
 * at a time.
 */
export async function switchProfile(
  db: Kysely<Database>,
  discordId: string,
  department: Department,
  now: Date,
  service: UnitService = 'police',
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
      .where('o.service', '=', service)
      .execute();
    const target = officers.find((o) => o.department === department);
    if (!target) {
      throw new DomainError(
        'not_found',
        service === 'police' ? 'dispatch.officerProfileNotFound' : 'dispatch.safrProfileNotFound',
      );
    }
    const busy = officers.find((o) => o.department !== department && o.started_at !== null);
    if (busy) throw onDutyElsewhere(target, busy);
    await selectProfile(trx, target, now);
    const { started_at: _started, ...officer } = target;
    return officer;
  });
}

/**
 * A registration's answer. A member on duty with another profile is told at once that the
 * new unit stays off duty until they leave the other (a member plays one unit at a time).
 */
export async function registeredMessage(
  db: Kysely<Database>,
  profile: Pick<Officer, 'id' | 'discord_id' | 'service'>,
  unit: string,
): Promise<{ key: MessageKey; params: MessageParams }> {
  const elsewhere = await dutyElsewhereRefusal(db, profile);
  const key = elsewhere ? REGISTERED_OFF_DUTY[elsewhere.key] : undefined;
  return key
    ? { key, params: { ...elsewhere!.params, unit } }
    : { key: 'dispatch.done.registered', params: { unit } };
}

// Each refusal to go on duty here, said after the registration it follows.
const REGISTERED_OFF_DUTY: Partial<Record<MessageKey, MessageKey>> = {
  'dispatch.onDutyElsewherePolice': 'dispatch.done.registeredOffDutyPolice',
  'dispatch.onDutyElsewhereSafr': 'dispatch.done.registeredOffDutySafr',
  'dispatch.onDutyElsewhereOfficer': 'dispatch.done.registeredOffDutyOfficer',
  'dispatch.onDutyElsewhereFireRescue': 'dispatch.done.registeredOffDutyFireRescue',
};
