import { sql, type Kysely } from 'kysely';
import { migrations } from '../../../migrations';
import { deliveryProgress, deliveryQueueStats } from '../outbox';
import type { Database } from '../schema';

/**
 * Due messages waiting longer than this mean no delivery worker is running; messages waiting
 * this long while nothing at all was delivered for as long mean the worker runs but delivers
 * nothing (Discord refusing the bot token, Discord unreachable).
 */
export const OUTBOX_STUCK_AFTER_MS = 10 * 60_000;

export interface Readiness {
  ready: boolean;
  database: 'reachable' | 'unreachable';
  migrations: 'current' | 'behind' | 'unknown';
  outbox: 'flowing' | 'stuck' | 'not_delivered_here' | 'unknown';
  /** Messages waiting to be sent, and how long the oldest due one has waited. */
  outboxPending?: number;
  outboxOldestDueMs?: number;
  /** How long the oldest undelivered message has waited since it was queued. */
  outboxOldestWaitingMs?: number;
  /** How long ago a message was last delivered (absent when none ever was). */
  outboxLastDeliveredMs?: number;
}

/**
 * What a proxy's readiness probe asks: can this process serve? The database answers, every
 * migration this build knows has run, and (where this deployment delivers to Discord) due
 * messages are being sent.
 */
export async function checkReadiness(
  db: Kysely<Database>,
  options: { now: Date; outboxDelivered: boolean },
): Promise<Readiness> {
  let applied: Set<string>;
  try {
    const rows = await sql<{ name: string }>`SELECT name FROM kysely_migration`.execute(db);
    applied = new Set(rows.rows.map((r) => r.name));
  } catch {
    return { ready: false, database: 'unreachable', migrations: 'unknown', outbox: 'unknown' };
  }
  const current = Object.keys(migrations).every((name) => applied.has(name));
  const [queue, progress] = await Promise.all([
    deliveryQueueStats(db, options.now),
    deliveryProgress(db),
  ]);
  const ago = (at: Date | null) => (at ? options.now.getTime() - at.getTime() : undefined);
  const oldestDueMs = ago(queue.dueSince) ?? 0;
  const oldestWaitingMs = ago(progress.waitingSince) ?? 0;
  const lastDeliveredMs = ago(progress.lastSentAt);
  const deliversNothing =
    oldestWaitingMs > OUTBOX_STUCK_AFTER_MS &&
    (lastDeliveredMs === undefined || lastDeliveredMs > OUTBOX_STUCK_AFTER_MS);
  const outbox = !options.outboxDelivered
    ? 'not_delivered_here'
    : oldestDueMs > OUTBOX_STUCK_AFTER_MS || deliversNothing
      ? 'stuck'
      : 'flowing';
  return {
    ready: current && outbox !== 'stuck',
    database: 'reachable',
    migrations: current ? 'current' : 'behind',
    outbox,
    outboxPending: queue.pending,
    outboxOldestDueMs: oldestDueMs,
    outboxOldestWaitingMs: oldestWaitingMs,
    ...(lastDeliveredMs === undefined ? {} : { outboxLastDeliveredMs: lastDeliveredMs }),
  };
}
