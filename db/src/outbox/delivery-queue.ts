import { randomUUID } from 'node:crypto';
import { sql, type Kysely, type UpdateObject } from 'kysely';
import type { Database } from '../schema';
import type { OutboxKind } from './kinds';

/** A row a worker has leased: only the holder of `claimToken` may record its outcome. */
export interface ClaimedDelivery {
  id: number;
  kind: OutboxKind;
  payload: Record<string, unknown>;
  /** Delivery attempts so far, this one included. */
  attempts: number;
  claimToken: string;
}

/**
 * Leases up to `limit` due rows. `FOR UPDATE SKIP LOCKED` lets several workers claim at once
 * without waiting on or taking each other's rows; the lease (`locked_until`) keeps a claimed
 * row away from other workers after this statement commits, and returns it to the queue if
 * its worker dies mid-send (delivery is at least once).
 */
export async function claimDueDeliveries(
  db: Kysely<Database>,
  options: { now: Date; limit: number; leaseMs: number },
): Promise<ClaimedDelivery[]> {
  const { now, limit, leaseMs } = options;
  const claimToken = randomUUID();
  const rows = await db
    .updateTable('outbox')
    .set({
      locked_until: new Date(now.getTime() + leaseMs),
      claim_token: claimToken,
      attempts: sql<number>`attempts + 1`,
    })
    .where('id', 'in', (eb) =>
      eb
        .selectFrom('outbox')
        .select('id')
        .where('status', '=', 'pending')
        // The database stores microseconds, the clock here milliseconds: a row queued during
        // this millisecond is due (`<=` would miss it until the next pass).
        .where('next_attempt_at', '<', new Date(now.getTime() + 1))
        .where((w) => w.or([w('locked_until', 'is', null), w('locked_until', '<=', now)]))
        .orderBy('next_attempt_at')
        .orderBy('id')
        .limit(limit)
        .forUpdate()
        .skipLocked(),
    )
    .returning(['id', 'kind', 'payload', 'attempts'])
    .execute();
  return rows.map((r) => ({ ...r, claimToken })).sort((a, b) => a.id - b.id);
}

type Claim = Pick<ClaimedDelivery, 'id' | 'claimToken'>;

/**
 * Records a claimed row's outcome and releases its lease, only while the claim still holds
 * it; false when the lease was lost to another worker meanwhile.
 */
async function settleClaim(
  db: Kysely<Database>,
  claim: Claim,
  outcome: UpdateObject<Database, 'outbox'>,
): Promise<boolean> {
  const r = await db
    .updateTable('outbox')
    .set({ ...outcome, locked_until: null, claim_token: null })
    .where('id', '=', claim.id)
    .where('claim_token', '=', claim.claimToken)
    .executeTakeFirst();
  return r.numUpdatedRows > 0n;
}

/** Records a delivery; false when the lease was lost to another worker meanwhile. */
export async function markDeliverySent(
  db: Kysely<Database>,
  claim: Claim,
  outcome: { result: Record<string, unknown>; now: Date },
): Promise<boolean> {
  return settleClaim(db, claim, {
    status: 'sent',
    sent_at: outcome.now,
    result: JSON.stringify(outcome.result),
    last_error: null,
  });
}

/**
 * Puts a row back in the queue for a later attempt, keeping why this one failed.
 * `refundAttempt` takes back the attempt the claim counted (Discord only asked to wait).
 */
export async function scheduleDeliveryRetry(
  db: Kysely<Database>,
  claim: Claim,
  retry: { nextAttemptAt: Date; error: string; refundAttempt?: boolean },
): Promise<boolean> {
  return settleClaim(db, claim, {
    next_attempt_at: retry.nextAttemptAt,
    last_error: retry.error.slice(0, 1000),
    ...(retry.refundAttempt ? { attempts: sql<number>`GREATEST(attempts - 1, 0)` } : {}),
  });
}

/** Gives up on a row (Discord refused it for good); staff see the reason and may retry. */
export async function markDeliveryFailed(
  db: Kysely<Database>,
  claim: Claim,
  failure: { reason: string; now: Date },
): Promise<boolean> {
  return settleClaim(db, claim, {
    status: 'failed',
    failed_at: failure.now,
    last_error: failure.reason.slice(0, 1000),
  });
}
