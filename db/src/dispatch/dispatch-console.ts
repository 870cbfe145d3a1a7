import type { Kysely } from 'kysely';
import { DomainError } from '../infra/errors';
import type { Database } from '../schema';
import type { Department } from '../schema/core';
import type { CallService } from '../schema/fire-rescue';
import { recordAudit } from '../staff/audit-log';
import { PAGE_SIZE, type KeysetPage } from '../infra/keyset-paging';
import { callActor, callTarget, changeActiveCall, pageActiveCalls, type CallView } from './calls';
import { sortServices, type CallType } from './constants';
import { chooseCallType, chooseCallTypeFor } from '../values/call-type-choice';
import type { Dispatcher } from './dispatcher';
import { insertUnattendedCall } from './emergency-calls';
import { listEveryOnDutyUnit, listOnDutyUnits, type UnitView } from './units';

/** An on-duty unit on the dispatcher's board, with the active call it is on (if any). */
export interface BoardUnit extends UnitView {
  currentCall: { _id: string; callNumber: number; type: string; location: string } | null;
}

export interface DispatchBoard {
  department: Department;
  /** A page of the department's active calls, across services, most urgent first. */
  calls: CallView[];
  /** Every on-duty unit of the department, officers and fire/rescue, on every page. */
  units: BoardUnit[];
  /** The next page of calls, or null on the last. */
  nextCursor: string | null;
}

/** The dispatcher's console: a page of the department's active calls, and its on-duty units. */
export async function dispatchBoard(
  db: Kysely<Database>,
  department: Department,
  page: KeysetPage = { limit: PAGE_SIZE.default },
): Promise<DispatchBoard> {
  const [{ calls, nextCursor }, units, current] = await Promise.all([
    pageActiveCalls(db, department, page),
    listOnDutyUnits(db, department),
    currentCalls(db, department),
  ]);
  return {
    department,
    calls,
    units: units.map((unit) => ({ ...unit, currentCall: current.get(unit.officerId) ?? null })),
    nextCursor,
  };
}

/**
 * Every department's on-duty units with their current calls: a dispatcher routes every
 * department's calls, so the console can show who is out there beyond its own department.
 */
export async function everyDepartmentUnits(db: Kysely<Database>): Promise<BoardUnit[]> {
  const [units, current] = await Promise.all([listEveryOnDutyUnit(db), currentCalls(db)]);
  return units.map((unit) => ({ ...unit, currentCall: current.get(unit.officerId) ?? null }));
}

type CurrentCall = NonNullable<BoardUnit['currentCall']>;

/**
 * Each unit's current call (in one department, or in all): the active call it is on (a unit is
 * on one at a time; should an older row say otherwise, the newest), read over every active
 * call, not one page of them.
 */
async function currentCalls(
  db: Kysely<Database>,
  department?: Department,
): Promise<Map<string, CurrentCall>> {
  let query = db
    .selectFrom('call_units as cu')
    .innerJoin('calls as c', 'c.id', 'cu.call_id')
    .select(['cu.officer_id', 'c.id', 'c.call_number', 'c.type', 'c.location'])
    .where('c.status', '=', 'Active');
  if (department) query = query.where('c.department', '=', department);
  const rows = await query.orderBy('c.call_number', 'desc').execute();
  const current = new Map<string, CurrentCall>();
  for (const r of rows) {
    if (current.has(r.officer_id)) continue;
    current.set(r.officer_id, {
      _id: r.id,
      callNumber: r.call_number,
      type: r.type,
      location: r.location,
    });
  }
  return current;
}

export interface DispatcherCallInput {
  type: CallType;
  location: string;
  postal?: string | null | undefined;
  details?: string | null | undefined;
  services?: CallService[] | undefined;
  priority?: number | undefined;
}

/** A call the dispatcher takes (a radio call, a walk-in): nobody is on it until assigned. */
export async function createDispatcherCall(
  db: Kysely<Database>,
  dispatcher: Dispatcher,
  input: DispatcherCallInput,
  now: Date,
): Promise<CallView> {
  const callType = await chooseCallTypeFor(db, input);
  return db.transaction().execute((trx) =>
    insertUnattendedCall(
      trx,
      dispatcher.department,
      {
        type: callType.name,
        location: input.location,
        postal: input.postal ?? null,
        details: input.details ?? null,
        services: input.services?.length ? input.services : [...callType.services],
        priority: input.priority ?? callType.priority,
        source: 'dispatch',
        dispatcherDiscordId: dispatcher.discordId,
      },
      now,
    ),
  );
}

/**
 * Sets an active call's priority (1 most urgent, 3 least), audited; the same value changes
 * nothing.
 */
export async function setCallPriority(
  db: Kysely<Database>,
  dispatcher: Dispatcher,
  callId: string,
  priority: number,
  now: Date,
): Promise<CallView> {
  return changeActiveCall(db, dispatcher, callId, now, async (trx, call) => {
    if (call.priority === priority) return false;
    await trx.updateTable('calls').set({ priority }).where('id', '=', callId).execute();
    await recordAudit(trx, {
      at: now,
      actor: callActor(dispatcher),
      action: 'call.priority',
      target: callTarget(call),
      before: { priority: call.priority },
      after: { priority },
    });
    return true;
  });
}

/**
 * Sets an active call's type (a 911 call arrives as its caller chose, or Other), audited. As
 * with a unit's edit, a call never stops needing a service: the new type adds what it needs,
 * so the call may reach the fire/rescue board; the same type changes nothing.
 */
export async function setCallType(
  db: Kysely<Database>,
  dispatcher: Dispatcher,
  callId: string,
  type: CallType,
  now: Date,
): Promise<CallView> {
  return changeActiveCall(db, dispatcher, callId, now, async (trx, call) => {
    if (call.type === type) return false;
    const chosen = await chooseCallType(db, type);
    const services = sortServices([...call.services, ...chosen.services]);
    await trx
      .updateTable('calls')
      .set({ type: chosen.name, services })
      .where('id', '=', callId)
      .execute();
    await recordAudit(trx, {
      at: now,
      actor: callActor(dispatcher),
      action: 'call.type',
      target: callTarget(call),
      before: { type: call.type },
      after: { type: chosen.name },
    });
    return true;
  });
}

/** The department a call belongs to (a dispatcher acts in it), or a 404. */
export async function callDepartment(db: Kysely<Database>, callId: string): Promise<Department> {
  const row = await db
    .selectFrom('calls')
    .select('department')
    .where('id', '=', callId)
    .executeTakeFirst();
  if (!row) throw new DomainError('not_found', 'dispatch.callNotFound');
  return row.department;
}
