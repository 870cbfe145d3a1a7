import { sql, type Kysely } from 'kysely';
import type { Database } from '../schema';
import type { OutboxStatus } from '../schema/core';
import { DomainError } from '../infra/errors';
import { enqueue } from '../outbox/enqueue';
import { recordAudit } from '../staff/audit-log';
import { endpointLabel, lockEndpoint, staffActor, type WebhookChange } from './endpoints';
import { TEST_EVENT } from './events';
import { eventBody, newMessageId } from './queue';

/** One delivery in an endpoint's log. */
export interface WebhookDelivery {
  id: number;
  /** The `webhook-id` header it is sent with. */
  messageId: string;
  type: string;
  status: OutboxStatus;
  attempts: number;
  /** The receiver's last HTTP status, when it answered. */
  responseStatus: number | null;
  /** Why the last attempt failed, when it did. */
  error: string | null;
  createdAt: string;
  /** When it was delivered, failed for good, or is next tried, by its status. */
  sentAt: string | null;
  failedAt: string | null;
  nextAttemptAt: string | null;
}

const LOG_LIMIT = 100;

/** The endpoint's latest deliveries, newest first. */
export async function listWebhookDeliveries(
  db: Kysely<Database>,
  endpointId: string,
): Promise<WebhookDelivery[]> {
  const exists = await db
    .selectFrom('webhook_endpoints')
    .select('id')
    .where('id', '=', endpointId)
    .executeTakeFirst();
  if (!exists) throw new DomainError('not_found', 'webhooks.notFound');
  const rows = await db
    .selectFrom('outbox')
    .select([
      'id',
      'status',
      'attempts',
      'last_error',
      'created_at',
      'sent_at',
      'failed_at',
      'next_attempt_at',
      sql<string>`payload->>'messageId'`.as('message_id'),
      sql<string>`payload->>'type'`.as('type'),
      sql<string | null>`result->>'responseStatus'`.as('response_status'),
    ])
    .where('kind', '=', 'event_webhook')
    .where(sql<string>`payload->>'endpointId'`, '=', endpointId)
    .orderBy('id', 'desc')
    .limit(LOG_LIMIT)
    .execute();
  return rows.map((r) => {
    // A failed attempt keeps the receiver's status in its error ("HTTP 503").
    const failedStatus = /\bHTTP (\d{3})\b/.exec(r.last_error ?? '')?.[1];
    const status = r.status === 'sent' ? r.response_status : failedStatus;
    return {
      id: r.id,
      messageId: r.message_id,
      type: r.type,
      status: r.status,
      attempts: r.attempts,
      responseStatus: status ? Number(status) : null,
      error: r.status === 'sent' ? null : r.last_error,
      createdAt: r.created_at.toISOString(),
      sentAt: r.sent_at?.toISOString() ?? null,
      failedAt: r.failed_at?.toISOString() ?? null,
      nextAttemptAt: r.status === 'pending' ? r.next_attempt_at.toISOString() : null,
    };
  });
}

/**
 * Sends a delivery again, with the same `webhook-id` (a receiver that already has it can tell).
 * A failed one goes back to the queue with a fresh attempt budget; a delivered one is queued
 * again as a new row, so the log keeps both. One still waiting is left as it is.
 */
export async function replayWebhookDelivery(
  db: Kysely<Database>,
  change: WebhookChange,
  endpointId: string,
  deliveryId: number,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const endpoint = await lockEndpoint(trx, endpointId);
    const row = await trx
      .selectFrom('outbox')
      .select(['id', 'status', 'payload'])
      .where('id', '=', deliveryId)
      .where('kind', '=', 'event_webhook')
      .where(sql<string>`payload->>'endpointId'`, '=', endpointId)
      .forUpdate()
      .executeTakeFirst();
    if (!row) throw new DomainError('not_found', 'webhooks.deliveryNotFound');
    if (row.status === 'failed') {
      await trx
        .updateTable('outbox')
        .set({
          status: 'pending',
          attempts: 0,
          next_attempt_at: change.now,
          failed_at: null,
          locked_until: null,
          claim_token: null,
        })
        .where('id', '=', row.id)
        .execute();
    } else if (row.status === 'sent') {
      const p = row.payload as {
        endpointId: string;
        messageId: string;
        type: string;
        body: Record<string, unknown>;
      };
      await enqueue(trx, 'event_webhook', {
        endpointId: p.endpointId,
        messageId: p.messageId,
        type: p.type,
        body: p.body,
      });
    }
    await recordAudit(trx, {
      at: change.now,
      actor: staffActor(change),
      action: 'webhook.replay',
      target: { type: 'webhook', id: endpointId, label: endpointLabel(endpoint) },
      before: { delivery: row.id, status: row.status },
    });
  });
}

/** Queues a `webhook.test` event for one endpoint, to check the receiver verifies it. */
export async function sendWebhookTestEvent(
  db: Kysely<Database>,
  change: WebhookChange,
  endpointId: string,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const endpoint = await lockEndpoint(trx, endpointId);
    if (!endpoint.enabled) throw new DomainError('conflict', 'webhooks.disabled');
    await enqueue(trx, 'event_webhook', {
      endpointId,
      messageId: newMessageId(),
      type: TEST_EVENT,
      body: eventBody({
        type: TEST_EVENT,
        now: change.now,
        data: { endpointId, message: 'A test event sent from the staff console.' },
      }),
    });
    await recordAudit(trx, {
      at: change.now,
      actor: staffActor(change),
      action: 'webhook.test',
      target: { type: 'webhook', id: endpointId, label: endpointLabel(endpoint) },
    });
  });
}
