import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../schema';
import type { Department } from '../schema/core';
import type { UnitService } from '../schema/fire-rescue';
import { needsSafr } from './constants';

/** The PostgreSQL NOTIFY channel every API process LISTENs on. */
export const DISPATCH_CHANNEL = 'dispatch_events';

export type DispatchEventType =
  | 'call.created'
  | 'call.updated'
  | 'call.closed'
  | 'call.note'
  | 'bolo.created'
  | 'bolo.cleared'
  | 'unit.updated'
  | 'panic.raised'
  | 'panic.acknowledged'
  | 'signal100.set'
  | 'signal100.lifted'
  | 'tone.sent';

/** One stored event. `data` is the full entity after the change, so applying is idempotent. */
export interface DispatchEvent<T = unknown> {
  id: number;
  department: Department;
  type: DispatchEventType;
  data: T;
  at: string;
}

/** Who holds an event stream: a unit of a service, or a dispatcher. */
export type EventAudience = UnitService | 'dispatch';

/**
 * Whether a subscriber of a service receives an event of their department. Dispatchers
 * receive everything, as officers do; a call's notes reach only its units and dispatchers. Officers receive
 * everything. Fire/rescue members receive calls that need fire or EMS (a call only ever gains
 * services, so one never disappears from their board unannounced), fire/rescue units' status,
 * and every panic alert; never BOLOs or officers' status.
 */
export function visibleTo(
  audience: EventAudience,
  event: Pick<DispatchEvent, 'type' | 'data'>,
  /** The subscriber's unit (profile id); a call's notes reach only the units on it. */
  unitId?: string,
) {
  if (event.type === 'call.note') {
    if (audience === 'dispatch') return true;
    return (
      unitId !== undefined &&
      (event.data as { unitIds?: string[] }).unitIds?.includes(unitId) === true
    );
  }
  // A department's Signal 100 reaches every unit of it; a tone, only the units it names.
  if (event.type === 'signal100.set' || event.type === 'signal100.lifted') return true;
  if (event.type === 'tone.sent') {
    if (audience === 'dispatch') return true;
    const target = (event.data as { target?: { kind: string; service?: string; unitId?: string } })
      .target;
    if (target?.kind === 'service') return target.service === audience;
    if (target?.kind === 'unit') return unitId !== undefined && target.unitId === unitId;
    return target?.kind === 'all' || target?.kind === 'department';
  }
  if (audience === 'police' || audience === 'dispatch') return true;
  switch (event.type) {
    case 'call.created':
    case 'call.updated':
    case 'call.closed':
      return needsSafr((event.data as { services?: string[] }).services ?? []);
    case 'unit.updated':
      return (event.data as { service?: string }).service === 'safr';
    case 'panic.raised':
    case 'panic.acknowledged':
      return true;
    case 'bolo.created':
    case 'bolo.cleared':
      return false;
  }
}

/** A NOTIFY payload: the whole event, or only its id when the event is too big to carry. */
export type EventNotice = DispatchEvent | { id: number; department: Department };

// NOTIFY payloads must stay under 8000 bytes; bigger events are fetched by id.
const NOTIFY_MAX_BYTES = 7000;
// Every this many event ids, the writing department drops events older than the retention.
const PRUNE_EVERY = 500;
const RETENTION_MS = 24 * 60 * 60 * 1000;

type Db = Kysely<Database> | Transaction<Database>;

/**
 * Takes the department's write lock for the rest of the transaction and returns its counters.
 * Every dispatch write takes it first: event ids then commit in id order within a department
 * (a client that has seen id N can never later miss a smaller id), and each event's snapshot
 * of an entity includes every earlier committed change.
 */
export async function lockDepartment(trx: Transaction<Database>, department: Department) {
  return trx
    .insertInto('dispatch_counters')
    .values({ department })
    .onConflict((oc) =>
      oc
        .column('department')
        .doUpdateSet({ events_written: sql<number>`dispatch_counters.events_written` }),
    )
    .returningAll()
    .executeTakeFirstOrThrow();
}

/**
 * What must follow a dispatch event, written in the event's own transaction (the Discord
 * messages about a call, queued in the outbox). A hook that throws rolls the change back.
 */
export type DispatchEventHook = (trx: Transaction<Database>, event: DispatchEvent) => Promise<void>;

const hooks = new Set<DispatchEventHook>();

/**
 * Subscribes a hook to every dispatch event, run inside the transaction that records it so
 * that what it writes commits, or rolls back, with the change (docs/decisions/010). Processes
 * subscribe while building their dependencies; the same hook twice is subscribed once.
 * Returns the unsubscribe.
 */
export function onDispatchEvent(hook: DispatchEventHook): () => void {
  hooks.add(hook);
  return () => hooks.delete(hook);
}

/**
 * Appends an event, NOTIFYs listeners and runs the subscribed hooks (what Discord must hear of
 * it). Must run inside the transaction that made the change, after lockDepartment: NOTIFY and
 * what the hooks queue take effect only on commit, so a rolled-back change is never announced
 * and a committed one always is.
 */
export async function recordEvent<T>(
  trx: Transaction<Database>,
  department: Department,
  type: DispatchEventType,
  data: T,
  now: Date,
): Promise<DispatchEvent<T>> {
  if (!hooks.size) {
    // A process that forgot to subscribe would commit changes Discord never hears of: refused
    // loudly instead, so the omission cannot ship unnoticed.
    throw new Error('No dispatch event hooks are subscribed (see registerDiscordFollowUps)');
  }
  const at = now.toISOString();
  // The notice is the event serialised as {"id":N, ...rest}; the id is only known once the row
  // exists, so the database splices it in. One round trip: insert, count, notify.
  const rest = JSON.stringify({ department, type, data, at }).slice(1);
  const small = Buffer.byteLength(rest) + 32 <= NOTIFY_MAX_BYTES;
  const notice = small
    ? sql`concat('{"id":', e.id, ',', ${rest}::text)`
    : sql`concat('{"id":', e.id, ',"department":', to_json(${department}::text), '}')`;
  const { rows } = await sql<{ id: number }>`
    WITH e AS (
      INSERT INTO dispatch_events (department, type, payload, created_at)
      VALUES (${department}, ${type}, ${JSON.stringify(data)}::jsonb, ${now})
      RETURNING id
    ), counted AS (
      UPDATE dispatch_counters SET events_written = events_written + 1
      WHERE department = ${department}
    )
    SELECT e.id, pg_notify(${DISPATCH_CHANNEL}, ${notice}) FROM e`.execute(trx);
  const id = Number(rows[0]!.id);
  if (id % PRUNE_EVERY === 0) await pruneEvents(trx, department, now);
  const event: DispatchEvent<T> = { id, department, type, data, at };
  for (const hook of hooks) await hook(trx, event);
  return event;
}

async function pruneEvents(trx: Transaction<Database>, department: Department, now: Date) {
  const cutoff = new Date(now.getTime() - RETENTION_MS);
  const removed = await trx
    .deleteFrom('dispatch_events')
    .where('department', '=', department)
    .where('created_at', '<', cutoff)
    .returning('id')
    .execute();
  if (!removed.length) return;
  const last = Math.max(...removed.map((r) => r.id));
  await trx
    .updateTable('dispatch_counters')
    .set({ pruned_through: sql<number>`greatest(pruned_through, ${last})` })
    .where('department', '=', department)
    .execute();
}

function toEvent(row: {
  id: number;
  department: Department;
  type: string;
  payload: unknown;
  created_at: Date;
}): DispatchEvent {
  return {
    id: row.id,
    department: row.department,
    type: row.type as DispatchEventType,
    data: row.payload,
    at: row.created_at.toISOString(),
  };
}

export async function findEvent(db: Db, id: number): Promise<DispatchEvent | undefined> {
  const row = await db
    .selectFrom('dispatch_events')
    .select(['id', 'department', 'type', 'payload', 'created_at'])
    .where('id', '=', id)
    .executeTakeFirst();
  return row && toEvent(row);
}

/** Where a department's event stream stands: its newest id and how far it was pruned. */
export async function eventCursor(
  db: Db,
  department: Department,
): Promise<{ latest: number; prunedThrough: number }> {
  const row = await db
    .selectFrom('dispatch_counters')
    .select((eb) => [
      'pruned_through',
      eb
        .selectFrom('dispatch_events')
        .select((e) => e.fn.max('id').as('m'))
        .where('department', '=', department)
        .as('latest'),
    ])
    .where('department', '=', department)
    .executeTakeFirst();
  return { latest: Number(row?.latest ?? 0), prunedThrough: Number(row?.pruned_through ?? 0) };
}

/** A department's events after `afterId`, oldest first (at most `limit`). */
export async function eventsAfter(
  db: Db,
  department: Department,
  afterId: number,
  limit: number,
): Promise<DispatchEvent[]> {
  const rows = await db
    .selectFrom('dispatch_events')
    .select(['id', 'department', 'type', 'payload', 'created_at'])
    .where('department', '=', department)
    .where('id', '>', afterId)
    .orderBy('id')
    .limit(limit)
    .execute();
  return rows.map(toEvent);
}
