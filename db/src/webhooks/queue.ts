import { randomUUID } from 'node:crypto';
import { sql, type Transaction } from 'kysely';
import type { Database } from '../schema';
import { enqueue } from '../outbox/enqueue';
import type { WebhookEvent } from './events';

export interface QueuedEvent {
  type: WebhookEvent | 'webhook.test';
  /** The entity as the site shows it after the change (docs/webhooks.md lists each shape). */
  data: Record<string, unknown>;
  /** The department the event happened in, when it belongs to one. */
  department?: string | null | undefined;
  now: Date;
  /**
   * Names the event once per endpoint when the same change can be announced again (a unit
   * assigned to a call is announced once per call): a repeat queues nothing.
   */
  once?: string | undefined;
}

/** `msg_` + a random id: the `webhook-id` header, unique per event and endpoint. */
export const newMessageId = () => `msg_${randomUUID().replaceAll('-', '')}`;

/** The JSON body every delivery carries: the Standard Webhooks `type`, `timestamp`, `data`. */
export function eventBody(event: QueuedEvent): Record<string, unknown> {
  return {
    type: event.type,
    timestamp: event.now.toISOString(),
    ...(event.department ? { department: event.department } : {}),
    data: event.data,
  };
}

/**
 * Queues an event for every enabled endpoint subscribed to it, in the caller's transaction:
 * it is delivered if and only if the change commits. Returns how many deliveries were queued.
 */
export async function queueWebhookEvent(
  trx: Transaction<Database>,
  event: QueuedEvent & { type: WebhookEvent },
): Promise<number> {
  const endpoints = await trx
    .selectFrom('webhook_endpoints')
    .select('id')
    .where('enabled', '=', true)
    .where(sql<boolean>`events @> ARRAY[${event.type}]::text[]`)
    .execute();
  if (!endpoints.length) return 0;
  const body = eventBody(event);
  let queued = 0;
  for (const { id } of endpoints) {
    const row = await enqueue(
      trx,
      'event_webhook',
      { endpointId: id, messageId: newMessageId(), type: event.type, body },
      event.once ? { dedupeKey: `event_webhook:${id}:${event.type}:${event.once}` } : {},
    );
    if (row !== undefined) queued += 1;
  }
  return queued;
}
