import { sql, type Kysely, type Selectable, type Transaction } from 'kysely';
import { DomainError } from '../infra/errors';
import type { MessageKey } from '../messages';
import type { Officer } from './active-officer';
import type { Database } from '../schema';
import type { Department } from '../schema/core';
import type { CallStatus } from '../schema/dispatch';
import type { CallService, UnitService } from '../schema/fire-rescue';
import { chooseCallType, chooseCallTypeFor } from '../values/call-type-choice';
import { SAFR_CALL_SERVICES, callServiceOf, sortServices, type CallType } from './constants';
import { lockDepartment, recordEvent, type DispatchEventType } from './events';
import { officerActor, recordAudit, type AuditActor } from '../staff/audit-log';
import type { CallSource } from '../schema/dispatch-911';
import { DISPATCH_CALLSIGN, isDispatcher, type CallActor } from './dispatcher';
import { boundedLimit, pageOf, type KeysetPage } from '../infra/keyset-paging';

type Db = Kysely<Database> | Transaction<Database>;

/**
 * Who is looking at calls: officers see every call of their department, fire/rescue members
 * only the calls that need fire or EMS.
 */
export type CallAudience = UnitService;

/** A unit attached to a call: an officer or a fire/rescue member. */
export interface CallUnitView {
  /** The unit's profile id (`_id` of its officer or fire/rescue profile). */
  officerId: string;
  callsign: string;
  name: string;
  service: UnitService;
  /** Firefighter, EMT or Paramedic; null for officers. */
  role: string | null;
}

/** A call as the API and events carry it (callNumber, type, location, ...). */
export interface CallView {
  _id: string;
  callNumber: number;
  type: string;
  location: string;
  postal: string | null;
  details: string | null;
  status: CallStatus;
  /** What the call needs: police, fire, EMS (in that order). */
  services: CallService[];
  /** The primary unit's callsign. */
  primaryOfficer: string | null;
  primaryOfficerId: string | null;
  units: CallUnitView[];
  createdBy: string | null;
  createdAt: string;
  updatedAt: string;
  closedAt: string | null;
  /** 1 (most urgent) to 3. */
  priority: number;
  /** Who started it: a unit, a civilian's 911 call, or a dispatcher. */
  source: CallSource;
  /** The civilian who called 911 (`discordId`: their member, so their page follows it). */
  caller: { civilianId: string | null; name: string; discordId: string | null } | null;
}

export interface CallInput {
  type: CallType;
  location: string;
  postal?: string | null | undefined;
  details?: string | null | undefined;
  /** What the call needs; by default what its type needs. The creator's service is added. */
  services?: CallService[] | undefined;
}

export type CallFilter = 'active' | 'closed';

// Closed calls are history: list the most recent ones only.
const CLOSED_LIMIT = 50;

const SAFR_SERVICES = sql`ARRAY[${sql.join(SAFR_CALL_SERVICES.map((s) => sql.lit(s)))}]::text[]`;

async function loadCalls(
  db: Db,
  where: {
    department: Department;
    audience: CallAudience;
    ids?: string[];
    status?: CallStatus;
    /** Active calls most urgent first, a page of them after a (priority, callNumber) key. */
    byPriority?: KeysetPage;
  },
) {
  let query = db
    .selectFrom('calls as c')
    .leftJoin('officers as p', 'p.id', 'c.primary_officer_id')
    .leftJoin('officers as cb', 'cb.id', 'c.created_by')
    .selectAll('c')
    .select(['p.callsign as primary_callsign', 'cb.callsign as created_by_callsign'])
    .where('c.department', '=', where.department);
  if (where.audience === 'safr') query = query.where(sql<boolean>`c.services && ${SAFR_SERVICES}`);
  if (where.ids) query = query.where('c.id', 'in', where.ids);
  if (where.byPriority) {
    const { limit, after } = where.byPriority;
    query = query
      .where('c.status', '=', 'Active')
      .orderBy('c.priority')
      .orderBy('c.call_number')
      .limit(limit + 1);
    if (after) {
      const [priority, callNumber] = after.map(Number) as [number, number];
      query = query.where((eb) =>
        eb.or([
          eb('c.priority', '>', priority),
          eb.and([eb('c.priority', '=', priority), eb('c.call_number', '>', callNumber)]),
        ]),
      );
    }
  } else if (where.status === 'Active')
    query = query.where('c.status', '=', 'Active').orderBy('c.call_number');
  if (where.status === 'Closed')
    query = query
      .where('c.status', '=', 'Closed')
      .orderBy('c.closed_at', 'desc')
      .limit(CLOSED_LIMIT);
  const rows = await query.execute();
  if (!rows.length) return [];

  const units = await db
    .selectFrom('call_units as cu')
    .innerJoin('officers as o', 'o.id', 'cu.officer_id')
    .select([
      'cu.call_id',
      'o.id',
      'o.callsign',
      'o.first_name',
      'o.last_name',
      'o.service',
      'o.role',
    ])
    .where(
      'cu.call_id',
      'in',
      rows.map((r) => r.id),
    )
    .orderBy('cu.attached_at')
    .orderBy('o.callsign')
    .execute();

  return rows.map((r) => toCallView(r, units.filter((u) => u.call_id === r.id).map(toCallUnit)));
}

function toCallUnit(o: {
  id: string;
  callsign: string;
  first_name: string;
  last_name: string;
  service: UnitService;
  role: string | null;
}): CallUnitView {
  return {
    officerId: o.id,
    callsign: o.callsign,
    name: `${o.first_name} ${o.last_name}`,
    service: o.service,
    role: o.role,
  };
}

/** The one mapping from a call row (with its officers' callsigns) to the API's shape. */
export function toCallView(
  r: Selectable<Database['calls']> & {
    primary_callsign: string | null;
    created_by_callsign: string | null;
  },
  units: CallUnitView[],
): CallView {
  return {
    _id: r.id,
    callNumber: r.call_number,
    type: r.type,
    location: r.location,
    postal: r.postal,
    details: r.details,
    status: r.status,
    services: sortServices(r.services),
    primaryOfficer: r.primary_callsign,
    primaryOfficerId: r.primary_officer_id,
    units,
    createdBy: r.created_by_callsign ?? (r.source === 'dispatch' ? DISPATCH_CALLSIGN : null),
    createdAt: r.created_at.toISOString(),
    updatedAt: r.updated_at.toISOString(),
    closedAt: r.closed_at?.toISOString() ?? null,
    priority: r.priority,
    source: r.source,
    caller:
      r.caller_name === null
        ? null
        : { civilianId: r.caller_civilian_id, name: r.caller_name, discordId: r.caller_discord_id },
  };
}

export async function listCalls(
  db: Db,
  department: Department,
  filter: CallFilter = 'active',
  audience: CallAudience = 'police',
): Promise<CallView[]> {
  return loadCalls(db, {
    department,
    audience,
    status: filter === 'active' ? 'Active' : 'Closed',
  });
}

/**
 * A page of the department's active calls across services, most urgent first (then oldest),
 * and the cursor of the next page: a busy night's board is read in pages, not one answer.
 */
export async function pageActiveCalls(
  db: Db,
  department: Department,
  page: KeysetPage,
): Promise<{ calls: CallView[]; nextCursor: string | null }> {
  const limit = boundedLimit(page.limit);
  const calls = await loadCalls(db, {
    department,
    audience: 'police',
    byPriority: { limit, after: page.after },
  });
  const { rows, nextCursor } = pageOf(calls, limit, (c) => [c.priority, c.callNumber]);
  return { calls: rows, nextCursor };
}

/** The sort key of a page of active calls: priority, then call number. */
export const ACTIVE_CALLS_KEY = ['bigint', 'bigint'] as const;

/**
 * A call of the department the audience may see, or a 404 (another department's call, or a
 * police-only call for fire/rescue, does not exist for you).
 */
export async function getCall(
  db: Db,
  department: Department,
  id: string,
  audience: CallAudience = 'police',
): Promise<CallView> {
  const [call] = await loadCalls(db, { department, audience, ids: [id] });
  if (!call) throw new DomainError('not_found', 'dispatch.callNotFound');
  return call;
}

/**
 * Creates a call numbered after the department's last one; its creator is the primary unit,
 * so the creator must be on duty, and leaves any call it was on (a unit is on one call at a
 * time). It needs what its creator asked for (else what its type needs) and the creator's
 * own service.
 */
export async function createCall(
  db: Kysely<Database>,
  officer: Officer,
  input: CallInput,
  now: Date,
): Promise<CallView> {
  // The type comes from the process's copy of the values: no statement inside the lock.
  const callType = await chooseCallTypeFor(db, input);
  // Four statements in all when the creator is on no other call, since every one of them sits
  // inside the department's lock and delays the next call of the department: the counter
  // (which also takes the lock), the creator's locked state, the call with its first unit,
  // and the event.
  return db.transaction().execute(async (trx) => {
    const { last_call_number: callNumber } = await trx
      .insertInto('dispatch_counters')
      .values({ department: officer.department, last_call_number: 1 })
      .onConflict((oc) =>
        oc
          .column('department')
          .doUpdateSet({ last_call_number: sql<number>`dispatch_counters.last_call_number + 1` }),
      )
      .returning('last_call_number')
      .executeTakeFirstOrThrow();
    const creator = await trx
      .selectFrom('officers as o')
      .select((eb) => [
        eb
          .exists(
            eb
              .selectFrom('clock_sessions as s')
              .select('s.id')
              .whereRef('s.officer_id', '=', 'o.id')
              .where('s.ended_at', 'is', null),
          )
          .as('on_duty'),
        eb
          .exists(
            eb
              .selectFrom('call_units as cu')
              .innerJoin('calls as oc', 'oc.id', 'cu.call_id')
              .select('oc.id')
              .whereRef('cu.officer_id', '=', 'o.id')
              .where('oc.status', '=', 'Active'),
          )
          .as('on_call'),
      ])
      .where('o.id', '=', officer.id)
      .forUpdate()
      .executeTakeFirstOrThrow();
    if (!creator.on_duty) throw offDuty(officer, officer);
    if (creator.on_call) {
      await leaveActiveCalls(trx, officer, officer, now, {
        reason: `moved to call #${callNumber}`,
      });
    }
    const row = await trx
      .with('c', (q) =>
        q
          .insertInto('calls')
          .values({
            department: officer.department,
            call_number: callNumber,
            type: callType.name,
            location: input.location,
            postal: input.postal || null,
            details: input.details || null,
            services: sortServices([
              ...(input.services ?? callType.services),
              callServiceOf(officer),
            ]),
            priority: callType.priority,
            primary_officer_id: officer.id,
            created_by: officer.id,
            created_at: now,
            updated_at: now,
          })
          .returningAll(),
      )
      .with('u', (q) =>
        q
          .insertInto('call_units')
          .columns(['call_id', 'officer_id', 'attached_at'])
          .expression((eb) =>
            eb
              .selectFrom('c')
              .select((s) => [
                'c.id',
                s.val(officer.id).as('officer_id'),
                s.val(now).as('attached_at'),
              ]),
          ),
      )
      .selectFrom('c')
      .selectAll()
      .executeTakeFirstOrThrow();
    const call = toCallView(
      { ...row, primary_callsign: officer.callsign, created_by_callsign: officer.callsign },
      [toCallUnit(officer)],
    );
    await recordEvent(trx, officer.department, 'call.created', call, now);
    return call;
  });
}

export async function announce(
  trx: Transaction<Database>,
  department: Department,
  id: string,
  type: DispatchEventType,
  now: Date,
): Promise<CallView> {
  const call = await getCall(trx, department, id);
  await recordEvent(trx, department, type, call, now);
  return call;
}

/**
 * Runs a change on an active call the unit's audience may see in its department, then
 * announces the result (the event always carries the whole call, as officers see it).
 */
export async function changeActiveCall(
  db: Kysely<Database>,
  actor: CallActor,
  id: string,
  now: Date,
  change: (trx: Transaction<Database>, call: CallView) => Promise<boolean>,
  type: DispatchEventType = 'call.updated',
): Promise<CallView> {
  return db.transaction().execute(async (trx) => {
    await lockDepartment(trx, actor.department);
    // Dispatchers see every call of the department, as officers do.
    const audience = isDispatcher(actor) ? 'police' : actor.service;
    const call = await getCall(trx, actor.department, id, audience);
    if (call.status !== 'Active') {
      throw new DomainError('conflict', 'dispatch.callClosed', {
        params: { callNumber: call.callNumber },
      });
    }
    const changed = await change(trx, call);
    if (!changed) return call;
    await trx.updateTable('calls').set({ updated_at: now }).where('id', '=', id).execute();
    return announce(trx, actor.department, id, type, now);
  });
}

export async function updateCall(
  db: Kysely<Database>,
  officer: Officer,
  id: string,
  patch: Partial<CallInput>,
  now: Date,
): Promise<CallView> {
  return changeActiveCall(db, officer, id, now, async (trx, call) => {
    // A call never stops needing a service: a new type adds what that type needs. A call
    // keeps its type (even a retired one) unless it is given another live one.
    const newType =
      patch.type !== undefined && patch.type !== call.type
        ? await chooseCallType(db, patch.type)
        : undefined;
    const services = newType
      ? sortServices([...call.services, ...newType.services])
      : call.services;
    const set = {
      ...(newType && { type: newType.name }),
      ...(services.length !== call.services.length && { services }),
      ...(patch.location !== undefined && { location: patch.location }),
      ...(patch.postal !== undefined && { postal: patch.postal || null }),
      ...(patch.details !== undefined && { details: patch.details || null }),
    };
    if (!Object.keys(set).length) return false;
    await trx.updateTable('calls').set(set).where('id', '=', id).execute();
    return true;
  });
}

/**
 * Adds services a call needs (an officer requesting fire or EMS). Asking again for what the
 * call already needs changes nothing and announces nothing.
 */
export async function requestServices(
  db: Kysely<Database>,
  officer: Officer,
  id: string,
  services: CallService[],
  now: Date,
): Promise<CallView> {
  return changeActiveCall(db, officer, id, now, async (trx, call) => {
    const next = sortServices([...call.services, ...services]);
    if (next.length === call.services.length) return false;
    await trx.updateTable('calls').set({ services: next }).where('id', '=', id).execute();
    return true;
  });
}

/** The refusal to a unit off duty that acts itself: it says how that service clocks in. */
const SELF_OFF_DUTY = {
  police: 'dispatch.selfOffDutyPolice',
  safr: 'dispatch.selfOffDutySafr',
} as const satisfies Record<UnitService, MessageKey>;

/**
 * The unit's profile row, locked for the rest of the transaction (after the department's
 * lock, the order every dispatch write takes them in), and whether its tour is open. A unit
 * on a call is on duty: one that is off duty is refused by name, so whoever asked knows why.
 */
async function lockedUnit(trx: Transaction<Database>, id: string) {
  const found = await trx
    .selectFrom('officers')
    .select(['id', 'callsign', 'service', 'role', 'department', 'first_name', 'last_name'])
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
  if (!found) throw new DomainError('not_found', 'dispatch.unitNotFound');
  const tour = await trx
    .selectFrom('clock_sessions')
    .select('id')
    .where('officer_id', '=', id)
    .where('ended_at', 'is', null)
    .executeTakeFirst();
  return { ...found, onDuty: tour !== undefined };
}

function offDuty(actor: CallActor, unit: { id: string; callsign: string; service: UnitService }) {
  const self = !isDispatcher(actor) && actor.id === unit.id;
  return self
    ? new DomainError('conflict', SELF_OFF_DUTY[unit.service])
    : new DomainError('conflict', 'dispatch.unitOffDuty', { params: { callsign: unit.callsign } });
}

/** Fire/rescue members dispatch and release fire/rescue units only; officers any unit. */
function mayMove(actor: CallActor, unit: { service: UnitService }, verb: 'attach' | 'detach') {
  if (!isDispatcher(actor) && actor.service === 'safr' && unit.service !== 'safr') {
    throw new DomainError(
      'forbidden',
      verb === 'attach' ? 'dispatch.onlyAttachSafr' : 'dispatch.onlyDetachSafr',
    );
  }
}

/**
 * Attaches an on-duty unit of the department (the caller when none is named); the first is
 * primary. A unit is on one call at a time: attaching it here takes it off any other active
 * call, each announced, so no board shows it on two. A call needs every service whose unit is
 * on it: attaching a paramedic to a police call adds EMS, so the call reaches the fire/rescue
 * board.
 */
export async function attachUnit(
  db: Kysely<Database>,
  actor: CallActor,
  callId: string,
  unitId: string,
  now: Date,
): Promise<CallView> {
  return changeActiveCall(db, actor, callId, now, (trx, call) =>
    putUnitOnCall(trx, actor, call, unitId, now),
  );
}

/**
 * attachUnit's change, in the caller's transaction (which holds the department's lock): false
 * when the unit was on the call already. Assigning several units at once runs it per unit.
 */
export async function putUnitOnCall(
  trx: Transaction<Database>,
  actor: CallActor,
  call: CallView,
  unitId: string,
  now: Date,
): Promise<boolean> {
  const callId = call._id;
  const unit = await lockedUnit(trx, unitId);
  if (unit.department !== actor.department) {
    // Units see only their own department's roster; a dispatcher is told where it is.
    if (!isDispatcher(actor)) throw new DomainError('not_found', 'dispatch.unitNotFound');
    throw new DomainError('conflict', 'dispatch.otherRoster', {
      params: {
        callsign: unit.callsign,
        department: unit.department,
        ownDepartment: actor.department,
      },
    });
  }
  mayMove(actor, unit, 'attach');
  if (!unit.onDuty) throw offDuty(actor, unit);
  if (call.units.some((u) => u.officerId === unitId)) return false;
  await leaveActiveCalls(trx, actor, unit, now, {
    except: callId,
    reason: `moved to call #${call.callNumber}`,
  });
  await trx
    .insertInto('call_units')
    .values({ call_id: callId, officer_id: unitId, attached_at: now })
    .onConflict((oc) => oc.columns(['call_id', 'officer_id']).doNothing())
    .execute();
  const services = sortServices([...call.services, callServiceOf(unit)]);
  if (!call.primaryOfficerId || services.length !== call.services.length) {
    await trx
      .updateTable('calls')
      .set({ primary_officer_id: call.primaryOfficerId ?? unitId, services })
      .where('id', '=', callId)
      .execute();
  }
  await auditAssignment(trx, actor, call, 'unit.attach', unit.callsign, now);
  return true;
}

/**
 * Takes a unit off every active call it is on (but `except`), in the caller's transaction
 * (which holds the department's lock): the unit went off duty, or moved to another call.
 * Each call loses it as it would by Detach (the next unit becomes primary), is audited with
 * the reason, and is announced, so every board and the unit's DMs follow at once.
 */
export async function leaveActiveCalls(
  trx: Transaction<Database>,
  actor: CallActor,
  unit: { id: string; callsign: string; department: Department },
  now: Date,
  options: { reason: string; except?: string | undefined },
): Promise<CallView[]> {
  let query = trx
    .selectFrom('call_units as cu')
    .innerJoin('calls as c', 'c.id', 'cu.call_id')
    .select('c.id')
    .where('cu.officer_id', '=', unit.id)
    .where('c.status', '=', 'Active')
    .where('c.department', '=', unit.department);
  if (options.except) query = query.where('c.id', '!=', options.except);
  const rows = await query.orderBy('c.call_number').execute();
  const left: CallView[] = [];
  for (const { id } of rows) {
    const call = await getCall(trx, unit.department, id);
    await trx
      .deleteFrom('call_units')
      .where('call_id', '=', id)
      .where('officer_id', '=', unit.id)
      .execute();
    const primary =
      call.primaryOfficerId === unit.id
        ? (call.units.find((u) => u.officerId !== unit.id)?.officerId ?? null)
        : call.primaryOfficerId;
    await trx
      .updateTable('calls')
      .set({ primary_officer_id: primary, updated_at: now })
      .where('id', '=', id)
      .execute();
    await auditAssignment(trx, actor, call, 'unit.detach', unit.callsign, now, options.reason);
    left.push(await announce(trx, unit.department, id, 'call.updated', now));
  }
  return left;
}

/** A unit put on or taken off a call, in the audit log. */
function auditAssignment(
  trx: Transaction<Database>,
  officer: CallActor,
  call: CallView,
  action: 'unit.attach' | 'unit.detach',
  unitCallsign: string,
  now: Date,
  reason?: string,
) {
  return recordAudit(trx, {
    at: now,
    actor: callActor(officer),
    action,
    target: callTarget(call),
    before: { units: call.units.map((u) => u.callsign) },
    after: { unit: unitCallsign, ...(reason && { reason }) },
  });
}

/** A call as the audit log names it. */
export function callTarget(call: CallView) {
  return {
    type: 'call' as const,
    id: call._id,
    label: `Call #${call.callNumber} · ${call.type}`,
  };
}

/** Who acted on a call, for the audit log: the unit's profile, or the dispatcher. */
export function callActor(actor: CallActor): AuditActor {
  if (!isDispatcher(actor)) return officerActor(actor);
  return { discordId: actor.discordId, profile: `${DISPATCH_CALLSIGN} (${actor.department})` };
}

/** Detaches a unit; when it was primary, the next attached unit becomes primary. */
export async function detachUnit(
  db: Kysely<Database>,
  officer: CallActor,
  callId: string,
  unitId: string,
  now: Date,
): Promise<CallView> {
  return changeActiveCall(db, officer, callId, now, async (trx, call) => {
    const unit = call.units.find((u) => u.officerId === unitId);
    if (!unit) throw new DomainError('not_found', 'dispatch.unitNotOnCall');
    mayMove(officer, unit, 'detach');
    await trx
      .deleteFrom('call_units')
      .where('call_id', '=', callId)
      .where('officer_id', '=', unitId)
      .execute();
    if (call.primaryOfficerId === unitId) {
      const next = call.units.find((u) => u.officerId !== unitId);
      await trx
        .updateTable('calls')
        .set({ primary_officer_id: next?.officerId ?? null })
        .where('id', '=', callId)
        .execute();
    }
    await auditAssignment(trx, officer, call, 'unit.detach', unit.callsign, now);
    return true;
  });
}

/**
 * Closes a call, which frees its units: a unit's current call is an active call it is on, so
 * they show none from here (the dispatcher's board, Your Calls). The closed call still lists
 * who was on it, as the reports written afterwards read it.
 */
export async function closeCall(
  db: Kysely<Database>,
  officer: CallActor,
  id: string,
  now: Date,
): Promise<CallView> {
  return changeActiveCall(
    db,
    officer,
    id,
    now,
    async (trx, call) => {
      await trx
        .updateTable('calls')
        .set({
          status: 'Closed',
          closed_at: now,
          closed_by: isDispatcher(officer) ? null : officer.id,
        })
        .where('id', '=', id)
        .execute();
      await recordAudit(trx, {
        at: now,
        actor: callActor(officer),
        action: 'call.close',
        target: callTarget(call),
        before: { status: call.status, units: call.units.map((u) => u.callsign) },
        after: { status: 'Closed' },
      });
      return true;
    },
    'call.closed',
  );
}

/** The officer's last known call: the newest active call they are on, else the newest at all. */
export async function lastKnownCall(
  db: Db,
  officerId: string,
): Promise<{ id: string; callNumber: number; type: string; location: string } | undefined> {
  return db
    .selectFrom('call_units as cu')
    .innerJoin('calls as c', 'c.id', 'cu.call_id')
    .select(['c.id', 'c.call_number as callNumber', 'c.type', 'c.location'])
    .where('cu.officer_id', '=', officerId)
    .orderBy(sql`c.status = 'Active'`, 'desc')
    .orderBy('cu.attached_at', 'desc')
    .limit(1)
    .executeTakeFirst();
}
