import { sql, type Kysely } from 'kysely';
import type { Database } from '../schema';

export interface DeliveryQueueStats {
  /** Waiting to be sent (new, or back in the queue after an error). */
  pending: number;
  /** Of those, how many already failed at least once and wait for another attempt. */
  retrying: number;
  /**
   * Since when the longest-waiting due message (not in backoff, not being sent) has been due.
   * A running worker claims due messages within seconds; long ago means none is running.
   */
  dueSince: Date | null;
}

/** What is still waiting in the queue, for the staff screen. */
export async function deliveryQueueStats(
  db: Kysely<Database>,
  now: Date,
): Promise<DeliveryQueueStats> {
  // Microsecond timestamps against a millisecond clock, as in claimDueDeliveries.
  const dueBy = new Date(now.getTime() + 1);
  const row = await db
    .selectFrom('outbox')
    .select((eb) => [
      eb.fn.countAll<string>().as('pending'),
      sql<string>`count(*) FILTER (WHERE last_error IS NOT NULL)`.as('retrying'),
      sql<Date | null>`min(next_attempt_at) FILTER (
        WHERE next_attempt_at < ${dueBy} AND (locked_until IS NULL OR locked_until <= ${now})
      )`.as('due_since'),
    ])
    .where('status', '=', 'pending')
    .executeTakeFirstOrThrow();
  return {
    pending: Number(row.pending),
    retrying: Number(row.retrying),
    dueSince: row.due_since ? new Date(row.due_since) : null,
  };
}

/**
 * Whether the queue delivers at all: since when its oldest undelivered message has waited
 * (rows are due when queued), and when a message was last delivered. A worker that retries
 * every message without delivering any (Discord refusing the token) keeps due rows in
 * backoff, so `dueSince` alone would call that queue healthy.
 */
export async function deliveryProgress(
  db: Kysely<Database>,
): Promise<{ waitingSince: Date | null; lastSentAt: Date | null }> {
  const row = await db
    .selectNoFrom((eb) => [
      eb
        .selectFrom('outbox')
        .select((o) => o.fn.min('created_at').as('at'))
        .where('status', '=', 'pending')
        .as('waiting_since'),
      eb
        .selectFrom('outbox')
        .select((o) => o.fn.max('sent_at').as('at'))
        .where('status', '=', 'sent')
        .as('last_sent_at'),
    ])
    .executeTakeFirstOrThrow();
  const date = (value: unknown) => (value ? new Date(value as string | Date) : null);
  return { waitingSince: date(row.waiting_since), lastSentAt: date(row.last_sent_at) };
}
