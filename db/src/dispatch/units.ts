import { assertNotInCustody } from '../jail/bookings';
import { sql, type Kysely, type Transaction } from 'kysely';
import { DomainError } from '../infra/errors';
import type { MessageKey } from '../messages';
import type { Officer } from './active-officer';
import type { Database } from '../schema';
import type { Department } from '../schema/core';
import type { UnitService } from '../schema/fire-rescue';
import {
  DEFAULT_SUBDIVISION,
  UNIT_SERVICE_RULES,
  type SafrUnitStatus,
  type Subdivision,
  type UnitStatus,
} from './constants';
import { leaveActiveCalls } from './calls';
import { communityValues } from '../values/live';
import type { StatusRules } from '../values/statuses';
import { lockDepartment, recordEvent } from './events';
import { SIGNAL_100_ALLOWED_MEANINGS, assertStatusAllowedBySignal100 } from './signal-100';
import {
  loadShiftPaySettings,
  payClosedShift,
  shiftPayBySession,
  shiftPaySettings,
  type ShiftPayView,
  type ShiftPaySettings,
} from '../economy/shift-pay';

type Db = Kysely<Database> | Transaction<Database>;

/** A unit profile on the board (the Live Units lists and unit events), of either service. */
export interface UnitView {
  officerId: string;
  discordId: string;
  department: Department;
  service: UnitService;
  callsign: string;
  badgeNumber: number;
  rank: string;
  /** Firefighter, EMT or Paramedic; null for officers. */
  role: string | null;
  station: string | null;
  name: string;
  status: string;
  subdivision: string;
  onDuty: boolean;
  onDutySince: string | null;
  /** When the status last changed (the console's time in status); null if never set. */
  statusSince: string | null;
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
      'o.service',
      'o.callsign',
      'o.badge_number',
      'o.rank',
      'o.role',
      'o.station',
      'o.first_name',
      'o.last_name',
      'u.status',
      'u.subdivision',
      'u.status_since',
      's.started_at',
    ]);
}

type UnitRow = {
  id: string;
  discord_id: string;
  department: Department;
  service: UnitService;
  callsign: string;
  badge_number: number;
  rank: string;
  role: string | null;
  station: string | null;
  first_name: string;
  last_name: string;
  status: string | null;
  subdivision: string | null;
  status_since: Date | null;
  started_at: Date | null;
};

/**
 * The status of a unit that never chose one. The police default (10-8) is an on-duty status,
 * so a unit that is off duty without having chosen shows the off-duty one: status and duty
 * never contradict each other.
 */
function shownInitialStatus(service: UnitService, onDuty: boolean): string {
  const rules = UNIT_SERVICE_RULES[service];
  const initialIsOnDuty = (rules.clockIn as readonly string[]).includes(rules.initialStatus);
  return initialIsOnDuty && !onDuty ? rules.offDutyStatus : rules.initialStatus;
}

function toUnit(row: UnitRow): UnitView {
  return {
    officerId: row.id,
    discordId: row.discord_id,
    department: row.department,
    service: row.service,
    callsign: row.callsign,
    badgeNumber: row.badge_number,
    rank: row.rank,
    role: row.role,
    station: row.station,
    name: `${row.first_name} ${row.last_name}`,
    status: row.status ?? shownInitialStatus(row.service, row.started_at !== null),
    subdivision: row.subdivision ?? DEFAULT_SUBDIVISION,
    onDuty: row.started_at !== null,
    onDutySince: row.started_at?.toISOString() ?? null,
    // A unit that never chose a status has shown its initial one since its tour began.
    statusSince: (row.status_since ?? row.started_at)?.toISOString() ?? null,
  };
}

export async function getUnit(db: Db, officerId: string): Promise<UnitView | undefined> {
  const row = await unitQuery(db).where('o.id', '=', officerId).executeTakeFirst();
  return row && toUnit(row);
}

/** Every on-duty unit of every department, by department then callsign (the console's all). */
export async function listEveryOnDutyUnit(db: Db): Promise<UnitView[]> {
  const rows = await unitQuery(db)
    .where('s.started_at', 'is not', null)
    .orderBy('o.department')
    .orderBy('o.callsign')
    .execute();
  return rows.map(toUnit);
}

/** Live Units: every on-duty unit of the department, or of one service in it. */
export async function listOnDutyUnits(
  db: Db,
  department: Department,
  service?: UnitService,
): Promise<UnitView[]> {
  let query = unitQuery(db)
    .where('o.department', '=', department)
    .where('s.started_at', 'is not', null);
  if (service) query = query.where('o.service', '=', service);
  const rows = await query.orderBy('o.callsign').execute();
  return rows.map(toUnit);
}

export interface UnitChange {
  /** A status of the unit's own service (the API validates which). */
  status?: UnitStatus | SafrUnitStatus | (string & {}) | undefined;
  subdivision?: Subdivision | undefined;
  /** Open or close the officer's tour explicitly (POST /api/clock/in|out). */
  duty?: 'in' | 'out' | undefined;
}

/**
 * Changes a unit's status, subdivision or duty in one transaction and announces it.
 * The community's statuses (docs/values.md) say by their meaning which start a tour (clock
 * in: available) or end it (off duty); the others only change what is shown. As seeded, for
 * officers (docs/unit-state.md): 10-8 and 10-41 start a tour, 10-7 and 10-42 end it;
 * fire/rescue: Available starts one, Out of Service ends it. Clocking in from an off-duty status shows the on-duty one (10-8); clocking out from an
 * on-duty status shows the off-duty one (10-7). Ending a tour takes the unit off every
 * call it is on, in the same transaction: a unit that is off duty is on no call, so the
 * boards never show it on a call it left.
 */
export async function changeUnit(
  db: Kysely<Database>,
  officer: Officer,
  change: UnitChange,
  now: Date,
): Promise<UnitView> {
  // Held in the process (LiveConfig), not read per change: the boards stay as fast.
  const rules = await communityValues(db).statusRules(officer.service);
  if (change.status !== undefined && !rules.statuses.some((s) => s.code === change.status)) {
    throw new DomainError('invalid', 'values.statusUnknown', {
      field: 'status',
      params: { codes: rules.statuses.map((s) => s.code).join(', ') },
    });
  }
  const pay = await shiftPaySettings(db).get();
  // A shift left open past the limit ends at the limit before the member's change applies, so
  // a member who comes back hours later starts a new one rather than carrying on the old.
  await closeOverdueShift(db, officer, pay, now);
  return db.transaction().execute(async (trx) => {
    await lockDepartment(trx, officer.department);
    return changeUnitIn(trx, officer, change, rules, now, pay);
  });
}

/**
 * Ends the profile's tour at the community's limit if it has been open longer, as a clock-out
 * would (off-duty status, off its calls, paid up to the limit). The periodic job
 * (overdue-shifts.ts) calls it for every such tour; a member's next change calls it first.
 * Answers whether a tour was closed.
 */
export async function closeOverdueShift(
  db: Kysely<Database>,
  officer: Officer,
  pay: ShiftPaySettings,
  now: Date,
): Promise<boolean> {
  const limit = new Date(now.getTime() - pay.forceCloseHours * 3_600_000);
  const overdue = await db
    .selectFrom('clock_sessions')
    .select('id')
    .where('officer_id', '=', officer.id)
    .where('ended_at', 'is', null)
    .where('started_at', '<=', limit)
    .executeTakeFirst();
  if (!overdue) return false;
  const rules = await communityValues(db).statusRules(officer.service);
  try {
    return await db.transaction().execute(async (trx) => {
      await lockDepartment(trx, officer.department);
      const before = await getUnit(trx, officer.id);
      if (!before?.onDuty) return false;
      await changeUnitIn(trx, officer, { duty: 'out' }, rules, now, pay);
      return true;
    });
  } catch (err) {
    // A rule that holds units on duty (a Signal 100) wins; the tour is closed once it lifts.
    if (err instanceof DomainError) return false;
    throw err;
  }
}

/**
 * changeUnit's change, in the caller's transaction (which holds the department's lock), with
 * the status already checked against the service's rules: several units change in one.
 */
export async function changeUnitIn(
  trx: Transaction<Database>,
  officer: Officer,
  change: UnitChange,
  rules: StatusRules,
  now: Date,
  /** The process's pay settings (shiftPaySettings); read in the transaction when absent. */
  pay?: ShiftPaySettings,
): Promise<UnitView> {
  const { clockIn, clockOut } = rules;
  // Every profile of the member, locked: their tours in other departments are read below
  // (a member is on duty with one unit at a time) and must not change meanwhile.
  await trx
    .selectFrom('officers')
    .select('id')
    .where('discord_id', '=', officer.discord_id)
    .orderBy('id')
    .forUpdate()
    .execute();
  const current = await getUnit(trx, officer.id);
  if (!current) throw new DomainError('not_found', 'dispatch.officerProfileNotFound');

  let duty = change.duty;
  if (change.status && clockIn.includes(change.status)) duty = 'in';
  if (change.status && clockOut.includes(change.status)) duty = 'out';

  let status: string = change.status ?? current.status;
  if (!change.status && duty === 'in' && clockOut.includes(current.status))
    status = rules.onDutyStatus;
  if (!change.status && duty === 'out' && !clockOut.includes(current.status))
    status = rules.offDutyStatus;
  if (status !== current.status) {
    await assertStatusAllowedBySignal100(
      trx,
      officer.department,
      rules.statuses.find((s) => s.code === status),
      () =>
        rules.statuses
          .filter((s) => SIGNAL_100_ALLOWED_MEANINGS.includes(s.meaning))
          .map((s) => s.code),
    );
  }

  if (duty === 'in') {
    // A character held in jail cannot go on duty until released.
    if (officer.civilian_id) await assertNotInCustody(trx, officer.civilian_id, now);
    await openTour(trx, officer, now);
  }
  if (duty === 'out') {
    const settings = pay ?? (await loadShiftPaySettings(trx));
    // A shift is never longer than the community's limit: one left open past it ends (and is
    // paid) at the limit, whoever closes it and however late (docs/economy.md).
    const closed = await trx
      .updateTable('clock_sessions')
      .set({
        ended_at: sql<Date>`least(greatest(started_at, ${now}::timestamptz), started_at + make_interval(hours => ${settings.forceCloseHours}::int))`,
      })
      .where('officer_id', '=', officer.id)
      .where('ended_at', 'is', null)
      .returning(['id', 'started_at', 'ended_at'])
      .executeTakeFirst();
    // Only the change that closed the tour pays it: a shift is paid at most once.
    if (closed?.ended_at) {
      await payClosedShift(
        trx,
        {
          id: closed.id,
          officerId: officer.id,
          discordId: officer.discord_id,
          department: officer.department,
          rankId: officer.rank_id,
          civilianId: officer.civilian_id,
          startedAt: closed.started_at,
          endedAt: closed.ended_at,
          forced: closed.ended_at.getTime() < now.getTime(),
        },
        settings,
        now,
      );
    }
    await leaveActiveCalls(trx, officer, officer, now, { reason: 'off duty' });
  }

  // Time in status restarts when the status changes or the tour starts or ends; a subdivision
  // change alone leaves it running.
  const toured = (duty === 'in' && !current.onDuty) || (duty === 'out' && current.onDuty);
  const since = status !== current.status || toured ? { status_since: now } : {};
  await trx
    .insertInto('officer_units')
    .values({
      officer_id: officer.id,
      status,
      subdivision: change.subdivision ?? current.subdivision,
      selected_at: null,
      updated_at: now,
      status_since: now,
    })
    .onConflict((oc) =>
      oc.column('officer_id').doUpdateSet({
        status,
        subdivision: change.subdivision ?? current.subdivision,
        updated_at: now,
        ...since,
      }),
    )
    .execute();
  // Clocking in makes this the profile the member acts as.
  if (duty === 'in') await selectProfile(trx, officer, now);

  const unit = (await getUnit(trx, officer.id))!;
  await recordEvent(trx, officer.department, 'unit.updated', unit, now);
  return unit;
}

/**
 * Marks the one profile a member acts as in its service (findActiveOfficer prefers it): only
 * one of a member's profiles of a service carries selected_at at a time, so no clock tie can
 * make it ambiguous.
 */
export async function selectProfile(
  trx: Transaction<Database>,
  officer: Pick<Officer, 'id' | 'discord_id' | 'service'>,
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
        .where('service', '=', officer.service)
        .where('id', '!=', officer.id),
    )
    .where('selected_at', 'is not', null)
    .execute();
  await trx
    .insertInto('officer_units')
    .values({
      officer_id: officer.id,
      status: UNIT_SERVICE_RULES[officer.service].initialStatus,
      selected_at: now,
      updated_at: now,
      status_since: now,
    })
    .onConflict((oc) => oc.column('officer_id').doUpdateSet({ selected_at: now }))
    .execute();
}

/** The refusal by the service on duty: the same as the member's own, or the other one. */
const ON_DUTY_ELSEWHERE = {
  police: { same: 'dispatch.onDutyElsewherePolice', other: 'dispatch.onDutyElsewhereOfficer' },
  safr: { same: 'dispatch.onDutyElsewhereSafr', other: 'dispatch.onDutyElsewhereFireRescue' },
} as const satisfies Record<UnitService, Record<'same' | 'other', MessageKey>>;

/** The refusal to start a tour (or switch) while another profile of the member is on duty. */
export function onDutyElsewhere(
  self: Pick<Officer, 'service'>,
  other: Pick<Officer, 'department' | 'service'>,
): DomainError {
  const which = other.service === self.service ? 'same' : 'other';
  return new DomainError('conflict', ON_DUTY_ELSEWHERE[other.service][which], {
    params: { department: other.department },
  });
}

/**
 * A new profile starts in its service's initial status. For police that is 10-8, and the documented rule
 * says 10-8 posts a clock-in: the new officer starts their tour at once (and shows in Live
 * Units). A member on duty with another profile starts off duty instead (10-7), so the screen
 * never shows 10-8 beside "Off duty".
 */
export async function startNewProfile(
  trx: Transaction<Database>,
  officer: Officer,
  now: Date,
): Promise<void> {
  const rules = UNIT_SERVICE_RULES[officer.service];
  if (!(rules.clockIn as readonly string[]).includes(rules.initialStatus)) return;
  let status: string = rules.initialStatus;
  try {
    await openTour(trx, officer, now);
  } catch (err) {
    if (!(err instanceof DomainError)) throw err;
    status = rules.offDutyStatus;
  }
  await trx
    .updateTable('officer_units')
    .set({ status, updated_at: now, status_since: now })
    .where('officer_id', '=', officer.id)
    .execute();
  const unit = (await getUnit(trx, officer.id))!;
  await recordEvent(trx, officer.department, 'unit.updated', unit, now);
}

/** The member's other profile that is on duty (a member plays one unit at a time), if any. */
async function onDutyProfileElsewhere(db: Db, officer: Pick<Officer, 'id' | 'discord_id'>) {
  return db
    .selectFrom('clock_sessions as s')
    .innerJoin('officers as o', 'o.id', 's.officer_id')
    .select(['o.department', 'o.service'])
    .where('o.discord_id', '=', officer.discord_id)
    .where('o.id', '!=', officer.id)
    .where('s.ended_at', 'is', null)
    .executeTakeFirst();
}

/**
 * Why this profile cannot go on duty now (another of the member's profiles is), as the
 * refusal says it; null when it can. Both dashboards show it before the member tries, so the
 * officer and fire/rescue screens state the same rule the server applies.
 */
export async function dutyElsewhere(
  db: Db,
  officer: Pick<Officer, 'id' | 'discord_id' | 'service'>,
): Promise<string | null> {
  return (await dutyElsewhereRefusal(db, officer))?.message ?? null;
}

/** `dutyElsewhere` as the refusal itself: its key and values say it in any language. */
export async function dutyElsewhereRefusal(
  db: Db,
  officer: Pick<Officer, 'id' | 'discord_id' | 'service'>,
): Promise<DomainError | null> {
  const elsewhere = await onDutyProfileElsewhere(db, officer);
  return elsewhere ? onDutyElsewhere(officer, elsewhere) : null;
}

async function openTour(trx: Transaction<Database>, officer: Officer, now: Date) {
  // A member plays one unit at a time (one department, one service), so every Live Units
  // list stays truthful.
  const elsewhere = await onDutyProfileElsewhere(trx, officer);
  if (elsewhere) throw onDutyElsewhere(officer, elsewhere);
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
  /** What the shift paid (or why not); null while open, or when no rate applied. */
  pay: ShiftPayView | null;
}

/** Total on-duty time per unit of a department and service (open tours count up to `now`). */
export async function clockTotals(
  db: Db,
  department: Department,
  now: Date,
  service: UnitService = 'police',
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
    .where('o.service', '=', service)
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
    .select(['id', 'started_at', 'ended_at'])
    .where('officer_id', '=', officerId)
    .orderBy('started_at', 'desc')
    .limit(limit)
    .execute();
  const pay = await shiftPayBySession(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => ({
    startedAt: r.started_at.toISOString(),
    endedAt: r.ended_at?.toISOString() ?? null,
    seconds: Math.round(((r.ended_at ?? now).getTime() - r.started_at.getTime()) / 1000),
    pay: pay.get(r.id) ?? null,
  }));
}
