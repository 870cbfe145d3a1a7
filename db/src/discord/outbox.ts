import { randomUUID } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { DiscordMessage, DmPayload } from '../outbox';
import type { Database } from '../schema';
import type { Department, OutboxKind } from '../schema/core';
import { recordAudit, type AuditActor } from '../staff/audit-log';
import { STAFF_PROFILE } from '../staff/constants';
import { boundedLimit, pageOf, PAGE_SIZE, type KeysetPage } from '../infra/keyset-paging';

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

function ownedBy(claim: Pick<ClaimedDelivery, 'id' | 'claimToken'>) {
  return { id: claim.id, token: claim.claimToken };
}

/** Records a delivery; false when the lease was lost to another worker meanwhile. */
export async function markDeliverySent(
  db: Kysely<Database>,
  claim: Pick<ClaimedDelivery, 'id' | 'claimToken'>,
  outcome: { result: Record<string, unknown>; now: Date },
): Promise<boolean> {
  const { id, token } = ownedBy(claim);
  const r = await db
    .updateTable('outbox')
    .set({
      status: 'sent',
      sent_at: outcome.now,
      result: JSON.stringify(outcome.result),
      last_error: null,
      locked_until: null,
      claim_token: null,
    })
    .where('id', '=', id)
    .where('claim_token', '=', token)
    .executeTakeFirst();
  return r.numUpdatedRows > 0n;
}

/**
 * Puts a row back in the queue for a later attempt, keeping why this one failed.
 * `refundAttempt` takes back the attempt the claim counted (Discord only asked to wait).
 */
export async function scheduleDeliveryRetry(
  db: Kysely<Database>,
  claim: Pick<ClaimedDelivery, 'id' | 'claimToken'>,
  retry: { nextAttemptAt: Date; error: string; refundAttempt?: boolean },
): Promise<boolean> {
  const { id, token } = ownedBy(claim);
  const r = await db
    .updateTable('outbox')
    .set({
      next_attempt_at: retry.nextAttemptAt,
      last_error: retry.error.slice(0, 1000),
      locked_until: null,
      claim_token: null,
      ...(retry.refundAttempt ? { attempts: sql<number>`GREATEST(attempts - 1, 0)` } : {}),
    })
    .where('id', '=', id)
    .where('claim_token', '=', token)
    .executeTakeFirst();
  return r.numUpdatedRows > 0n;
}

/** Gives up on a row (Discord refused it for good); staff see the reason and may retry. */
export async function markDeliveryFailed(
  db: Kysely<Database>,
  claim: Pick<ClaimedDelivery, 'id' | 'claimToken'>,
  failure: { reason: string; now: Date },
): Promise<boolean> {
  const { id, token } = ownedBy(claim);
  const r = await db
    .updateTable('outbox')
    .set({
      status: 'failed',
      failed_at: failure.now,
      last_error: failure.reason.slice(0, 1000),
      locked_until: null,
      claim_token: null,
    })
    .where('id', '=', id)
    .where('claim_token', '=', token)
    .executeTakeFirst();
  return r.numUpdatedRows > 0n;
}

export interface FailedDelivery {
  id: number;
  kind: OutboxKind;
  /** The member a DM was for. */
  discordId: string | null;
  /** Their username when they have signed in to the site. */
  username: string | null;
  /** The report channel a webhook post was for. */
  platform: Department | null;
  /** The message's embed title, to tell deliveries apart. */
  title: string | null;
  recordId: string | null;
  attempts: number;
  reason: string | null;
  createdAt: Date;
  failedAt: Date | null;
}

/**
 * Failed deliveries, newest failure first, a page at a time (keyset-paging.ts). A failed row always
 * has its failed_at (markDeliveryFailed), so the key has no NULL in it.
 */
export async function listFailedDeliveries(
  db: Kysely<Database>,
  page: KeysetPage = { limit: PAGE_SIZE.max },
): Promise<{ deliveries: FailedDelivery[]; nextCursor: string | null }> {
  const limit = boundedLimit(page.limit);
  let query = db
    .selectFrom('outbox')
    .leftJoin('users', (join) =>
      join.on(sql<boolean>`users.discord_id = outbox.payload->>'discordId'`),
    )
    .select([
      'outbox.id',
      'outbox.kind',
      'outbox.attempts',
      'outbox.last_error',
      'outbox.created_at',
      'outbox.failed_at',
      'users.username',
      sql<string | null>`outbox.payload->>'discordId'`.as('discord_id'),
      sql<string | null>`outbox.payload->>'platform'`.as('platform'),
      sql<string | null>`outbox.payload->>'recordId'`.as('record_id'),
      // A DM edit carries no message of its own: its new Status tells it apart.
      sql<
        string | null
      >`coalesce(outbox.payload#>>'{message,embeds,0,title}', outbox.payload->>'status')`.as(
        'title',
      ),
      sql<string>`outbox.failed_at::text`.as('page_at'),
    ])
    .where('outbox.status', '=', 'failed');
  if (page.after) {
    const [at, id] = page.after;
    query = query.where(
      sql<boolean>`(outbox.failed_at, outbox.id) < (${at}::timestamptz, ${id}::bigint)`,
    );
  }
  const found = await query
    .orderBy('outbox.failed_at', 'desc')
    .orderBy('outbox.id', 'desc')
    .limit(limit + 1)
    .execute();
  const { rows, nextCursor } = pageOf(found, limit, (r) => [r.page_at, String(r.id)]);
  const deliveries: FailedDelivery[] = rows.map((r) => ({
    id: r.id,
    kind: r.kind,
    discordId: r.discord_id,
    username: r.username ?? null,
    platform: r.platform === 'Xbox' || r.platform === 'PlayStation' ? r.platform : null,
    title: r.title,
    recordId: r.record_id,
    attempts: r.attempts,
    reason: r.last_error,
    createdAt: r.created_at,
    failedAt: r.failed_at,
  }));
  return { deliveries, nextCursor };
}

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

export type RetryOutcome = 'retried' | 'not_found' | 'not_failed';

/** Sends a failed delivery back to the queue, due at once, with a fresh attempt budget. */
export async function retryFailedDelivery(
  db: Kysely<Database>,
  id: number,
  now: Date,
  staffDiscordId: string,
): Promise<RetryOutcome> {
  return db.transaction().execute(async (trx) => {
    const retried = await trx
      .updateTable('outbox')
      .set({
        status: 'pending',
        attempts: 0,
        next_attempt_at: now,
        failed_at: null,
        locked_until: null,
        claim_token: null,
      })
      .where('id', '=', id)
      .where('status', '=', 'failed')
      .returning([
        'kind',
        'last_error',
        sql<string | null>`payload->>'discordId'`.as('discord_id'),
        sql<string | null>`payload->>'platform'`.as('platform'),
        sql<string | null>`payload->>'recordId'`.as('record_id'),
      ])
      .executeTakeFirst();
    if (!retried) {
      const exists = await trx
        .selectFrom('outbox')
        .select('id')
        .where('id', '=', id)
        .executeTakeFirst();
      return exists ? 'not_failed' : 'not_found';
    }
    const to =
      retried.kind === 'webhook' ? `${retried.platform} report channel` : retried.discord_id;
    await recordAudit(trx, {
      at: now,
      actor: { discordId: staffDiscordId, profile: STAFF_PROFILE },
      action: 'delivery.retry',
      target: { type: 'delivery', id: String(id), label: `${retried.kind} to ${to ?? 'unknown'}` },
      before: { status: 'failed', reason: retried.last_error },
      after: { status: 'pending', recordId: retried.record_id },
    });
    return 'retried';
  });
}

export interface RecordDm {
  status: 'pending' | 'sent' | 'failed';
  message: DiscordMessage | null;
  /** Where Discord put it, once sent. */
  channelId: string | null;
  messageId: string | null;
}

/** The Pay Fine DM queued for a record (its first, should there be more), if any. */
export async function findRecordDm(
  db: Kysely<Database>,
  recordId: string,
): Promise<RecordDm | undefined> {
  const row = await db
    .selectFrom('outbox')
    .select(['status', 'payload', 'result'])
    .where('kind', '=', 'dm')
    .where(sql<string>`payload->>'recordId'`, '=', recordId)
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();
  if (!row) return undefined;
  const message = row.payload.message;
  const text = (value: unknown) => (typeof value === 'string' ? value : null);
  return {
    status: row.status,
    message: message && typeof message === 'object' ? (message as DiscordMessage) : null,
    channelId: text(row.result?.channelId),
    messageId: text(row.result?.messageId),
  };
}

const PAY_FINE_ID = /^payfine:(.+)$/;

/** The record a message's Pay Fine button pays, if it has one. */
export function payFineRecordId(components: unknown[] | undefined): string | undefined {
  for (const row of components ?? []) {
    const buttons = (row as { components?: { custom_id?: unknown }[] }).components ?? [];
    for (const button of buttons) {
      const match = typeof button.custom_id === 'string' && PAY_FINE_ID.exec(button.custom_id);
      if (match) return match[1];
    }
  }
  return undefined;
}

/**
 * Queues a DM asked for through the API, with its audit entry (the officer who sent it). A
 * Pay Fine DM is queued once per record: if the record's DM is already in the outbox (the
 * report queued it, or the request is repeated), nothing more is queued or recorded.
 */
export async function enqueueDirectMessage(
  db: Kysely<Database>,
  input: { discordId: string; message: DiscordMessage; sender: AuditActor; now: Date },
): Promise<{ queued: boolean }> {
  const recordId = payFineRecordId(input.message.components);
  return db.transaction().execute(async (trx) => {
    if (recordId) {
      const existing = await trx
        .selectFrom('outbox')
        .select('id')
        .where('kind', '=', 'dm')
        .where(sql<string>`payload->>'recordId'`, '=', recordId)
        .executeTakeFirst();
      if (existing) return { queued: false };
    }
    const payload: DmPayload = { discordId: input.discordId, message: input.message, recordId };
    const inserted = await trx
      .insertInto('outbox')
      .values({
        kind: 'dm',
        payload: JSON.stringify(payload),
        dedupe_key: recordId ? `dm:${recordId}` : null,
      })
      .onConflict((oc) => oc.column('dedupe_key').doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!inserted) return { queued: false };
    const member = await trx
      .selectFrom('users')
      .select('username')
      .where('discord_id', '=', input.discordId)
      .executeTakeFirst();
    const embed = input.message.embeds?.[0];
    await recordAudit(trx, {
      at: input.now,
      actor: input.sender,
      action: 'dm.send',
      target: { type: 'member', id: input.discordId, label: member?.username ?? input.discordId },
      after: {
        delivery: inserted.id,
        title: embed?.title ?? null,
        description: embed?.description ?? null,
        recordId: recordId ?? null,
      },
    });
    return { queued: true };
  });
}
