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

export interface DmEditPayload {
  /** The record whose DM (the outbox's 'dm' row with this recordId) is edited. */
  recordId: string;
  /** The member the DM went to, so the staff screen can say whose DM it is. */
  discordId: string;
  /** The Status field the DM's embed gets, e.g. "✅ Paid $50.00 from your checking account". */
  status: string;
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

/**
 * Enqueues the paid-state edit of a record's DM in the caller's transaction; once per record
 * (`dm_edit:<recordId>`), since a fine is paid once.
 */
export async function enqueueDmEdit(db: Kysely<Database>, payload: DmEditPayload): Promise<void> {
  await db
    .insertInto('outbox')
    .values({
      kind: 'dm_edit',
      payload: JSON.stringify(payload),
      dedupe_key: `dm_edit:${payload.recordId}`,
    })
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
