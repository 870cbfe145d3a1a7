import { sql, type ColumnDefinitionBuilder, type Kysely } from 'kysely';

// Dispatch: unit status, clock history, calls, BOLOs, panic alerts and the realtime event log.
// Frozen in time: the lists below are copied from the code of the day, never imported.
const STATUSES = ['10-8', '10-7', '10-6', '10-11', '10-41', '10-42', 'Signal 11'];
const SUBDIVISIONS = ['None', 'ASU', 'HSU', 'SWAT', 'Detectives'];
const CALL_TYPES = [
  'Traffic Stop',
  'Domestic Disturbance',
  'Robbery',
  'Pursuit',
  'Officer Down',
  'Shots Fired',
  'Suspicious Activity',
  'Other',
];

const inList = (column: string, values: string[]) =>
  sql`${sql.ref(column)} IN (${sql.join(values.map((v) => sql.lit(v)))})`;

export async function up(db: Kysely<unknown>): Promise<void> {
  const id = (c: ColumnDefinitionBuilder) => c.primaryKey().defaultTo(sql`gen_random_uuid()`);
  const now = sql`now()`;
  const department = (c: ColumnDefinitionBuilder) =>
    c.notNull().check(sql`department IN ('Xbox', 'PlayStation')`);
  const officerRef = (c: ColumnDefinitionBuilder) =>
    c.references('officers.id').onDelete('set null');

  // One row per department. Its row lock serialises event writes within a department, so
  // event ids commit in id order and a client resuming after id N never misses one below it.
  await db.schema
    .createTable('dispatch_counters')
    .addColumn('department', 'text', (c) => department(c).primaryKey())
    .addColumn('last_call_number', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('last_badge_number', 'integer', (c) => c.notNull().defaultTo(1000))
    .addColumn('events_written', 'bigint', (c) => c.notNull().defaultTo(0))
    // Events up to this id have been pruned; a client resuming from below it must reload.
    .addColumn('pruned_through', 'bigint', (c) => c.notNull().defaultTo(0))
    .execute();
  await sql`INSERT INTO dispatch_counters (department) VALUES ('Xbox'), ('PlayStation')`.execute(
    db,
  );

  // Live state of an officer profile; a missing row means the defaults (10-8, None).
  await db.schema
    .createTable('officer_units')
    .addColumn('officer_id', 'uuid', (c) =>
      c.primaryKey().references('officers.id').onDelete('cascade'),
    )
    .addColumn('status', 'text', (c) =>
      c.notNull().defaultTo('10-8').check(inList('status', STATUSES)),
    )
    .addColumn('subdivision', 'text', (c) =>
      c.notNull().defaultTo('None').check(inList('subdivision', SUBDIVISIONS)),
    )
    // Set only on the profile the member acts as (chosen at registration, clock-in or switch).
    .addColumn('selected_at', 'timestamptz')
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();

  // On duty = an open session (ended_at IS NULL); at most one per officer profile.
  await db.schema
    .createTable('clock_sessions')
    .addColumn('id', 'uuid', id)
    .addColumn('officer_id', 'uuid', (c) =>
      c.notNull().references('officers.id').onDelete('cascade'),
    )
    .addColumn('department', 'text', department)
    .addColumn('started_at', 'timestamptz', (c) => c.notNull())
    .addColumn('ended_at', 'timestamptz')
    .addCheckConstraint('clock_sessions_order', sql`ended_at IS NULL OR ended_at >= started_at`)
    .execute();
  await sql`CREATE UNIQUE INDEX clock_sessions_open_unique ON clock_sessions (officer_id) WHERE ended_at IS NULL`.execute(
    db,
  );
  await sql`CREATE INDEX clock_sessions_department_idx ON clock_sessions (department, started_at)`.execute(
    db,
  );

  await db.schema
    .createTable('calls')
    .addColumn('id', 'uuid', id)
    .addColumn('department', 'text', department)
    .addColumn('call_number', 'integer', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull().check(inList('type', CALL_TYPES)))
    .addColumn('location', 'text', (c) => c.notNull())
    .addColumn('postal', 'text')
    .addColumn('details', 'text')
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('Active')
        .check(sql`status IN ('Active', 'Closed')`),
    )
    .addColumn('primary_officer_id', 'uuid', officerRef)
    .addColumn('created_by', 'uuid', officerRef)
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('closed_at', 'timestamptz')
    .addColumn('closed_by', 'uuid', officerRef)
    .addUniqueConstraint('calls_number_unique', ['department', 'call_number'])
    .execute();
  await sql`CREATE INDEX calls_active_idx ON calls (department, call_number) WHERE status = 'Active'`.execute(
    db,
  );

  await db.schema
    .createTable('call_units')
    .addColumn('call_id', 'uuid', (c) => c.notNull().references('calls.id').onDelete('cascade'))
    .addColumn('officer_id', 'uuid', (c) =>
      c.notNull().references('officers.id').onDelete('cascade'),
    )
    .addColumn('attached_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addPrimaryKeyConstraint('call_units_pk', ['call_id', 'officer_id'])
    .execute();
  await db.schema
    .createIndex('call_units_officer_idx')
    .on('call_units')
    .columns(['officer_id', 'attached_at'])
    .execute();

  await db.schema
    .createTable('bolos')
    .addColumn('id', 'uuid', id)
    .addColumn('department', 'text', department)
    .addColumn('bolo_type', 'text', (c) =>
      c.notNull().check(sql`bolo_type IN ('vehicle', 'person')`),
    )
    .addColumn('vehicle_description', 'text')
    .addColumn('vehicle_plate', 'text')
    .addColumn('person_description', 'text')
    .addColumn('person_name', 'text')
    .addColumn('location', 'text')
    .addColumn('details', 'text')
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('Active')
        .check(sql`status IN ('Active', 'Cleared')`),
    )
    .addColumn('created_by', 'uuid', officerRef)
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('cleared_at', 'timestamptz')
    .addColumn('cleared_by', 'uuid', officerRef)
    .addCheckConstraint(
      'bolos_description_present',
      sql`(bolo_type = 'vehicle' AND vehicle_description IS NOT NULL) OR (bolo_type = 'person' AND person_description IS NOT NULL)`,
    )
    .execute();
  await sql`CREATE INDEX bolos_active_idx ON bolos (department, created_at) WHERE status = 'Active'`.execute(
    db,
  );

  await db.schema
    .createTable('panic_alerts')
    .addColumn('id', 'uuid', id)
    .addColumn('department', 'text', department)
    .addColumn('officer_id', 'uuid', (c) =>
      c.notNull().references('officers.id').onDelete('cascade'),
    )
    // Copied at the moment of the alert: what every dashboard shows even if things change.
    .addColumn('callsign', 'text', (c) => c.notNull())
    .addColumn('officer_name', 'text', (c) => c.notNull())
    .addColumn('call_id', 'uuid', (c) => c.references('calls.id').onDelete('set null'))
    .addColumn('call_summary', 'text')
    .addColumn('raised_at', 'timestamptz', (c) => c.notNull())
    .addColumn('acknowledged_at', 'timestamptz')
    .addColumn('acknowledged_by', 'uuid', officerRef)
    .addColumn('acknowledged_by_callsign', 'text')
    .execute();
  await sql`CREATE UNIQUE INDEX panic_alerts_open_unique ON panic_alerts (officer_id) WHERE acknowledged_at IS NULL`.execute(
    db,
  );
  await sql`CREATE INDEX panic_alerts_open_idx ON panic_alerts (department) WHERE acknowledged_at IS NULL`.execute(
    db,
  );

  await db.schema
    .createTable('dispatch_events')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('department', 'text', department)
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('payload', 'jsonb', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema
    .createIndex('dispatch_events_department_idx')
    .on('dispatch_events')
    .columns(['department', 'id'])
    .execute();
  await db.schema
    .createIndex('dispatch_events_created_idx')
    .on('dispatch_events')
    .column('created_at')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'dispatch_events',
    'panic_alerts',
    'bolos',
    'call_units',
    'calls',
    'clock_sessions',
    'officer_units',
    'dispatch_counters',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
