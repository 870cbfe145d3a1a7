import { sql, type Kysely } from 'kysely';

// The court (docs/court.md): a civilian's owner contests a fine within a window staff set, a
// judge hears the case and rules on each charge. A record has at most one case, so a second
// contest (a double press, the site and Discord at once) finds the first. A charge is ruled
// once: the unique (case, charge) pair is what refuses a second ruling, even when two judges
// press at the same moment.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE community_settings ADD COLUMN contest_window_days integer NOT NULL DEFAULT 7
      CONSTRAINT community_settings_contest_window CHECK (contest_window_days BETWEEN 1 AND 365)
  `.execute(db);
  await sql`
    CREATE TABLE court_cases (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      record_id uuid NOT NULL UNIQUE REFERENCES records(id) ON DELETE CASCADE,
      civilian_id uuid NOT NULL REFERENCES civilians(id) ON DELETE CASCADE,
      contested_by text NOT NULL,
      statement text NOT NULL CONSTRAINT court_cases_statement_length
        CHECK (char_length(statement) BETWEEN 1 AND 2000),
      -- What the fine was and whether it had been paid when it was contested.
      original_fine_cents integer NOT NULL CHECK (original_fine_cents >= 0),
      status text NOT NULL DEFAULT 'open' CONSTRAINT court_cases_status CHECK (status IN ('open', 'closed')),
      created_at timestamptz NOT NULL DEFAULT now(),
      closed_at timestamptz
    )
  `.execute(db);
  await sql`CREATE INDEX court_cases_status_idx ON court_cases (status, created_at DESC)`.execute(
    db,
  );
  await sql`CREATE INDEX court_cases_civilian_idx ON court_cases (civilian_id, created_at DESC)`.execute(
    db,
  );
  await sql`
    CREATE TABLE court_hearings (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      case_id uuid NOT NULL REFERENCES court_cases(id) ON DELETE CASCADE,
      starts_at timestamptz NOT NULL,
      judge_discord_id text NOT NULL,
      -- The outbox rows that remind the parties an hour before ([] when that hour had passed).
      reminder_outbox_ids jsonb NOT NULL DEFAULT '[]',
      cancelled_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now()
    )
  `.execute(db);
  await sql`CREATE INDEX court_hearings_case_idx ON court_hearings (case_id, starts_at)`.execute(
    db,
  );
  await sql`
    CREATE TABLE court_entries (
      id bigserial PRIMARY KEY,
      case_id uuid NOT NULL REFERENCES court_cases(id) ON DELETE CASCADE,
      kind text NOT NULL CONSTRAINT court_entries_kind CHECK (kind IN ('contest', 'hearing', 'note', 'ruling', 'closed')),
      author_discord_id text,
      author_name text NOT NULL,
      body text NOT NULL CONSTRAINT court_entries_body_length CHECK (char_length(body) BETWEEN 1 AND 4000),
      created_at timestamptz NOT NULL DEFAULT now()
    )
  `.execute(db);
  await sql`CREATE INDEX court_entries_case_idx ON court_entries (case_id, id)`.execute(db);
  await sql`
    CREATE TABLE court_rulings (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      case_id uuid NOT NULL REFERENCES court_cases(id) ON DELETE CASCADE,
      charge_index integer NOT NULL CHECK (charge_index >= 0),
      charge_title text NOT NULL,
      outcome text NOT NULL CONSTRAINT court_rulings_outcome CHECK (outcome IN ('upheld', 'reduced', 'dismissed')),
      original_fine_cents integer NOT NULL CHECK (original_fine_cents >= 0),
      original_jail_minutes integer NOT NULL CHECK (original_jail_minutes >= 0),
      fine_cents integer NOT NULL CHECK (fine_cents >= 0 AND fine_cents <= original_fine_cents),
      jail_minutes integer NOT NULL CHECK (jail_minutes >= 0),
      refunded_cents integer NOT NULL DEFAULT 0 CHECK (refunded_cents >= 0),
      reason text NOT NULL CONSTRAINT court_rulings_reason_length CHECK (char_length(reason) BETWEEN 1 AND 2000),
      judge_discord_id text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      CONSTRAINT court_rulings_once UNIQUE (case_id, charge_index)
    )
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE court_rulings`.execute(db);
  await sql`DROP TABLE court_entries`.execute(db);
  await sql`DROP TABLE court_hearings`.execute(db);
  await sql`DROP TABLE court_cases`.execute(db);
  await sql`ALTER TABLE community_settings DROP COLUMN contest_window_days`.execute(db);
}
