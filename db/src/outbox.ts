import type { Kysely } from 'kysely';
import type { Database } from './schema';
import type { Department } from './schema/core';

/** Discord message body as sent to the REST API (embeds and message components). */
export interface DiscordMessage {
  content?: string;
  embeds?: {
    title?: string;
    description?: string;
    color?: number;
    fields?: { name: string; value: string; inline?: boolean }[];
    footer?: { text: string };
    timestamp?: string;
  }[];
  components?: unknown[];
}

export interface DmPayload {
  /** The member to DM. */
  discordId: string;
  message: DiscordMessage;
  /** The record the message is about, so a later edit (paid) can find it. */
  recordId?: string | undefined;
}

export interface WebhookPayload {
  /** The department whose report webhook (from configuration) receives it. */
  platform: Department;
  message: DiscordMessage;
}

/**
 * Enqueues a DM in the caller's transaction: it is delivered if and only if the
 * transaction commits. A repeated dedupe key enqueues nothing.
 */
export async function enqueueDm(
  db: Kysely<Database>,
  payload: DmPayload,
  dedupeKey?: string,
): Promise<void> {
  await db
    .insertInto('outbox')
    .values({ kind: 'dm', payload: JSON.stringify(payload), dedupe_key: dedupeKey ?? null })
    .onConflict((oc) => oc.column('dedupe_key').doNothing())
    .execute();
}

/** Enqueues a report-channel webhook post in the caller's transaction. */
export async function enqueueWebhook(
  db: Kysely<Database>,
  payload: WebhookPayload,
  dedupeKey?: string,
): Promise<void> {
  await db
    .insertInto('outbox')
    .values({ kind: 'webhook', payload: JSON.stringify(payload), dedupe_key: dedupeKey ?? null })
    .onConflict((oc) => oc.column('dedupe_key').doNothing())
    .execute();
}
