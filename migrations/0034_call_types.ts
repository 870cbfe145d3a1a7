import { sql, type Kysely } from 'kysely';

// Call types become the community's own (docs/values.md): each has a name, the priority a call
// of that type starts with when nobody says, and the services it needs. Today's constants are
// the seeded defaults, so a community that changes nothing sees exactly what it saw before. A
// call's type is then checked by the server against this table, no longer by a constraint
// naming every type; old calls keep the type text they were stored with.
// Frozen in time: the list below is copied from the constants, never imported.
const TYPES = [
  ['Traffic Stop', 3, ['police']],
  ['Domestic Disturbance', 2, ['police']],
  ['Robbery', 1, ['police']],
  ['Pursuit', 1, ['police']],
  ['Officer Down', 1, ['police', 'ems']],
  ['Shots Fired', 1, ['police']],
  ['Suspicious Activity', 3, ['police']],
  ['Structure Fire', 1, ['fire']],
  ['Vehicle Fire', 2, ['fire']],
  ['Medical Emergency', 1, ['ems']],
  ['Traffic Collision (injuries)', 1, ['police', 'fire', 'ems']],
  ['Rescue', 1, ['fire', 'ems']],
  ['Hazmat', 1, ['fire']],
  ['Other', 2, ['police']],
] as const;
const list = (values: readonly string[]) => sql.join(values.map((v) => sql.lit(v)));

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE call_types (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      name text NOT NULL CHECK (char_length(name) BETWEEN 1 AND 40 AND name = btrim(name)),
      priority smallint NOT NULL CHECK (priority BETWEEN 1 AND 3),
      services text[] NOT NULL CHECK (
        cardinality(services) > 0 AND services <@ ARRAY['police', 'fire', 'ems']::text[]
      ),
      position integer NOT NULL CHECK (position > 0),
      retired_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now()
    )
  `.execute(db);
  // A name names one type among those a new call can still take.
  await sql`
    CREATE UNIQUE INDEX call_types_live_name ON call_types (lower(name)) WHERE retired_at IS NULL
  `.execute(db);
  for (const [i, [name, priority, services]] of TYPES.entries()) {
    await sql`
      INSERT INTO call_types (name, priority, services, position)
      VALUES (${name}, ${priority}, ARRAY[${list(services)}]::text[], ${i + 1})
    `.execute(db);
  }
  // "Is this type in use?" asks calls by type.
  await sql`CREATE INDEX calls_type ON calls (type)`.execute(db);
  await sql`
    ALTER TABLE calls
      DROP CONSTRAINT calls_type_check,
      ADD CONSTRAINT calls_type_check CHECK (char_length(type) BETWEEN 1 AND 40)
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const names = TYPES.map((t) => t[0]);
  // A call of a type staff added goes back to Other, which every dispatcher can re-type.
  await sql`UPDATE calls SET type = 'Other' WHERE type NOT IN (${list(names)})`.execute(db);
  await sql`
    ALTER TABLE calls
      DROP CONSTRAINT calls_type_check,
      ADD CONSTRAINT calls_type_check CHECK (type IN (${list(names)}))
  `.execute(db);
  await sql`DROP INDEX calls_type`.execute(db);
  await sql`DROP TABLE call_types`.execute(db);
}
