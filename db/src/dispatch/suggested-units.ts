import type { Kysely } from 'kysely';
import type { Database } from '../schema';
import type { Department } from '../schema/core';
import type { CallService } from '../schema/fire-rescue';
import { communityValues } from '../values/live';
import { getCall, type CallAudience } from './calls';
import { callServiceOf } from './constants';
import { listOnDutyUnits, type UnitView } from './units';

/** A unit worth sending to a call, with when it was last put on one. */
export interface SuggestedUnit extends UnitView {
  /** What it brings to the call: police, fire or EMS. */
  callService: CallService;
  lastAssignedAt: string | null;
}

/**
 * The units to send to a call: on duty in the call's department, in a status that means
 * available (whatever the community calls it), on no active call, of a service the call
 * needs, and the one that waited longest since its last assignment first (never assigned
 * first of all), so the work goes round. What the call needs starts as what its type needs
 * and only grows (a request for fire or EMS, a unit of another service put on it).
 *
 * A unit's last assignment is read from the calls it was on: a unit taken off a call before
 * it was closed no longer counts that call.
 */
export async function suggestUnits(
  db: Kysely<Database>,
  department: Department,
  callId: string,
  audience: CallAudience = 'police',
): Promise<SuggestedUnit[]> {
  const call = await getCall(db, department, callId, audience);
  if (call.status !== 'Active') return [];
  const values = communityValues(db);
  const [units, police, safr] = await Promise.all([
    listOnDutyUnits(db, department),
    values.statusRules('police'),
    values.statusRules('safr'),
  ]);
  const available = { police: new Set(police.clockIn), safr: new Set(safr.clockIn) };
  const candidates = units
    .map((unit) => ({ unit, callService: callServiceOf(unit) }))
    .filter(
      ({ unit, callService }) =>
        available[unit.service].has(unit.status) && call.services.includes(callService),
    );
  if (!candidates.length) return [];

  const ids = candidates.map((c) => c.unit.officerId);
  const [history, busy] = await Promise.all([
    db
      .selectFrom('call_units')
      .select(['officer_id', (eb) => eb.fn.max('attached_at').as('last')])
      .where('officer_id', 'in', ids)
      .groupBy('officer_id')
      .execute(),
    db
      .selectFrom('call_units as cu')
      .innerJoin('calls as c', 'c.id', 'cu.call_id')
      .select('cu.officer_id')
      .where('cu.officer_id', 'in', ids)
      .where('c.status', '=', 'Active')
      .execute(),
  ]);
  const last = new Map(history.map((h) => [h.officer_id, new Date(h.last).getTime()]));
  const onCall = new Set(busy.map((b) => b.officer_id));
  return candidates
    .filter(({ unit }) => !onCall.has(unit.officerId))
    .sort(
      (a, b) =>
        (last.get(a.unit.officerId) ?? -Infinity) - (last.get(b.unit.officerId) ?? -Infinity) ||
        a.unit.callsign.localeCompare(b.unit.callsign),
    )
    .map(({ unit, callService }) => {
      const at = last.get(unit.officerId);
      return {
        ...unit,
        callService,
        lastAssignedAt: at === undefined ? null : new Date(at).toISOString(),
      };
    });
}
