import type { Kysely } from 'kysely';
import { DomainError } from '../errors';
import type { Database } from '../schema';
import type { Department } from '../schema/core';
import type { CallService } from '../schema/fire-rescue';
import { changeActiveCall, listCalls, type CallView } from './calls';
import { CALL_TYPE_SERVICES, type CallType } from './constants';
import type { Dispatcher } from './dispatcher';
import { insertUnattendedCall } from './emergency-calls';
import { listOnDutyUnits, type UnitView } from './units';

/** An on-duty unit on the dispatcher's board, with the active call it is on (if any). */
export interface BoardUnit extends UnitView {
  currentCall: { _id: string; callNumber: number; type: string; location: string } | null;
}

export interface DispatchBoard {
  department: Department;
  /** Every active call of the department, across services, most urgent first. */
  calls: CallView[];
  /** Every on-duty unit of the department, officers and fire/rescue. */
  units: BoardUnit[];
}

/** The dispatcher's console: the department's active calls and on-duty units. */
export async function dispatchBoard(
  db: Kysely<Database>,
  department: Department,
): Promise<DispatchBoard> {
  const [calls, units] = await Promise.all([
    listCalls(db, department, 'active', 'police'),
    listOnDutyUnits(db, department),
  ]);
  return { department, calls: sortByPriority(calls), units: withCurrentCalls(units, calls) };
}

export function sortByPriority(calls: CallView[]): CallView[] {
  return [...calls].sort((a, b) => a.priority - b.priority || a.callNumber - b.callNumber);
}

/** A unit's current call: the newest active call it is on. */
export function withCurrentCalls(units: UnitView[], activeCalls: CallView[]): BoardUnit[] {
  return units.map((unit) => {
    const call = activeCalls
      .filter((c) => c.units.some((u) => u.officerId === unit.officerId))
      .sort((a, b) => b.callNumber - a.callNumber)[0];
    return {
      ...unit,
      currentCall: call
        ? { _id: call._id, callNumber: call.callNumber, type: call.type, location: call.location }
        : null,
    };
  });
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
  return db.transaction().execute((trx) =>
    insertUnattendedCall(
      trx,
      dispatcher.department,
      {
        type: input.type,
        location: input.location,
        postal: input.postal ?? null,
        details: input.details ?? null,
        services: input.services?.length ? input.services : [...CALL_TYPE_SERVICES[input.type]],
        priority: input.priority ?? 2,
        source: 'dispatch',
        dispatcherDiscordId: dispatcher.discordId,
      },
      now,
    ),
  );
}

/** Sets an active call's priority (1 most urgent, 3 least); the same value changes nothing. */
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
  if (!row) throw new DomainError('not_found', 'Call not found.');
  return row.department;
}
