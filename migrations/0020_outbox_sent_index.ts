import { sql, type Kysely } from 'kysely';

// The readiness check asks when a message was last delivered (a queue that is retrying but
// delivering nothing is stuck): this answers it from the newest end of an index instead of
// reading every message ever sent.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE INDEX outbox_sent_at_idx ON outbox (sent_at) WHERE status = 'sent'`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX outbox_sent_at_idx`.execute(db);
}
