import { sql, type Kysely } from 'kysely';

// When a call's age turns amber and red on the dispatcher console, in minutes (docs/values.md).
// Until now the console held 10 and 20 as constants; they are the seeded defaults, so a
// community that changes nothing sees what it saw before. A day is the longest a call's age
// means anything on a live board.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE community_settings
      ADD COLUMN call_age_warn_minutes integer NOT NULL DEFAULT 10,
      ADD COLUMN call_age_alert_minutes integer NOT NULL DEFAULT 20,
      ADD CONSTRAINT community_settings_call_age CHECK (
        call_age_warn_minutes >= 1
        AND call_age_warn_minutes < call_age_alert_minutes
        AND call_age_alert_minutes <= 1440
      )
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE community_settings
      DROP CONSTRAINT community_settings_call_age,
      DROP COLUMN call_age_warn_minutes,
      DROP COLUMN call_age_alert_minutes
  `.execute(db);
}
