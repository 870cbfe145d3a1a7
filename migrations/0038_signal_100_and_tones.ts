import { sql, type Kysely } from 'kysely';

// Signal 100 (priority traffic only) per department, and the tones dispatchers send
// (docs/signal-100.md). At most one Signal 100 holds per department at a time: a partial unique
// index says so, whatever process sets it. A tone's target is one of four kinds, each with the
// one column it needs. A new alert kind, 'tone', joins the members' sound settings.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE signal_100 (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      department text NOT NULL REFERENCES departments (id),
      reason text NOT NULL CONSTRAINT signal_100_reason CHECK (char_length(reason) BETWEEN 1 AND 200),
      set_by_discord_id text NOT NULL,
      set_by text NOT NULL,
      set_at timestamptz NOT NULL,
      lifted_by_discord_id text,
      lifted_by text,
      lifted_at timestamptz,
      CONSTRAINT signal_100_lifted CHECK ((lifted_at IS NULL) = (lifted_by IS NULL))
    )
  `.execute(db);
  await sql`
    CREATE UNIQUE INDEX signal_100_one_holding ON signal_100 (department) WHERE lifted_at IS NULL
  `.execute(db);
  await sql`CREATE INDEX signal_100_department_set_at ON signal_100 (department, set_at DESC)`.execute(
    db,
  );
  await sql`
    CREATE TABLE dispatch_tones (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      -- The log's order when two tones share a timestamp.
      seq bigint GENERATED ALWAYS AS IDENTITY,
      target text NOT NULL CONSTRAINT dispatch_tones_target
        CHECK (target IN ('all', 'department', 'service', 'unit')),
      department text REFERENCES departments (id),
      service text CONSTRAINT dispatch_tones_service CHECK (service IN ('police', 'safr')),
      unit_id uuid REFERENCES officers (id) ON DELETE SET NULL,
      unit_callsign text,
      call_id uuid REFERENCES calls (id) ON DELETE SET NULL,
      message text NOT NULL CONSTRAINT dispatch_tones_message
        CHECK (char_length(message) BETWEEN 1 AND 200),
      sent_by_discord_id text NOT NULL,
      sent_by text NOT NULL,
      sent_at timestamptz NOT NULL,
      CONSTRAINT dispatch_tones_shape CHECK (
        (target = 'all' AND department IS NULL AND service IS NULL)
        OR (target = 'department' AND department IS NOT NULL AND service IS NULL)
        OR (target = 'service' AND department IS NULL AND service IS NOT NULL)
        OR (target = 'unit' AND department IS NOT NULL AND unit_callsign IS NOT NULL)
      )
    )
  `.execute(db);
  await sql`CREATE INDEX dispatch_tones_sent_at ON dispatch_tones (sent_at DESC, seq DESC)`.execute(
    db,
  );
  await sql`
    ALTER TABLE member_alert_settings DROP CONSTRAINT member_alert_settings_kinds,
      ADD CONSTRAINT member_alert_settings_kinds CHECK (
        enabled_kinds <@ ARRAY[
          'call.new', 'call.911', 'assigned', 'call.note', 'panic', 'bolo', 'signal100', 'tone'
        ]::text[]
      )
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`UPDATE member_alert_settings SET enabled_kinds = array_remove(enabled_kinds, 'tone')`.execute(
    db,
  );
  await sql`
    ALTER TABLE member_alert_settings DROP CONSTRAINT member_alert_settings_kinds,
      ADD CONSTRAINT member_alert_settings_kinds CHECK (
        enabled_kinds <@ ARRAY[
          'call.new', 'call.911', 'assigned', 'call.note', 'panic', 'bolo', 'signal100'
        ]::text[]
      )
  `.execute(db);
  await sql`DROP TABLE dispatch_tones`.execute(db);
  await sql`DROP TABLE signal_100`.execute(db);
}
