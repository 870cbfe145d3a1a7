import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../schema';
import type { FineStatus, RecordType } from '../schema/records';

/** The NOTIFY channel for changes to a member's own civilians' records (payload: RecordEvent). */
export const RECORD_EVENTS_CHANNEL = 'tenfour_record_events';

/**
 * A record of one of the member's civilians was filed ('record.created') or its fine paid
 * ('record.updated'). It names the record, not its contents: the member's screens read the
 * record again through the routes that decide what they may see.
 */
export interface RecordEvent {
  type: 'record.created' | 'record.updated';
  /** The civilian's owner, the only member told. */
  discordId: string;
  civilianId: string;
  recordId: string;
  recordType: RecordType;
  fineStatus: FineStatus;
}

/**
 * Tells the civilian's owner, live, that a record changed. Call it inside the transaction that
 * made the change: PostgreSQL delivers a NOTIFY on commit, so a rolled-back record is never
 * announced. Nothing is stored: a screen that was not listening reads the records when it
 * (re)connects.
 */
export async function publishRecordEvent(
  trx: Kysely<Database> | Transaction<Database>,
  event: RecordEvent,
): Promise<void> {
  await sql`SELECT pg_notify(${RECORD_EVENTS_CHANNEL}, ${JSON.stringify(event)})`.execute(trx);
}
