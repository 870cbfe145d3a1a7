import { sql, type Kysely } from 'kysely';

// 911 calls from civilians, the dispatcher's call priority and call notes, and stolen
// vehicles with the BOLO reporting them created.
export async function up(db: Kysely<unknown>): Promise<void> {
  // Where a call came from: a unit made it ('unit'), a civilian dialled 911, or a dispatcher
  // took it. A 911 call keeps its caller (the member and their civilian, and the name as it
  // was when they called) so the caller can follow it and the boards can show who called.
  await sql`
    ALTER TABLE calls
      ADD COLUMN priority smallint NOT NULL DEFAULT 2,
      ADD COLUMN source text NOT NULL DEFAULT 'unit',
      ADD COLUMN caller_discord_id text REFERENCES users (discord_id) ON DELETE SET NULL,
      ADD COLUMN caller_civilian_id uuid REFERENCES civilians (id) ON DELETE SET NULL,
      ADD COLUMN caller_name text,
      ADD COLUMN dispatcher_discord_id text,
      ADD CONSTRAINT calls_priority_check CHECK (priority BETWEEN 1 AND 3),
      ADD CONSTRAINT calls_source_check CHECK (source IN ('unit', '911', 'dispatch')),
      ADD CONSTRAINT calls_911_caller_check CHECK (source <> '911' OR caller_name IS NOT NULL)
  `.execute(db);
  // A member's own 911 calls: their status on the civilian page and the per-member limit.
  await sql`CREATE INDEX calls_caller_idx ON calls (caller_discord_id, created_at DESC) WHERE caller_discord_id IS NOT NULL`.execute(
    db,
  );

  await db.schema
    .createTable('call_notes')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    // The timeline's order: notes written in the same instant keep the order they were added.
    .addColumn('seq', 'bigint', (c) => c.notNull().generatedAlwaysAsIdentity())
    .addColumn('call_id', 'uuid', (c) => c.notNull().references('calls.id').onDelete('cascade'))
    .addColumn('author_discord_id', 'text')
    .addColumn('author_callsign', 'text', (c) => c.notNull())
    .addColumn('author_name', 'text', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull().check(sql`char_length(text) BETWEEN 1 AND 1000`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await sql`CREATE INDEX call_notes_call_idx ON call_notes (call_id, seq)`.execute(db);
  // The timeline is append-only: a note is never edited or removed, except along with its
  // call (the foreign key's cascade runs as a trigger, one level down).
  await sql`
    CREATE FUNCTION call_notes_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF TG_OP = 'DELETE' AND pg_trigger_depth() > 1 THEN
        RETURN OLD;
      END IF;
      RAISE EXCEPTION 'call notes cannot be changed or deleted';
    END
    $$
  `.execute(db);
  await sql`
    CREATE TRIGGER call_notes_append_only BEFORE UPDATE OR DELETE ON call_notes
    FOR EACH ROW EXECUTE FUNCTION call_notes_append_only()
  `.execute(db);

  // A stolen vehicle: status 'Stolen' (what search shows), when, and the BOLO its report
  // created, which recovery clears.
  await sql`
    ALTER TABLE vehicles
      ADD COLUMN stolen_at timestamptz,
      ADD COLUMN stolen_bolo_id uuid REFERENCES bolos (id) ON DELETE SET NULL,
      ADD CONSTRAINT vehicles_stolen_check CHECK ((status = 'Stolen') = (stolen_at IS NOT NULL))
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE vehicles
      DROP CONSTRAINT vehicles_stolen_check,
      DROP COLUMN stolen_bolo_id,
      DROP COLUMN stolen_at
  `.execute(db);
  await db.schema.dropTable('call_notes').execute();
  await sql`DROP FUNCTION call_notes_append_only()`.execute(db);
  await sql`DROP INDEX calls_caller_idx`.execute(db);
  await sql`
    ALTER TABLE calls
      DROP CONSTRAINT calls_911_caller_check,
      DROP CONSTRAINT calls_source_check,
      DROP CONSTRAINT calls_priority_check,
      DROP COLUMN dispatcher_discord_id,
      DROP COLUMN caller_name,
      DROP COLUMN caller_civilian_id,
      DROP COLUMN caller_discord_id,
      DROP COLUMN source,
      DROP COLUMN priority
  `.execute(db);
}
