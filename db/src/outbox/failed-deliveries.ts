import { sql, type Kysely } from 'kysely';
import type { Database } from '../schema';
import type { Department } from '../schema/core';
import { recordAudit } from '../staff/audit-log';
import { STAFF_PROFILE } from '../staff/constants';
import { boundedLimit, pageOf, PAGE_SIZE, type KeysetPage } from '../infra/keyset-paging';
import type { OutboxKind } from './kinds';

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
 * Failed deliveries, newest failure first, a page at a time (keyset.ts). A failed row always
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
      // A DM edit carries no message of its own: its new Status tells it apart; a role change
      // its role and item.
      sql<string | null>`coalesce(
        outbox.payload#>>'{message,embeds,0,title}',
        outbox.payload->>'status',
        outbox.payload->>'roleId' || coalesce(' · ' || (outbox.payload->>'item'), '')
      )`.as('title'),
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
    platform: r.platform || null,
    title: r.title,
    recordId: r.record_id,
    attempts: r.attempts,
    reason: r.last_error,
    createdAt: r.created_at,
    failedAt: r.failed_at,
  }));
  return { deliveries, nextCursor };
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
