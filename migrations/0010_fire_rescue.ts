import { sql, type ColumnDefinitionBuilder, type Kysely } from 'kysely';

// SA Fire Rescue: fire/rescue members become units on the same board as officers (a profile
// row with service 'safr'), calls say which services they need, medical records can be signed
// by a medic, civilians carry the last life-status declaration, and two report kinds.
// Frozen in time: the lists below are copied from the constants, never imported.
const POLICE_STATUSES = ['10-8', '10-7', '10-6', '10-11', '10-41', '10-42', 'Signal 11'];
const SAFR_STATUSES = [
  'Available',
  'En Route',
  'On Scene',
  'Transporting',
  'At Hospital',
  'Out of Service',
];
const OLD_CALL_TYPES = [
  'Traffic Stop',
  'Domestic Disturbance',
  'Robbery',
  'Pursuit',
  'Officer Down',
  'Shots Fired',
  'Suspicious Activity',
  'Other',
];
const NEW_CALL_TYPES = [
  'Structure Fire',
  'Vehicle Fire',
  'Medical Emergency',
  'Traffic Collision (injuries)',
  'Rescue',
  'Hazmat',
];
const SAFR_ROLES = ['Firefighter', 'EMT', 'Paramedic'];
const DISPOSITIONS = ['Treated and Released', 'Transported', 'Refused', 'Deceased'];
const FIRE_INCIDENT_TYPES = [
  'Structure Fire',
  'Vehicle Fire',
  'Brush / Wildland Fire',
  'Rescue',
  'Hazmat',
  'Medical Assist',
  'False Alarm',
  'Other',
];

const list = (values: string[]) => sql.join(values.map((v) => sql.lit(v)));

export async function up(db: Kysely<unknown>): Promise<void> {
  const id = (c: ColumnDefinitionBuilder) => c.primaryKey().defaultTo(sql`gen_random_uuid()`);
  const department = (c: ColumnDefinitionBuilder) =>
    c.notNull().check(sql`department IN ('Xbox', 'PlayStation')`);
  const author = (c: ColumnDefinitionBuilder) => c.references('officers.id').onDelete('set null');

  // A member may hold one profile per department and service (an officer and a medic).
  await sql`
    ALTER TABLE officers
      ADD COLUMN service text NOT NULL DEFAULT 'police' CHECK (service IN ('police', 'safr')),
      ADD COLUMN role text,
      ADD COLUMN station text,
      ADD CONSTRAINT officers_service_role CHECK (
        (service = 'police' AND role IS NULL AND station IS NULL)
        OR (service = 'safr' AND role IS NOT NULL AND role IN (${list(SAFR_ROLES)}))
      ),
      DROP CONSTRAINT officers_member_department_unique,
      ADD CONSTRAINT officers_member_service_unique UNIQUE (discord_id, department, service)
  `.execute(db);

  await sql`
    ALTER TABLE officer_units
      DROP CONSTRAINT officer_units_status_check,
      ADD CONSTRAINT officer_units_status_check
        CHECK (status IN (${list([...POLICE_STATUSES, ...SAFR_STATUSES])}))
  `.execute(db);

  await sql`
    ALTER TABLE calls
      DROP CONSTRAINT calls_type_check,
      ADD CONSTRAINT calls_type_check CHECK (type IN (${list([...OLD_CALL_TYPES, ...NEW_CALL_TYPES])})),
      ADD COLUMN services text[] NOT NULL DEFAULT ARRAY['police']::text[],
      ADD CONSTRAINT calls_services_check CHECK (
        cardinality(services) >= 1 AND services <@ ARRAY['police', 'fire', 'ems']::text[]
      )
  `.execute(db);

  // Copies of the signer as they were when the record was written, like every report's author.
  await sql`
    ALTER TABLE medical_records
      ADD COLUMN signed_by uuid REFERENCES officers(id) ON DELETE SET NULL,
      ADD COLUMN signed_by_name text,
      ADD COLUMN signed_by_callsign text,
      ADD COLUMN signed_by_rank text,
      ADD COLUMN signed_by_role text,
      ADD COLUMN signed_by_department text
  `.execute(db);

  // The last declaration of death or life by fire/rescue (deceased holds the state itself).
  await sql`
    ALTER TABLE civilians
      ADD COLUMN vital_reason text,
      ADD COLUMN vital_declared_by_name text,
      ADD COLUMN vital_declared_by_callsign text,
      ADD COLUMN vital_declared_at timestamptz
  `.execute(db);

  await db.schema
    .createTable('patient_care_reports')
    .addColumn('id', 'uuid', id)
    .addColumn('department', 'text', department)
    .addColumn('patient_id', 'uuid', (c) =>
      c.notNull().references('civilians.id').onDelete('cascade'),
    )
    .addColumn('call_id', 'uuid', (c) => c.references('calls.id').onDelete('set null'))
    .addColumn('chief_complaint', 'text', (c) => c.notNull())
    .addColumn('vitals', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('assessment', 'text')
    .addColumn('treatment', 'text')
    .addColumn('disposition', 'text', (c) =>
      c.notNull().check(sql`disposition IN (${list(DISPOSITIONS)})`),
    )
    .addColumn('destination', 'text')
    .addColumn('author_id', 'uuid', author)
    .addColumn('author_name', 'text', (c) => c.notNull())
    .addColumn('author_callsign', 'text', (c) => c.notNull())
    .addColumn('author_rank', 'text', (c) => c.notNull())
    .addColumn('author_role', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addCheckConstraint(
      'patient_care_reports_destination',
      sql`(disposition = 'Transported') = (destination IS NOT NULL)`,
    )
    .execute();
  // Keyset pages: newest first, ties broken by id.
  await sql`CREATE INDEX patient_care_reports_department_idx ON patient_care_reports (department, created_at DESC, id DESC)`.execute(
    db,
  );
  await sql`CREATE INDEX patient_care_reports_patient_idx ON patient_care_reports (patient_id, created_at DESC, id DESC)`.execute(
    db,
  );
  await sql`CREATE INDEX patient_care_reports_call_idx ON patient_care_reports (call_id) WHERE call_id IS NOT NULL`.execute(
    db,
  );

  await db.schema
    .createTable('fire_incident_reports')
    .addColumn('id', 'uuid', id)
    .addColumn('department', 'text', department)
    .addColumn('call_id', 'uuid', (c) => c.references('calls.id').onDelete('set null'))
    .addColumn('incident_type', 'text', (c) =>
      c.notNull().check(sql`incident_type IN (${list(FIRE_INCIDENT_TYPES)})`),
    )
    .addColumn('location', 'text', (c) => c.notNull())
    .addColumn('units_on_scene', sql`text[]`, (c) => c.notNull().defaultTo(sql`'{}'::text[]`))
    .addColumn('actions_taken', 'text', (c) => c.notNull())
    .addColumn('cause', 'text')
    .addColumn('injuries', 'text')
    .addColumn('property_loss_cents', 'bigint', (c) =>
      c.check(sql`property_loss_cents IS NULL OR property_loss_cents >= 0`),
    )
    .addColumn('author_id', 'uuid', author)
    .addColumn('author_name', 'text', (c) => c.notNull())
    .addColumn('author_callsign', 'text', (c) => c.notNull())
    .addColumn('author_rank', 'text', (c) => c.notNull())
    .addColumn('author_role', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await sql`CREATE INDEX fire_incident_reports_department_idx ON fire_incident_reports (department, created_at DESC, id DESC)`.execute(
    db,
  );
  await sql`CREATE INDEX fire_incident_reports_call_idx ON fire_incident_reports (call_id) WHERE call_id IS NOT NULL`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('fire_incident_reports').execute();
  await db.schema.dropTable('patient_care_reports').execute();
  await sql`
    ALTER TABLE civilians
      DROP COLUMN vital_reason,
      DROP COLUMN vital_declared_by_name,
      DROP COLUMN vital_declared_by_callsign,
      DROP COLUMN vital_declared_at
  `.execute(db);
  await sql`
    ALTER TABLE medical_records
      DROP COLUMN signed_by,
      DROP COLUMN signed_by_name,
      DROP COLUMN signed_by_callsign,
      DROP COLUMN signed_by_rank,
      DROP COLUMN signed_by_role,
      DROP COLUMN signed_by_department
  `.execute(db);
  // The old constraints cannot hold while fire/rescue data remains.
  await sql`DELETE FROM calls WHERE type IN (${list(NEW_CALL_TYPES)})`.execute(db);
  await sql`
    ALTER TABLE calls
      DROP CONSTRAINT calls_services_check,
      DROP COLUMN services,
      DROP CONSTRAINT calls_type_check,
      ADD CONSTRAINT calls_type_check CHECK (type IN (${list(OLD_CALL_TYPES)}))
  `.execute(db);
  await sql`DELETE FROM officers WHERE service = 'safr'`.execute(db);
  await sql`
    ALTER TABLE officer_units
      DROP CONSTRAINT officer_units_status_check,
      ADD CONSTRAINT officer_units_status_check CHECK (status IN (${list(POLICE_STATUSES)}))
  `.execute(db);
  await sql`
    ALTER TABLE officers
      DROP CONSTRAINT officers_member_service_unique,
      ADD CONSTRAINT officers_member_department_unique UNIQUE (discord_id, department),
      DROP CONSTRAINT officers_service_role,
      DROP COLUMN station,
      DROP COLUMN role,
      DROP COLUMN service
  `.execute(db);
}
