import { sql, type Kysely } from 'kysely';

// Each member's browser sound alerts (docs/alerts.md): how loud, and which kinds play. A member
// without a row hears the defaults, so the row is written on the first save only.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE member_alert_settings (
      discord_id text PRIMARY KEY REFERENCES users (discord_id) ON DELETE CASCADE,
      volume integer NOT NULL DEFAULT 70
        CONSTRAINT member_alert_settings_volume CHECK (volume BETWEEN 0 AND 100),
      enabled_kinds text[] NOT NULL CONSTRAINT member_alert_settings_kinds CHECK (
        enabled_kinds <@ ARRAY[
          'call.new', 'call.911', 'assigned', 'call.note', 'panic', 'bolo', 'signal100'
        ]::text[]
      ),
      updated_at timestamptz NOT NULL
    )
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE member_alert_settings`.execute(db);
}
