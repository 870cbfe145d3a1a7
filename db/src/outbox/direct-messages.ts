import { sql, type Kysely } from 'kysely';
import type { Database } from '../schema';
import { recordAudit, type AuditActor } from '../staff/audit-log';
import { enqueue } from './enqueue';
import type { DiscordMessage, DmPayload } from './kinds';

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
    const delivery = await enqueue(trx, 'dm', payload);
    if (delivery === undefined) return { queued: false };
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
        delivery,
        title: embed?.title ?? null,
        description: embed?.description ?? null,
        recordId: recordId ?? null,
      },
    });
    return { queued: true };
  });
}
