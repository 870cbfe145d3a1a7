import type { Kysely, Transaction } from 'kysely';
import { DomainError } from '../infra/errors';
import type { Database } from '../schema';
import { communityValues } from '../values/live';
import { announce, getCall, putUnitOnCall, type CallView } from './calls';
import type { Officer } from './active-officer';
import type { Dispatcher } from './dispatcher';
import { lockDepartment } from './events';
import { changeUnitIn, type UnitView } from './units';
import { shiftPaySettings } from '../economy/shift-pay';

/** The most units one bulk action moves: more than a shift's worth, far below a runaway. */
export const BULK_UNITS_MAX = 25;

/**
 * Runs `each` for every unit in one transaction, after the department's lock; the first
 * refusal undoes the lot and says which unit stopped it (a 409, its field the unit's place in
 * the list), so the dispatcher never has to work out which half of a selection moved.
 */
async function allOrNothing<T>(
  db: Kysely<Database>,
  dispatcher: Dispatcher,
  unitIds: readonly string[],
  each: (trx: Transaction<Database>, unit: Officer) => Promise<T>,
): Promise<T[]> {
  return db.transaction().execute(async (trx) => {
    await lockDepartment(trx, dispatcher.department);
    // Locked in one order, as every other dispatch write takes them after the department.
    const rows = await trx
      .selectFrom('officers')
      .selectAll()
      .where('id', 'in', [...unitIds])
      .orderBy('id')
      .forUpdate()
      .execute();
    const byId = new Map(rows.map((r) => [r.id, r]));
    const done: T[] = [];
    for (const [index, id] of unitIds.entries()) {
      const unit = byId.get(id);
      try {
        if (!unit || unit.department !== dispatcher.department) {
          throw new DomainError('not_found', 'dispatch.unitNotFound');
        }
        done.push(await each(trx, unit));
      } catch (err) {
        if (!(err instanceof DomainError)) throw err;
        throw new DomainError('conflict', 'dispatch.bulkRefused', {
          field: `unitIds.${index}`,
          params: { unit: unit?.callsign ?? id, reason: err.message },
        });
      }
    }
    return done;
  });
}

/**
 * Puts several units of the dispatcher's department on one active call: one transaction, one
 * `call.updated` per unit that joined (each carrying the call as it then stood, the last with
 * every unit), all or none. A unit already on the call is left as it is.
 */
export async function assignUnits(
  db: Kysely<Database>,
  dispatcher: Dispatcher,
  callId: string,
  unitIds: readonly string[],
  now: Date,
): Promise<CallView> {
  // An unknown call, or one of another department, is not found; a closed one refused whole.
  const before = await getCall(db, dispatcher.department, callId);
  if (before.status !== 'Active') throw closed(before);
  let call: CallView | undefined;
  await allOrNothing(db, dispatcher, unitIds, async (trx, unit) => {
    call ??= await getCall(trx, dispatcher.department, callId);
    if (call.status !== 'Active') throw closed(call);
    if (!(await putUnitOnCall(trx, dispatcher, call, unit.id, now))) return;
    await trx.updateTable('calls').set({ updated_at: now }).where('id', '=', callId).execute();
    call = await announce(trx, dispatcher.department, callId, 'call.updated', now);
  });
  return call ?? before;
}

const closed = (call: CallView) =>
  new DomainError('conflict', 'dispatch.callClosed', { params: { callNumber: call.callNumber } });

/**
 * Sets one status on several on-duty units of the dispatcher's department: one transaction,
 * one `unit.updated` per unit, all or none. The status must be one of each unit's own
 * service; it clocks in or out as the unit's own change would (docs/unit-state.md).
 */
export async function setUnitsStatus(
  db: Kysely<Database>,
  dispatcher: Dispatcher,
  unitIds: readonly string[],
  status: string,
  now: Date,
): Promise<UnitView[]> {
  const values = communityValues(db);
  const rules = {
    police: await values.statusRules('police'),
    safr: await values.statusRules('safr'),
  };
  const pay = await shiftPaySettings(db).get();
  return allOrNothing(db, dispatcher, unitIds, async (trx, unit) => {
    const own = rules[unit.service];
    if (!own.statuses.some((s) => s.code === status)) {
      throw new DomainError('invalid', 'values.statusUnknown', {
        params: { codes: own.statuses.map((s) => s.code).join(', ') },
      });
    }
    const tour = await trx
      .selectFrom('clock_sessions')
      .select('id')
      .where('officer_id', '=', unit.id)
      .where('ended_at', 'is', null)
      .executeTakeFirst();
    // A dispatcher routes units that are working; putting one on duty is its member's choice.
    if (!tour) {
      throw new DomainError('conflict', 'dispatch.unitOffDuty', {
        params: { callsign: unit.callsign },
      });
    }
    return changeUnitIn(trx, unit, { status }, own, now, pay);
  });
}
