import { sql, type Kysely } from 'kysely';

// The CAD inside Discord: a 911 call made with /911 keeps the interaction it answered, so its
// private reply can be edited as the call progresses; assignment DMs, their edits and the
// dispatch channel's posts are their own kinds of outbox rows.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('discord_call_replies')
    .addColumn('call_id', 'uuid', (c) => c.primaryKey().references('calls.id').onDelete('cascade'))
    .addColumn('application_id', 'text', (c) => c.notNull())
    // Discord lets an interaction's token edit its reply for 15 minutes only; it is never
    // used after that.
    .addColumn('interaction_token', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await sql`
    ALTER TABLE outbox
      DROP CONSTRAINT outbox_kind_check,
      ADD CONSTRAINT outbox_kind_check
        CHECK (kind IN ('dm', 'webhook', 'dm_edit', 'call_dm', 'call_edit', 'call_post'))
  `.execute(db);
  // A unit's assignment DMs are found by unit when its status changes.
  await sql`CREATE INDEX outbox_call_dm_unit_idx ON outbox ((payload->>'officerId')) WHERE kind = 'call_dm'`.execute(
    db,
  );
  // A call's Discord messages are found by call when it changes.
  await sql`CREATE INDEX outbox_call_idx ON outbox ((payload->>'callId')) WHERE kind IN ('call_dm', 'call_post')`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX outbox_call_idx`.execute(db);
  await sql`DROP INDEX outbox_call_dm_unit_idx`.execute(db);
  await sql`DELETE FROM outbox WHERE kind IN ('call_dm', 'call_edit', 'call_post')`.execute(db);
  await sql`
    ALTER TABLE outbox
      DROP CONSTRAINT outbox_kind_check,
      ADD CONSTRAINT outbox_kind_check CHECK (kind IN ('dm', 'webhook', 'dm_edit'))
  `.execute(db);
  await db.schema.dropTable('discord_call_replies').execute();
}
