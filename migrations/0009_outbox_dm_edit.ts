import { sql, type Kysely } from 'kysely';

// A fine paid on the site turns the record's Pay Fine DM into its paid state: the edit is
// queued in the payment's own transaction, as its own kind of outbox row.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE outbox
      DROP CONSTRAINT outbox_kind_check,
      ADD CONSTRAINT outbox_kind_check CHECK (kind IN ('dm', 'webhook', 'dm_edit'))
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  // The old constraint cannot hold while edits remain.
  await sql`DELETE FROM outbox WHERE kind = 'dm_edit'`.execute(db);
  await sql`
    ALTER TABLE outbox
      DROP CONSTRAINT outbox_kind_check,
      ADD CONSTRAINT outbox_kind_check CHECK (kind IN ('dm', 'webhook'))
  `.execute(db);
}
