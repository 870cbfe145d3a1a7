import { sql, type Kysely } from 'kysely';

// License types and the forms' option lists become the community's own (docs/values.md).
// Today's constants are the seeded defaults, so a community that changes nothing sees what it
// saw before. Records keep the text they were stored with: a civilian's license stores its
// type's name, a vehicle its type and colour, so a value in use is retired, never deleted.
// Frozen in time: the lists below are copied from the constants, never imported.
const LICENSES = [
  ['Class C - Standard Drivers License', "Standard Driver's License"],
  ['Class M - Motorcycle License', 'Motorcycle License'],
  ['Class A - CDL Class A License', 'CDL Class A'],
  ['Class B - CDL Class B License', 'CDL Class B'],
] as const;
const LISTS = {
  vehicle_type: ['Sedan', 'SUV', 'Truck', 'Motorcycle', 'Coupe', 'Van', 'Convertible', 'Offroad'],
  vehicle_colour: [
    'Black',
    'Metallic Black',
    'White',
    'Silver',
    'Gray',
    'Red',
    'Blue',
    'Green',
    'Yellow',
    'Orange',
    'Brown',
    'Gold',
    'Purple',
  ],
  weapon_type: [
    'Pistol',
    'Combat Pistol',
    'Heavy Pistol',
    'Revolver',
    'Pump Shotgun',
    'Carbine Rifle',
    'Hunting Rifle',
    'Rifle',
    'SMG',
  ],
  eye_colour: ['Brown', 'Blue', 'Green', 'Hazel', 'Gray', 'Amber', 'Other'],
  hair_colour: ['Black', 'Brown', 'Blonde', 'Red', 'Gray', 'White', 'Other'],
} as const;
const listNames = sql.join(Object.keys(LISTS).map((l) => sql.lit(l)));

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE license_types (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      name text NOT NULL CHECK (char_length(name) BETWEEN 1 AND 60 AND name = btrim(name)),
      -- The Discord role that lets a member add it to their civilians (besides the role
      -- mapping's license roles); none: no role grants it.
      discord_role_id text CHECK (discord_role_id ~ '^[A-Za-z0-9_-]{1,32}$'),
      -- The DMV test this license is taken with (its question set); none: no test grants it.
      dmv_test text CHECK (char_length(dmv_test) BETWEEN 1 AND 60),
      position integer NOT NULL CHECK (position > 0),
      retired_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now()
    )
  `.execute(db);
  await sql`
    CREATE UNIQUE INDEX license_types_live_name ON license_types (lower(name))
      WHERE retired_at IS NULL
  `.execute(db);
  for (const [i, [name, test]] of LICENSES.entries()) {
    await sql`
      INSERT INTO license_types (name, dmv_test, position) VALUES (${name}, ${test}, ${i + 1})
    `.execute(db);
  }
  await sql`
    CREATE TABLE list_values (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      list text NOT NULL CHECK (list IN (${listNames})),
      value text NOT NULL CHECK (char_length(value) BETWEEN 1 AND 40 AND value = btrim(value)),
      position integer NOT NULL CHECK (position > 0),
      retired_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now()
    )
  `.execute(db);
  await sql`
    CREATE UNIQUE INDEX list_values_live_value ON list_values (list, lower(value))
      WHERE retired_at IS NULL
  `.execute(db);
  for (const [list, values] of Object.entries(LISTS)) {
    for (const [i, value] of values.entries()) {
      await sql`
        INSERT INTO list_values (list, value, position) VALUES (${list}, ${value}, ${i + 1})
      `.execute(db);
    }
  }
  // A civilian's license is checked by the server against license_types from now on, no
  // longer by a constraint naming the four classes.
  await sql`
    ALTER TABLE civilian_licenses
      DROP CONSTRAINT civilian_licenses_type_check,
      ADD CONSTRAINT civilian_licenses_type_check CHECK (char_length(license_type) BETWEEN 1 AND 60)
  `.execute(db);
  // "Is this license type in use?" asks civilians' licenses by type.
  await sql`CREATE INDEX civilian_licenses_type ON civilian_licenses (license_type)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const names = sql.join(LICENSES.map(([name]) => sql.lit(name)));
  // A license of a type staff added cannot be told under the four classes: it goes.
  await sql`DELETE FROM civilian_licenses WHERE license_type NOT IN (${names})`.execute(db);
  await sql`
    ALTER TABLE civilian_licenses
      DROP CONSTRAINT civilian_licenses_type_check,
      ADD CONSTRAINT civilian_licenses_type_check CHECK (license_type IN (${names}))
  `.execute(db);
  await sql`DROP INDEX civilian_licenses_type`.execute(db);
  await sql`DROP TABLE list_values`.execute(db);
  await sql`DROP TABLE license_types`.execute(db);
}
