import { sql, type Kysely } from 'kysely';

// Departments become rows a community manages (docs/departments.md). A department's id is a
// short stable key chosen when it is created and never changed by a rename, so every table
// that named a department keeps its value: the two departments every database had until now
// keep the ids 'Xbox' and 'PlayStation', and each `department` column turns from a fixed list
// into a foreign key. Divisions and ranks belong to a department; a rank may be a supervisor
// rank, whose holders manage their department's roster.

/** Tables whose `department` column named one of the two fixed departments. */
const DEPARTMENT_COLUMNS = [
  'officers',
  'dispatch_counters',
  'clock_sessions',
  'calls',
  'bolos',
  'panic_alerts',
  'dispatch_events',
  'records',
  'warrants',
  'incident_reports',
  'pso_reports',
  'patient_care_reports',
  'fire_incident_reports',
] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE departments (
      id text PRIMARY KEY CONSTRAINT departments_id_shape CHECK (id ~ '^[A-Za-z0-9_-]{1,32}$'),
      name text NOT NULL CONSTRAINT departments_name_length CHECK (char_length(name) BETWEEN 1 AND 80),
      short_name text NOT NULL
        CONSTRAINT departments_short_name_length CHECK (char_length(short_name) BETWEEN 1 AND 16),
      -- police, fire, ems: a department may serve fire and EMS together.
      services text[] NOT NULL CONSTRAINT departments_services CHECK (
        cardinality(services) >= 1 AND services <@ ARRAY['police', 'fire', 'ems']::text[]
      ),
      -- The platform or server the department plays on (Xbox, PlayStation, PC), if any.
      platform text CONSTRAINT departments_platform_length CHECK (char_length(platform) BETWEEN 1 AND 32),
      colour text NOT NULL DEFAULT '#5865f2' CONSTRAINT departments_colour CHECK (colour ~ '^#[0-9a-f]{6}$'),
      -- e.g. '1-ADAM-{n}': {n} is the member's number within the department.
      callsign_pattern text
        CONSTRAINT departments_callsign_pattern_length CHECK (char_length(callsign_pattern) BETWEEN 1 AND 32),
      -- Written by staff, never shown again (the API says only whether one is configured).
      report_webhook_url text,
      dispatch_webhook_url text,
      position integer NOT NULL,
      archived_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      updated_by text
    )
  `.execute(db);
  await sql`CREATE UNIQUE INDEX departments_short_name_unique ON departments (lower(short_name))`.execute(
    db,
  );
  await sql`CREATE UNIQUE INDEX departments_name_unique ON departments (lower(name))`.execute(db);
  await sql`
    INSERT INTO departments (id, name, short_name, services, platform, colour, position) VALUES
      ('Xbox', 'Xbox', 'Xbox', ARRAY['police', 'fire', 'ems'], 'Xbox', '#107c10', 1),
      ('PlayStation', 'PlayStation', 'PS', ARRAY['police', 'fire', 'ems'], 'PlayStation', '#0070d1', 2)
  `.execute(db);

  for (const table of DEPARTMENT_COLUMNS) {
    await sql`
      ALTER TABLE ${sql.table(table)}
        DROP CONSTRAINT ${sql.id(`${table}_department_check`)},
        ADD CONSTRAINT ${sql.id(`${table}_department_fkey`)}
          FOREIGN KEY (department) REFERENCES departments (id)
    `.execute(db);
  }

  await sql`
    CREATE TABLE divisions (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      department text NOT NULL REFERENCES departments (id),
      name text NOT NULL CONSTRAINT divisions_name_length CHECK (char_length(name) BETWEEN 1 AND 60),
      position integer NOT NULL,
      archived_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now()
    )
  `.execute(db);
  await sql`CREATE UNIQUE INDEX divisions_name_unique ON divisions (department, lower(name))`.execute(
    db,
  );

  await sql`
    CREATE TABLE ranks (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      department text NOT NULL REFERENCES departments (id),
      name text NOT NULL CONSTRAINT ranks_name_length CHECK (char_length(name) BETWEEN 1 AND 60),
      -- 1 is the highest rank.
      position integer NOT NULL,
      supervisor boolean NOT NULL DEFAULT false,
      archived_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now()
    )
  `.execute(db);
  await sql`CREATE UNIQUE INDEX ranks_name_unique ON ranks (department, lower(name))`.execute(db);

  // A profile's rank among its department's ranks (NULL: none assigned yet; the profile's
  // own `rank` text stays what every report copies) and its divisions.
  await sql`ALTER TABLE officers ADD COLUMN rank_id uuid REFERENCES ranks (id)`.execute(db);
  await sql`
    CREATE TABLE officer_divisions (
      officer_id uuid NOT NULL REFERENCES officers (id) ON DELETE CASCADE,
      division_id uuid NOT NULL REFERENCES divisions (id),
      PRIMARY KEY (officer_id, division_id)
    )
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE officer_divisions`.execute(db);
  await sql`ALTER TABLE officers DROP COLUMN rank_id`.execute(db);
  await sql`DROP TABLE ranks`.execute(db);
  await sql`DROP TABLE divisions`.execute(db);
  // Rows of departments other than the two fixed ones cannot go back: the down step fails on
  // the CHECK below rather than losing them.
  for (const table of DEPARTMENT_COLUMNS) {
    await sql`
      ALTER TABLE ${sql.table(table)}
        DROP CONSTRAINT ${sql.id(`${table}_department_fkey`)},
        ADD CONSTRAINT ${sql.id(`${table}_department_check`)}
          CHECK (department IN ('Xbox', 'PlayStation'))
    `.execute(db);
  }
  await sql`DROP TABLE departments`.execute(db);
}
