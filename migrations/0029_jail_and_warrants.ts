import { sql, type Kysely } from 'kysely';

// Jail, failure to pay and warrant requests (docs/jail-and-warrants.md). An arrest with jail
// time books the civilian; the release time is stored and custody is read against the clock,
// so nothing has to run at the moment of release. A fine left unpaid becomes a warrant naming
// its record (unique: however many processes look, one warrant per record). With approval
// on, an officer's warrant starts as a request a judge approves or denies.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE community_settings
      ADD COLUMN jail_time_multiplier double precision NOT NULL DEFAULT 1
        CONSTRAINT community_settings_jail_multiplier CHECK (jail_time_multiplier > 0 AND jail_time_multiplier <= 100),
      ADD COLUMN failure_to_pay_days integer NOT NULL DEFAULT 14
        CONSTRAINT community_settings_failure_to_pay_days CHECK (failure_to_pay_days BETWEEN 0 AND 365),
      ADD COLUMN warrant_approval boolean NOT NULL DEFAULT false
  `.execute(db);
  await sql`
    CREATE TABLE jail_bookings (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      record_id uuid NOT NULL UNIQUE REFERENCES records (id) ON DELETE CASCADE,
      civilian_id uuid NOT NULL REFERENCES civilians (id) ON DELETE CASCADE,
      department text NOT NULL REFERENCES departments (id),
      charges jsonb NOT NULL,
      booked_at timestamptz NOT NULL,
      release_at timestamptz NOT NULL,
      officer_id uuid REFERENCES officers (id) ON DELETE SET NULL,
      officer_name text NOT NULL,
      officer_callsign text NOT NULL,
      released_at timestamptz,
      released_by_name text,
      release_reason text CONSTRAINT jail_bookings_release_reason CHECK (char_length(release_reason) BETWEEN 1 AND 1000),
      CONSTRAINT jail_bookings_release_after_booking CHECK (release_at > booked_at),
      CONSTRAINT jail_bookings_early_release CHECK ((released_at IS NULL) = (release_reason IS NULL))
    )
  `.execute(db);
  await sql`CREATE INDEX jail_bookings_custody_idx ON jail_bookings (civilian_id, release_at DESC)`.execute(
    db,
  );
  await sql`CREATE INDEX jail_bookings_release_idx ON jail_bookings (release_at DESC)`.execute(db);
  await sql`ALTER TABLE warrants DROP CONSTRAINT warrants_status_check`.execute(db);
  await sql`
    ALTER TABLE warrants
      ADD CONSTRAINT warrants_status_check CHECK (status IN ('Active', 'Resolved', 'Requested', 'Denied')),
      ADD COLUMN unpaid_record_id uuid UNIQUE REFERENCES records (id) ON DELETE CASCADE,
      ADD COLUMN decided_at timestamptz,
      ADD COLUMN decided_by_name text,
      ADD COLUMN denial_reason text
        CONSTRAINT warrants_denial_reason CHECK (char_length(denial_reason) BETWEEN 1 AND 1000)
  `.execute(db);
  await sql`CREATE INDEX warrants_requested_idx ON warrants (created_at) WHERE status = 'Requested'`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX warrants_requested_idx`.execute(db);
  // Requests never approved and denied requests have no place in the older list.
  await sql`DELETE FROM warrants WHERE status IN ('Requested', 'Denied')`.execute(db);
  await sql`
    ALTER TABLE warrants
      DROP CONSTRAINT warrants_status_check,
      DROP COLUMN unpaid_record_id,
      DROP COLUMN decided_at,
      DROP COLUMN decided_by_name,
      DROP COLUMN denial_reason
  `.execute(db);
  await sql`
    ALTER TABLE warrants ADD CONSTRAINT warrants_status_check CHECK (status IN ('Active', 'Resolved'))
  `.execute(db);
  await sql`DROP TABLE jail_bookings`.execute(db);
  await sql`
    ALTER TABLE community_settings
      DROP COLUMN jail_time_multiplier,
      DROP COLUMN failure_to_pay_days,
      DROP COLUMN warrant_approval
  `.execute(db);
}
