import { sql, type Kysely } from 'kysely';

// Event webhooks: HTTPS endpoints staff register for chosen CAD events. Each delivery is an
// outbox row of its own kind, queued in the transaction of the change it announces, so the
// outbox's retries, failures and staff retry apply to it as to Discord messages.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE webhook_endpoints (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      url text NOT NULL CHECK (char_length(url) BETWEEN 8 AND 2000),
      description text NOT NULL DEFAULT '' CHECK (char_length(description) <= 200),
      events text[] NOT NULL CHECK (cardinality(events) >= 1 AND events <@ ARRAY[
        'call.created', 'call.updated', 'call.closed', 'unit.status', 'unit.assigned', 'panic',
        'bolo.created', 'record.created', 'fine.paid', 'warrant.created', 'warrant.served'
      ]::text[]),
      -- The signing secret must be readable to sign with, so it is kept, never shown again.
      secret text NOT NULL CHECK (secret LIKE 'whsec_%'),
      enabled boolean NOT NULL DEFAULT true,
      created_at timestamptz NOT NULL,
      created_by text NOT NULL,
      updated_at timestamptz NOT NULL
    )
  `.execute(db);
  await sql`
    ALTER TABLE outbox
      DROP CONSTRAINT outbox_kind_check,
      ADD CONSTRAINT outbox_kind_check CHECK (kind IN
        ('dm', 'webhook', 'dm_edit', 'call_dm', 'call_edit', 'call_post', 'event_webhook'))
  `.execute(db);
  // An endpoint's delivery log reads its rows newest first.
  await sql`CREATE INDEX outbox_event_webhook_idx ON outbox ((payload->>'endpointId'), id DESC) WHERE kind = 'event_webhook'`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX outbox_event_webhook_idx`.execute(db);
  await sql`DELETE FROM outbox WHERE kind = 'event_webhook'`.execute(db);
  await sql`
    ALTER TABLE outbox
      DROP CONSTRAINT outbox_kind_check,
      ADD CONSTRAINT outbox_kind_check
        CHECK (kind IN ('dm', 'webhook', 'dm_edit', 'call_dm', 'call_edit', 'call_post'))
  `.execute(db);
  await sql`DROP TABLE webhook_endpoints`.execute(db);
}
