import { sql, type Kysely } from 'kysely';

// Custom fields staff add to civilians, vehicles and weapons (docs/values.md "Custom fields").
// A definition names who sees and edits it; values live in one table beside the records so
// one index serves every searchable field's exact and prefix search, and "is this field in
// use?" is one indexed probe. A field with values is retired, never deleted.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE custom_fields (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      target text NOT NULL CHECK (target IN ('civilian', 'vehicle', 'weapon')),
      key text NOT NULL CHECK (key ~ '^[a-z][a-z0-9_]{0,39}$'),
      label text NOT NULL CHECK (char_length(label) BETWEEN 1 AND 60 AND label = btrim(label)),
      type text NOT NULL
        CHECK (type IN ('text', 'longtext', 'number', 'date', 'yesno', 'choice')),
      required boolean NOT NULL DEFAULT false,
      -- Only for a choice: the values it offers, in order.
      options text[] NOT NULL DEFAULT '{}' CHECK (cardinality(options) <= 50),
      max_length integer CHECK (max_length BETWEEN 1 AND 4000),
      min_value numeric,
      max_value numeric,
      help text CHECK (char_length(help) <= 200),
      -- Audiences: owner (the civilian's member), public_safety, staff.
      see text[] NOT NULL DEFAULT '{}' CHECK (see <@ ARRAY['owner', 'public_safety', 'staff']),
      edit text[] NOT NULL DEFAULT '{}' CHECK (edit <@ ARRAY['owner', 'public_safety', 'staff']),
      in_results boolean NOT NULL DEFAULT false,
      searchable text NOT NULL DEFAULT 'none' CHECK (searchable IN ('none', 'exact', 'prefix')),
      position integer NOT NULL CHECK (position > 0),
      retired_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now(),
      CHECK (min_value IS NULL OR max_value IS NULL OR min_value <= max_value)
    )
  `.execute(db);
  // A key names one live field of a target (values are written and searched by it).
  await sql`
    CREATE UNIQUE INDEX custom_fields_live_key ON custom_fields (target, key)
      WHERE retired_at IS NULL
  `.execute(db);
  await sql`
    CREATE TABLE custom_field_values (
      field_id uuid NOT NULL REFERENCES custom_fields (id),
      -- Exactly one record; the value goes with it.
      civilian_id uuid REFERENCES civilians (id) ON DELETE CASCADE,
      vehicle_id uuid REFERENCES vehicles (id) ON DELETE CASCADE,
      weapon_id uuid REFERENCES weapons (id) ON DELETE CASCADE,
      record_id uuid GENERATED ALWAYS AS (coalesce(civilian_id, vehicle_id, weapon_id)) STORED,
      value jsonb NOT NULL,
      -- The value as text, lower-cased: what exact and prefix search compare.
      search_text text NOT NULL CHECK (char_length(search_text) <= 4000),
      updated_at timestamptz NOT NULL DEFAULT now(),
      CHECK (num_nonnulls(civilian_id, vehicle_id, weapon_id) = 1),
      PRIMARY KEY (field_id, record_id)
    )
  `.execute(db);
  await sql`CREATE INDEX custom_field_values_record ON custom_field_values (record_id)`.execute(db);
  // Exact and prefix search on one field walk this index (text_pattern_ops: LIKE 'x%').
  await sql`
    CREATE INDEX custom_field_values_search
      ON custom_field_values (field_id, left(search_text, 200) text_pattern_ops)
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE custom_field_values`.execute(db);
  await sql`DROP TABLE custom_fields`.execute(db);
}
