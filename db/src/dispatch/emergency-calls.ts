import { sql, type Kysely, type Transaction } from 'kysely';
import { DomainError } from '../infra/errors';
import { englishMessage } from '../messages';
import type { Database } from '../schema';
import type { Department } from '../schema/core';
import type { CallSource } from '../schema/dispatch-911';
import type { CallService } from '../schema/fire-rescue';
import { CALL_TYPE_PRIORITY, sortServices, type CallType } from './constants';
import { chooseCallType } from '../values/call-type-choice';
import { communityValues } from '../values/live';
import { findLiveCallType } from '../values/call-types';
import { getCall, toCallView, type CallView } from './calls';
import { recordEvent } from './events';

/**
 * Repeated 911 calls are limited per member: at most this many of their calls open at once,
 * and one new call per interval. Checked in the call's own transaction under a lock on the
 * member, so two calls sent at the same moment cannot both slip under the limit.
 *
 * They are refused differently. The interval is a rate limit ('rate_limited', with the
 * seconds until the next call is allowed). The open calls are a rule that waiting does not
 * lift, only dispatch closing a call: a conflict with its own reason, 'open_calls_limit', so
 * the 911 form shows it as its own answer, not as "going too fast".
 */
export const EMERGENCY_CALL_LIMITS = { openPerMember: 2, intervalMs: 60_000 } as const;

export const OPEN_CALLS_REFUSAL = englishMessage('dispatch.openCallsLimit', {
  max: EMERGENCY_CALL_LIMITS.openPerMember,
});

/**
 * A 911 call's type when its caller does not say which: the dispatcher reads what happened
 * from the caller's description and sets it from the console.
 */
export const EMERGENCY_CALL_TYPE = 'Other' satisfies CallType;

export interface EmergencyCallInput {
  civilianId: string;
  department: Department;
  location: string;
  postal?: string | null | undefined;
  description: string;
  services: CallService[];
  /** What kind of emergency the caller says it is (its priority follows); else Other. */
  type?: CallType | undefined;
}

/** What a caller sees of their call: what they said and how far it got, never the notes. */
export type CallerStatus = 'received' | 'units assigned' | 'closed';

export interface CallerCallView {
  _id: string;
  callNumber: number;
  department: Department;
  location: string;
  postal: string | null;
  description: string | null;
  services: CallService[];
  caller: string;
  status: CallerStatus;
  unitCount: number;
  createdAt: string;
  closedAt: string | null;
}

export function callerStatus(call: Pick<CallView, 'status' | 'units'>): CallerStatus {
  if (call.status === 'Closed') return 'closed';
  return call.units.length ? 'units assigned' : 'received';
}

export function toCallerView(call: CallView, department: Department): CallerCallView {
  return {
    _id: call._id,
    callNumber: call.callNumber,
    department,
    location: call.location,
    postal: call.postal,
    description: call.details,
    services: call.services,
    caller: call.caller?.name ?? '',
    status: callerStatus(call),
    unitCount: call.units.length,
    createdAt: call.createdAt,
    closedAt: call.closedAt,
  };
}

/**
 * Inserts a call nobody is attached to yet (a 911 call, or one a dispatcher took), numbered
 * after the department's last one, and announces it. The counter's upsert takes the
 * department's lock, as createCall's does.
 */
export async function insertUnattendedCall(
  trx: Transaction<Database>,
  department: Department,
  values: {
    type: CallType;
    location: string;
    postal: string | null;
    details: string | null;
    services: CallService[];
    priority: number;
    source: CallSource;
    caller?: { discordId: string; civilianId: string; name: string } | undefined;
    dispatcherDiscordId?: string | undefined;
  },
  now: Date,
): Promise<CallView> {
  const { last_call_number: callNumber } = await trx
    .insertInto('dispatch_counters')
    .values({ department, last_call_number: 1 })
    .onConflict((oc) =>
      oc
        .column('department')
        .doUpdateSet({ last_call_number: sql<number>`dispatch_counters.last_call_number + 1` }),
    )
    .returning('last_call_number')
    .executeTakeFirstOrThrow();
  const row = await trx
    .insertInto('calls')
    .values({
      department,
      call_number: callNumber,
      type: values.type,
      location: values.location,
      postal: values.postal || null,
      details: values.details || null,
      services: sortServices(values.services),
      priority: values.priority,
      source: values.source,
      caller_discord_id: values.caller?.discordId ?? null,
      caller_civilian_id: values.caller?.civilianId ?? null,
      caller_name: values.caller?.name ?? null,
      dispatcher_discord_id: values.dispatcherDiscordId ?? null,
      primary_officer_id: null,
      created_by: null,
      created_at: now,
      updated_at: now,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  const call = toCallView({ ...row, primary_callsign: null, created_by_callsign: null }, []);
  await recordEvent(trx, department, 'call.created', call, now);
  return call;
}

/**
 * The type a 911 call lands with: the live type its caller chose, else Other with Other's
 * priority (Other's seeded priority if staff retired it; the dispatcher re-types the call).
 */
async function emergencyCallType(db: Kysely<Database>, type: string | undefined) {
  if (type !== undefined) return chooseCallType(db, type);
  const { callTypes } = await communityValues(db).all();
  return {
    name: EMERGENCY_CALL_TYPE,
    priority:
      findLiveCallType(callTypes, EMERGENCY_CALL_TYPE)?.priority ??
      CALL_TYPE_PRIORITY[EMERGENCY_CALL_TYPE],
  };
}

/**
 * A civilian dials 911: the call lands, unattended, on the board of every service it asks for
 * in the department, marked with its caller. The member must own the civilian.
 */
export async function callEmergency(
  db: Kysely<Database>,
  discordId: string,
  input: EmergencyCallInput,
  now: Date,
): Promise<CallerCallView> {
  const callType = await emergencyCallType(db, input.type);
  return db.transaction().execute(async (trx) => {
    // The member's row is the lock that serialises their calls (see EMERGENCY_CALL_LIMITS).
    await trx
      .selectFrom('users')
      .select('discord_id')
      .where('discord_id', '=', discordId)
      .forUpdate()
      .executeTakeFirst();
    const civilian = await trx
      .selectFrom('civilians')
      .select(['id', 'first_name', 'last_name'])
      .where('id', '=', input.civilianId)
      .where('discord_id', '=', discordId)
      .executeTakeFirst();
    if (!civilian) throw new DomainError('not_found', 'civilians.notFound');

    const recent = await trx
      .selectFrom('calls')
      .select((eb) => [
        eb.fn.countAll<number>().filterWhere('status', '=', 'Active').as('open'),
        eb.fn.max('created_at').as('last'),
      ])
      .where('caller_discord_id', '=', discordId)
      .where('source', '=', '911')
      .executeTakeFirstOrThrow();
    // The open calls first: once they are at the limit, "try again in N seconds" would not
    // be true.
    if (Number(recent.open) >= EMERGENCY_CALL_LIMITS.openPerMember) {
      throw new DomainError('conflict', 'dispatch.openCallsLimit', {
        params: { max: EMERGENCY_CALL_LIMITS.openPerMember },
        reason: 'open_calls_limit',
      });
    }
    const last = recent.last ? new Date(recent.last) : null;
    const waitMs = last ? last.getTime() + EMERGENCY_CALL_LIMITS.intervalMs - now.getTime() : 0;
    if (waitMs > 0) {
      const retryAfterSeconds = Math.ceil(waitMs / 1000);
      throw new DomainError(
        'rate_limited',
        retryAfterSeconds === 1 ? 'dispatch.callTooSoonOne' : 'dispatch.callTooSoon',
        { params: { seconds: retryAfterSeconds }, retryAfterSeconds },
      );
    }

    const call = await insertUnattendedCall(
      trx,
      input.department,
      {
        type: callType.name,
        location: input.location,
        postal: input.postal ?? null,
        details: input.description,
        services: input.services,
        priority: callType.priority,
        source: '911',
        caller: {
          discordId,
          civilianId: civilian.id,
          name: `${civilian.first_name} ${civilian.last_name}`,
        },
      },
      now,
    );
    return toCallerView(call, input.department);
  });
}

/** The member's 911 calls, newest first (the civilian page's "Your 911 calls"). */
export async function listMyEmergencyCalls(
  db: Kysely<Database>,
  discordId: string,
  limit = 10,
): Promise<CallerCallView[]> {
  const rows = await db
    .selectFrom('calls')
    .select(['id', 'department'])
    .where('caller_discord_id', '=', discordId)
    .where('source', '=', '911')
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  const calls: CallerCallView[] = [];
  for (const row of rows) {
    calls.push(toCallerView(await getCall(db, row.department, row.id), row.department));
  }
  return calls;
}
