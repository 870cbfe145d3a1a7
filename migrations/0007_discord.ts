import { sql, type Kysely } from 'kysely';

// Discord delivery: claim leases on the outbox, so a worker that dies mid-send releases its
// rows after the lease, and a late worker cannot overwrite another worker's outcome.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('outbox')
    .addColumn('locked_until', 'timestamptz')
    .addColumn('claim_token', 'uuid')
    .addColumn('failed_at', 'timestamptz')
    .execute();
  // The staff screen lists failed deliveries newest first.
  await sql`CREATE INDEX outbox_failed_idx ON outbox (failed_at DESC) WHERE status = 'failed'`.execute(
    db,
  );
  // A Pay Fine DM is queued once per record; finding it by record must not scan the outbox.
  await sql`CREATE INDEX outbox_dm_record_idx ON outbox ((payload->>'recordId')) WHERE kind = 'dm'`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX IF EXISTS outbox_dm_record_idx`.execute(db);
  await sql`DROP INDEX IF EXISTS outbox_failed_idx`.execute(db);
  await db.schema
    .alterTable('outbox')
    .dropColumn('locked_until')
    .dropColumn('claim_token')
    .dropColumn('failed_at')
    .execute();
}
