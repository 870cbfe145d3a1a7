import { sql, type Kysely } from 'kysely';

// Community forms (docs/forms.md): staff define report forms, publish them to departments
// and services, and officers and fire/rescue members file them. A publication freezes the
// definition as a version; a filed report keeps its version, so it renders as it was filed
// after later publications. Frozen in time: the two seeded forms are written out here, never
// imported from app code.
const TRAFFIC_STOP = {
  sections: [
    {
      title: 'Stop',
      fields: [
        { key: 'driver', label: 'Driver', type: 'civilian', required: true },
        { key: 'vehicle', label: 'Vehicle', type: 'vehicle', required: true },
        { key: 'location', label: 'Location', type: 'text', required: true, maxLength: 200 },
        { key: 'charges', label: 'Charges', type: 'charges', required: false, maxSelections: 10 },
        { key: 'citationIssued', label: 'Citation issued', type: 'yesNo', required: true },
        { key: 'notes', label: 'Notes', type: 'longText', required: false, maxLength: 4000 },
      ],
    },
  ],
};
const VEHICLE_PURSUIT = {
  sections: [
    {
      title: 'Pursuit',
      fields: [
        { key: 'vehicle', label: 'Vehicle', type: 'vehicle', required: true },
        {
          key: 'tactics',
          label: 'Tactics used',
          type: 'severalOf',
          required: false,
          options: [
            'PIT manoeuvre',
            'Spike strips',
            'Rolling roadblock',
            'Air support',
            'Boxing in',
          ],
        },
        {
          key: 'duration',
          label: 'Duration (minutes)',
          type: 'number',
          required: true,
          min: 0,
          max: 600,
        },
        { key: 'narrative', label: 'Narrative', type: 'longText', required: true, maxLength: 4000 },
        { key: 'terminated', label: 'Pursuit terminated', type: 'yesNo', required: true },
      ],
    },
  ],
};
const SEEDS = [
  ['Traffic Stop', 'A stop of a vehicle and its driver.', TRAFFIC_STOP],
  ['Vehicle Pursuit', 'A pursuit of a fleeing vehicle.', VEHICLE_PURSUIT],
] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE custom_forms (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      name text NOT NULL CHECK (char_length(name) BETWEEN 1 AND 80 AND name = btrim(name)),
      description text NOT NULL DEFAULT '' CHECK (char_length(description) <= 500),
      -- The draft: what the next publication freezes. Checked by the server's schema.
      definition jsonb NOT NULL,
      post_to_webhook boolean NOT NULL DEFAULT false,
      -- Where the current version is offered: department ids and services.
      departments text[] NOT NULL DEFAULT '{}',
      services text[] NOT NULL DEFAULT '{}' CHECK (services <@ ARRAY['police', 'fire', 'ems']),
      current_version integer CHECK (current_version > 0),
      retired_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    )
  `.execute(db);
  await sql`
    CREATE UNIQUE INDEX custom_forms_live_name ON custom_forms (lower(name)) WHERE retired_at IS NULL
  `.execute(db);
  await sql`
    CREATE TABLE custom_form_versions (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      form_id uuid NOT NULL REFERENCES custom_forms (id) ON DELETE CASCADE,
      version integer NOT NULL CHECK (version > 0),
      name text NOT NULL,
      description text NOT NULL,
      definition jsonb NOT NULL,
      post_to_webhook boolean NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      UNIQUE (form_id, version)
    )
  `.execute(db);
  await sql`
    CREATE TABLE custom_reports (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      -- A form with reports is retired, never deleted (RESTRICT keeps that true).
      form_id uuid NOT NULL REFERENCES custom_forms (id) ON DELETE RESTRICT,
      version_id uuid NOT NULL REFERENCES custom_form_versions (id) ON DELETE RESTRICT,
      department text NOT NULL REFERENCES departments (id),
      filer_discord_id text NOT NULL,
      officer_id uuid NOT NULL,
      filer_name text NOT NULL,
      filer_callsign text NOT NULL,
      answers jsonb NOT NULL,
      -- Civilians the report links (a civilian field, a vehicle's owner): their records list it.
      civilian_ids uuid[] NOT NULL DEFAULT '{}',
      search_text text NOT NULL DEFAULT '',
      created_at timestamptz NOT NULL DEFAULT now()
    )
  `.execute(db);
  await sql`CREATE INDEX custom_reports_created ON custom_reports (created_at DESC, id DESC)`.execute(
    db,
  );
  await sql`CREATE INDEX custom_reports_form ON custom_reports (form_id, created_at DESC)`.execute(
    db,
  );
  await sql`CREATE INDEX custom_reports_civilians ON custom_reports USING gin (civilian_ids)`.execute(
    db,
  );
  for (const [name, description, definition] of SEEDS) {
    const json = JSON.stringify(definition);
    await sql`
      WITH form AS (
        INSERT INTO custom_forms (name, description, definition, departments, current_version)
        VALUES (
          ${name}, ${description}, ${json}::jsonb,
          COALESCE((SELECT array_agg(id ORDER BY position) FROM departments
                    WHERE 'police' = ANY (services) AND archived_at IS NULL), '{}'),
          1
        )
        RETURNING id
      )
      INSERT INTO custom_form_versions (form_id, version, name, description, definition, post_to_webhook)
      SELECT id, 1, ${name}, ${description}, ${json}::jsonb, false FROM form
    `.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE custom_reports`.execute(db);
  await sql`DROP TABLE custom_form_versions`.execute(db);
  await sql`DROP TABLE custom_forms`.execute(db);
}
