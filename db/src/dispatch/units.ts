import { sql, type Kysely, type Transaction } from 'kysely';
import { DomainError } from '../errors';
import type { Officer } from '../officers';
import type { Database } from '../schema';
import type { Department } from '../schema/core';
import {
  CLOCK_IN_STATUSES,
  CLOCK_OUT_STATUSES,
  DEFAULT_STATUS,
  DEFAULT_SUBDIVISION,
  type Subdivision,
  type UnitStatus,
} from './constants';
import { lockDepartment, recordEvent } from './events';

type Db = Kysely<Database> | Transaction<Database>;

/** An officer profile as a unit on the board (the Live Units list and unit events). */
export interface UnitView {
  officerId: string;
  discordId: string;
  department: Department;
  callsign: string;
  badgeNumber: number;
  rank: string;
  name: string;
  status: string;
  subdivision: string;
  onDuty: boolean;
  onDutySince: string | null;
}

function unitQuery(db: Db) {
  return db
    .selectFrom('officers as o')
    .leftJoin('officer_units as u', 'u.officer_id', 'o.id')
    .leftJoin('clock_sessions as s', (join) =>
      join.onRef('s.officer_id', '=', 'o.id').on('s.ended_at', 'is', null),
    )
    .select([
      'o.id',
      'o.discord_id',
      'o.department',
      'o.callsign',
      'o.badge_number',
      'o.rank',
      'o.first_name',
      'o.last_name',
      'u.status',
      'u.subdivision',
      's.started_at',
    ]);
}

type UnitRow = {
  id: string;
  discord_id: string;
  department: Department;
  callsign: string;
  badge_number: number;
  rank: string;
  first_name: string;
  last_name: string;
  status: string | null;
  subdivision: string | null;
  started_at: Date | null;
};

function toUnit(row: UnitRow): UnitView {
  return {
    officerId: row.id,
    discordId: row.discord_id,
    department: row.department,
    callsign: row.callsign,
    badgeNumber: row.badge_number,
    rank: row.rank,
    name: `${row.first_name} ${row.last_name}`,
    status: row.status ?? DEFAULT_STATUS,
    subdivision: row.subdivision ?? DEFAULT_SUBDIVISION,
    onDuty: row.started_at !== null,
    onDutySince: row.started_at?.toISOString() ?? null,
  };
}

export async function getUnit(db: Db, officerId: string): Promise<UnitView | undefined> {
  const row = await unitQuery(db).where('o.id', '=', officerId).executeTakeFirst();
  return row && toUnit(row);
}

/** Live Units: every on-duty officer of the department. */
export async function listOnDutyUnits(db: Db, department: Department): Promise<UnitView[]> {
  const rows = await unitQuery(db)
    .where('o.department', '=', department)
    .where('s.started_at', 'is not', null)
    .orderBy('o.callsign')
    .execute();
  return rows.map(toUnit);
}

/** Every profile a member holds (at most one per department). */
export async function listMemberUnits(db: Db, discordId: string): Promise<UnitView[]> {
  const rows = await unitQuery(db)
    .where('o.discord_id', '=', discordId)
    .orderBy('o.department')
    .execute();
  return rows.map(toUnit);
}

export interface UnitChange {
  status?: UnitStatus | undefined;
  subdivision?: Subdivision | undefined;
  /** Open or close the officer's tour explicitly (POST /api/clock/in|out). */
  duty?: 'in' | 'out' | undefined;
}

/**
 * Changes a unit's status, subdivision or duty in one transaction and announces it.
 * Spec section 4: 10-8 and 10-41 start a tour (clock in), 10-7 and 10-42 end it; the other
 * statuses only change what is shown. Clocking in from an off-duty status shows 10-8;
 * clocking out from an on-duty status shows 10-7.
 */
export async function changeUnit(
  db: Kysely<Database>,
  officer: Officer,
  change: UnitChange,
  now: Date,
): Promise<UnitView> {
  return db.transaction().execute(async (trx) => {
    await lockDepartment(trx, officer.department);
    const current = await getUnit(trx, officer.id);
    if (!current) throw new DomainError('not_found', 'Officer profile not found.');

    let duty = change.duty;
    if (change.status && CLOCK_IN_STATUSES.includes(change.status)) duty = 'in';
    if (change.status && CLOCK_OUT_STATUSES.includes(change.status)) duty = 'out';

    let status: string = change.status ?? current.status;
    if (
      !change.status &&
      duty === 'in' &&
      CLOCK_OUT_STATUSES.includes(current.status as UnitStatus)
    )
      status = '10-8';
    if (
      !change.status &&
      duty === 'out' &&
      !CLOCK_OUT_STATUSES.includes(current.status as UnitStatus)
    )
      status = '10-7';

    if (duty === 'in') await openTour(trx, officer, now);
    if (duty === 'out') {
      await trx
        .updateTable('clock_sessions')
        .set({ ended_at: now })
        .where('officer_id', '=', officer.id)
        .where('ended_at', 'is', null)
        .execute();
    }

    await trx
      .insertInto('officer_units')
      .values({
        officer_id: officer.id,
        status,
        subdivision: change.subdivision ?? current.subdivision,
        selected_at: null,
        updated_at: now,
      })
      .onConflict((oc) =>
        oc.column('officer_id').doUpdateSet({
          status,
          subdivision: change.subdivision ?? current.subdivision,
          updated_at: now,
        }),
      )
      .execute();
    // Clocking in makes this the profile the member acts as.
    if (duty === 'in') await selectProfile(trx, officer, now);

    const unit = (await getUnit(trx, officer.id))!;
    await recordEvent(trx, officer.department, 'unit.updated', unit, now);
    return unit;
  });
}

/**
 * Marks the one profile a member acts as (findActiveOfficer prefers it): only one of a
 * member's profiles carries selected_at at a time, so no clock tie can make it ambiguous.
 */
export async function selectProfile(
  trx: Transaction<Database>,
  officer: Pick<Officer, 'id' | 'discord_id'>,
  now: Date,
): Promise<void> {
  await trx
    .updateTable('officer_units')
    .set({ selected_at: null })
    .where('officer_id', 'in', (eb) =>
      eb
        .selectFrom('officers')
        .select('id')
        .where('discord_id', '=', officer.discord_id)
        .where('id', '!=', officer.id),
    )
    .where('selected_at', 'is not', null)
    .execute();
  await trx
    .insertInto('officer_units')
    .values({ officer_id: officer.id, selected_at: now, updated_at: now })
    .onConflict((oc) => oc.column('officer_id').doUpdateSet({ selected_at: now }))
    .execute();
}

async function openTour(trx: Transaction<Database>, officer: Officer, now: Date) {
  // A member works one department at a time, so the Live Units of both stay truthful.
  const elsewhere = await trx
    .selectFrom('clock_sessions as s')
    .innerJoin('officers as o', 'o.id', 's.officer_id')
    .select('o.department')
    .where('o.discord_id', '=', officer.discord_id)
    .where('o.id', '!=', officer.id)
    .where('s.ended_at', 'is', null)
    .executeTakeFirst();
  if (elsewhere) {
    throw new DomainError(
      'conflict',
      `You are on duty with your ${elsewhere.department} profile. Clock out (10-7) there first.`,
    );
  }
  await trx
    .insertInto('clock_sessions')
    .values({
      officer_id: officer.id,
      department: officer.department,
      started_at: now,
      ended_at: null,
    })
    .onConflict((oc) => oc.column('officer_id').where('ended_at', 'is', null).doNothing())
    .execute();
}

export interface ClockTotal {
  officerId: string;
  callsign: string;
  name: string;
  onDuty: boolean;
  sessions: number;
  totalSeconds: number;
  lastClockIn: string | null;
}

export interface ClockSessionView {
  startedAt: string;
  endedAt: string | null;
  seconds: number;
}

/** Total on-duty time per officer of a department (open tours count up to `now`). */
export async function clockTotals(
  db: Db,
  department: Department,
  now: Date,
): Promise<ClockTotal[]> {
  const rows = await db
    .selectFrom('officers as o')
    .innerJoin('clock_sessions as s', 's.officer_id', 'o.id')
    .select((eb) => [
      'o.id',
      'o.callsign',
      'o.first_name',
      'o.last_name',
      eb.fn.count<number>('s.id').as('sessions'),
      sql<number>`coalesce(sum(extract(epoch from (coalesce(s.ended_at, ${now}::timestamptz) - s.started_at))), 0)`.as(
        'seconds',
      ),
      eb.fn.max('s.started_at').as('last_started'),
      sql<boolean>`bool_or(s.ended_at is null)`.as('on_duty'),
    ])
    .where('o.department', '=', department)
    .groupBy(['o.id', 'o.callsign', 'o.first_name', 'o.last_name'])
    .orderBy('seconds', 'desc')
    .orderBy('o.callsign')
    .execute();
  return rows.map((r) => ({
    officerId: r.id,
    callsign: r.callsign,
    name: `${r.first_name} ${r.last_name}`,
    onDuty: Boolean(r.on_duty),
    sessions: Number(r.sessions),
    totalSeconds: Math.round(Number(r.seconds)),
    lastClockIn: r.last_started ? new Date(r.last_started).toISOString() : null,
  }));
}

/** An officer's most recent tours, newest first. */
export async function recentTours(
  db: Db,
  officerId: string,
  now: Date,
  limit = 10,
): Promise<ClockSessionView[]> {
  const rows = await db
    .selectFrom('clock_sessions')
    .select(['started_at', 'ended_at'])
    .where('officer_id', '=', officerId)
    .orderBy('started_at', 'desc')
    .limit(limit)
    .execute();
  return rows.map((r) => ({
    startedAt: r.started_at.toISOString(),
    endedAt: r.ended_at?.toISOString() ?? null,
    seconds: Math.round(((r.ended_at ?? now).getTime() - r.started_at.getTime()) / 1000),
  }));
}
