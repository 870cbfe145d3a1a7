import { sql, type Kysely } from 'kysely';
import type { Database } from '../schema';
import { OUTBOX_KINDS, type KindDefinition, type OutboxKind, type OutboxPayloads } from './kinds';

export interface EnqueueOptions {
  /**
   * For a kind whose key does not follow from its payload (see OUTBOX_KINDS): a repeated key
   * queues nothing. A kind that derives its key refuses one.
   */
  dedupeKey?: string | undefined;
  /**
   * Not delivered before this time (a reminder queued with the change it is about); a kind
   * that coalesces refuses one, as its waiting row must go out with the next pass.
   */
  notBefore?: Date | undefined;
}

/**
 * Queues a message in the caller's transaction: it is delivered if and only if the
 * transaction commits. The payload is checked against its kind's definition first, so a row
 * the worker could not read is refused here, where the mistake is made, not at delivery.
 * Returns the new row's id, or undefined when a repeat was kept out of the queue.
 */
export async function enqueue<K extends OutboxKind>(
  db: Kysely<Database>,
  kind: K,
  payload: OutboxPayloads[K],
  options: EnqueueOptions = {},
): Promise<number | undefined> {
  const definition: KindDefinition<OutboxPayloads[K]> = OUTBOX_KINDS[kind];
  if (definition.dedupeKey && options.dedupeKey !== undefined) {
    throw new Error(`The outbox derives the dedupe key of a ${kind} from its payload`);
  }
  if (definition.coalesceBy && options.notBefore) {
    throw new Error(`A ${kind} is delivered with the next pass, not scheduled`);
  }
  definition.payload.parse(payload);
  // The payload as given, not as parsed: the row holds exactly what the caller wrote.
  const json = JSON.stringify(payload);
  if (definition.coalesceBy) {
    const fields = payload as Record<string, unknown>;
    const same = definition.coalesceBy.map(
      (field) => sql`coalesce(payload->>${field}::text, '') = ${String(fields[field] ?? '')}`,
    );
    const { rows } = await sql<{ id: number }>`
      INSERT INTO outbox (kind, payload)
      SELECT ${kind}::text, ${json}::jsonb
      WHERE NOT EXISTS (
        SELECT 1 FROM outbox
        WHERE kind = ${kind} AND status = 'pending' AND locked_until IS NULL
          AND ${sql.join(same, sql` AND `)}
      )
      RETURNING id`.execute(db);
    return rows[0]?.id;
  }
  const dedupeKey = definition.dedupeKey
    ? definition.dedupeKey(payload)
    : (options.dedupeKey ?? null);
  const inserted = await db
    .insertInto('outbox')
    .values({
      kind,
      payload: json,
      dedupe_key: dedupeKey,
      ...(options.notBefore ? { next_attempt_at: options.notBefore } : {}),
    })
    .onConflict((oc) => oc.column('dedupe_key').doNothing())
    .returning('id')
    .executeTakeFirst();
  return inserted?.id;
}
