import { sql, type Kysely } from 'kysely';

// Unit statuses become the community's own (docs/values.md): each has a code, a label, a
// colour and a meaning the CAD acts on. The spec's statuses are the seeded defaults, so a
// community that changes nothing sees exactly what it saw before. A unit's status is then
// checked against this table by the server, no longer by a constraint naming every code.
// Frozen in time: the lists below are copied from the constants, never imported.
const POLICE = [
  ['10-8', 'In Service', '#2ea043', 'available'],
  ['10-7', 'Out of Service', '#6e7781', 'offduty'],
  ['10-6', 'Busy / Unavailable', '#d29922', 'busy'],
  ['10-11', 'Traffic Stop', '#db6d28', 'busy'],
  ['10-41', 'Beginning of Tour', '#2ea043', 'available'],
  ['10-42', 'End of Tour', '#6e7781', 'offduty'],
  ['Signal 11', 'Running Radar', '#1f6feb', 'busy'],
] as const;
const SAFR = [
  ['Available', 'Available', '#2ea043', 'available'],
  ['En Route', 'En Route', '#1f6feb', 'enroute'],
  ['On Scene', 'On Scene', '#db6d28', 'onscene'],
  ['Transporting', 'Transporting', '#d29922', 'busy'],
  ['At Hospital', 'At Hospital', '#a371f7', 'busy'],
  ['Out of Service', 'Out of Service', '#6e7781', 'offduty'],
] as const;
const list = (values: readonly string[]) => sql.join(values.map((v) => sql.lit(v)));

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE unit_statuses (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      service text NOT NULL CHECK (service IN ('police', 'safr')),
      code text NOT NULL CHECK (char_length(code) BETWEEN 1 AND 20 AND code = btrim(code)),
      label text NOT NULL CHECK (char_length(label) BETWEEN 1 AND 40 AND label = btrim(label)),
      colour text NOT NULL CHECK (colour ~ '^#[0-9a-f]{6}$'),
      meaning text NOT NULL CHECK (meaning IN (
        'available', 'busy', 'enroute', 'onscene', 'offduty', 'panic'
      )),
      position integer NOT NULL CHECK (position > 0),
      retired_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now()
    )
  `.execute(db);
  // A code names one status of a service among those units can still choose.
  await sql`
    CREATE UNIQUE INDEX unit_statuses_live_code ON unit_statuses (service, lower(code))
      WHERE retired_at IS NULL
  `.execute(db);
  for (const [service, rows] of [
    ['police', POLICE],
    ['safr', SAFR],
  ] as const) {
    for (const [i, [code, label, colour, meaning]] of rows.entries()) {
      await sql`
        INSERT INTO unit_statuses (service, code, label, colour, meaning, position)
        VALUES (${service}, ${code}, ${label}, ${colour}, ${meaning}, ${i + 1})
      `.execute(db);
    }
  }
  await sql`
    ALTER TABLE officer_units
      DROP CONSTRAINT officer_units_status_check,
      ADD CONSTRAINT officer_units_status_check CHECK (char_length(status) BETWEEN 1 AND 20)
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const police = POLICE.map((s) => s[0]);
  const safr = SAFR.map((s) => s[0]);
  // A unit in a status staff added goes back to its service's off-duty default.
  await sql`
    UPDATE officer_units u SET status = CASE o.service WHEN 'police' THEN '10-7' ELSE 'Out of Service' END
    FROM officers o
    WHERE o.id = u.officer_id AND u.status NOT IN (${list([...police, ...safr])})
  `.execute(db);
  await sql`
    ALTER TABLE officer_units
      DROP CONSTRAINT officer_units_status_check,
      ADD CONSTRAINT officer_units_status_check CHECK (status IN (${list([...police, ...safr])}))
  `.execute(db);
  await sql`DROP TABLE unit_statuses`.execute(db);
}
