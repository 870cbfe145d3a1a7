import { sql, type ColumnDefinitionBuilder, type Kysely } from 'kysely';

// Officer records: penal code, arrest/citation/warning records, warrants, incident and public
// safety reports, and the trigram indexes behind the database search.
// Frozen in time: the lists and the starting penal code below are copied here, never imported.

const inList = (column: string, values: string[]) =>
  sql`${sql.ref(column)} IN (${sql.join(values.map((v) => sql.lit(v)))})`;

/** [category, title, fine in dollars, jail minutes]: every install starts with this penal code. */
const PENAL_CODE: [string, string, number, number][] = [
  ['Traffic', 'Speeding (1-15 over)', 150, 0],
  ['Traffic', 'Speeding (16-30 over)', 300, 0],
  ['Traffic', 'Excessive Speeding (31+ over)', 750, 10],
  ['Traffic', 'Running a Red Light', 200, 0],
  ['Traffic', 'Failure to Stop at a Stop Sign', 150, 0],
  ['Traffic', 'Failure to Yield', 150, 0],
  ['Traffic', 'Illegal U-Turn', 100, 0],
  ['Traffic', 'Improper Lane Change', 100, 0],
  ['Traffic', 'Following Too Closely', 150, 0],
  ['Traffic', 'Driving Without Headlights', 100, 0],
  ['Traffic', 'Illegal Parking', 75, 0],
  ['Traffic', 'Driving Without a Valid License', 500, 0],
  ['Traffic', 'Driving With a Suspended License', 1000, 15],
  ['Traffic', 'Driving Without Insurance', 400, 0],
  ['Traffic', 'Unregistered Vehicle', 250, 0],
  ['Traffic', 'Reckless Driving', 1000, 10],
  ['Traffic', 'Driving Under the Influence', 2000, 20],
  ['Traffic', 'Hit and Run', 2500, 30],
  ['Traffic', 'Street Racing', 2000, 20],
  ['Traffic', 'Failure to Obey a Traffic Control Device', 150, 0],
  ['Traffic', 'Off-Road Driving on Public Land', 300, 0],
  ['Misdemeanor', 'Jaywalking', 50, 0],
  ['Misdemeanor', 'Loitering', 100, 0],
  ['Misdemeanor', 'Public Intoxication', 300, 5],
  ['Misdemeanor', 'Disorderly Conduct', 500, 5],
  ['Misdemeanor', 'Disturbing the Peace', 300, 0],
  ['Misdemeanor', 'Trespassing', 500, 10],
  ['Misdemeanor', 'Vandalism', 750, 10],
  ['Misdemeanor', 'Petty Theft', 750, 10],
  ['Misdemeanor', 'Failure to Identify', 500, 5],
  ['Misdemeanor', 'Resisting Arrest', 1500, 15],
  ['Misdemeanor', 'Obstruction of Justice', 1500, 15],
  ['Misdemeanor', 'Possession of a Controlled Substance', 1000, 15],
  ['Misdemeanor', 'Brandishing a Firearm', 1500, 15],
  ['Misdemeanor', 'Simple Assault', 1000, 15],
  ['Misdemeanor', 'Harassment', 750, 10],
  ['Misdemeanor', 'False Report to a Police Officer', 1000, 10],
  ['Misdemeanor', 'Impersonating a Public Servant', 2500, 20],
  ['Felony', 'Evading a Peace Officer', 2500, 25],
  ['Felony', 'Felony Evading (Pursuit)', 5000, 35],
  ['Felony', 'Grand Theft Auto', 4000, 30],
  ['Felony', 'Grand Theft', 4000, 30],
  ['Felony', 'Burglary', 3500, 30],
  ['Felony', 'Armed Robbery', 7500, 45],
  ['Felony', 'Robbery of a Financial Institution', 15000, 60],
  ['Felony', 'Aggravated Assault', 5000, 40],
  ['Felony', 'Assault With a Deadly Weapon', 6000, 45],
  ['Felony', 'Assault on a Peace Officer', 7500, 50],
  ['Felony', 'Kidnapping', 10000, 60],
  ['Felony', 'Attempted Murder', 15000, 75],
  ['Felony', 'Manslaughter', 12000, 70],
  ['Felony', 'Murder', 25000, 120],
  ['Felony', 'Possession With Intent to Distribute', 5000, 40],
  ['Felony', 'Drug Trafficking', 10000, 60],
  ['Felony', 'Possession of an Illegal Firearm', 3000, 25],
  ['Felony', 'Unlicensed Firearm Possession', 2000, 20],
  ['Felony', 'Discharge of a Firearm in Public', 3000, 25],
  ['Felony', 'Arson', 8000, 45],
  ['Felony', 'Bribery of a Public Official', 5000, 30],
  ['Felony', 'Fraud', 5000, 30],
  ['Felony', 'Failure to Appear (Warrant)', 2000, 20],
];

export async function up(db: Kysely<unknown>): Promise<void> {
  const id = (c: ColumnDefinitionBuilder) => c.primaryKey().defaultTo(sql`gen_random_uuid()`);
  const now = sql`now()`;
  const department = (c: ColumnDefinitionBuilder) =>
    c.notNull().check(sql`department IN ('Xbox', 'PlayStation')`);
  const officerRef = (c: ColumnDefinitionBuilder) =>
    c.references('officers.id').onDelete('set null');
  const civilianRef = (c: ColumnDefinitionBuilder) =>
    c.notNull().references('civilians.id').onDelete('cascade');

  await db.schema
    .createTable('penal_codes')
    .addColumn('id', 'uuid', id)
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('category', 'text', (c) => c.notNull().defaultTo('General'))
    .addColumn('fine_cents', 'bigint', (c) => c.notNull().check(sql`fine_cents >= 0`))
    .addColumn('jail_minutes', 'integer', (c) => c.notNull().check(sql`jail_minutes >= 0`))
    // Retired entries stay for the records that cite them but are no longer offered.
    .addColumn('retired_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();
  // Offenses are matched by exact title, case-insensitively.
  await sql`CREATE UNIQUE INDEX penal_codes_title_unique ON penal_codes (lower(title))`.execute(db);
  await sql`INSERT INTO penal_codes (category, title, fine_cents, jail_minutes) VALUES ${sql.join(
    PENAL_CODE.map(
      ([category, title, fine, jail]) => sql`(${category}, ${title}, ${fine * 100}, ${jail})`,
    ),
  )}`.execute(db);

  await db.schema
    .createTable('records')
    .addColumn('id', 'uuid', id)
    .addColumn('civilian_id', 'uuid', civilianRef)
    .addColumn('department', 'text', department)
    .addColumn('type', 'text', (c) =>
      c.notNull().check(inList('type', ['arrest', 'citation', 'warning'])),
    )
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('offenses', 'jsonb', (c) => c.notNull())
    .addColumn('fine_cents', 'bigint', (c) => c.notNull().check(sql`fine_cents >= 0`))
    .addColumn('jail_minutes', 'integer', (c) => c.notNull().check(sql`jail_minutes >= 0`))
    .addColumn('notes', 'text')
    .addColumn('officer_id', 'uuid', officerRef)
    .addColumn('officer_name', 'text', (c) => c.notNull())
    .addColumn('officer_callsign', 'text', (c) => c.notNull())
    .addColumn('officer_rank', 'text', (c) => c.notNull())
    .addColumn('officer_username', 'text', (c) => c.notNull())
    // none: nothing to pay (warning or zero fine); unpaid until payRecordFine marks it paid.
    .addColumn('fine_status', 'text', (c) =>
      c.notNull().check(inList('fine_status', ['none', 'unpaid', 'paid'])),
    )
    .addColumn('paid_at', 'timestamptz')
    .addColumn('paid_from', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();
  await sql`CREATE INDEX records_civilian_idx ON records (civilian_id, created_at DESC)`.execute(
    db,
  );
  await sql`CREATE INDEX records_department_idx ON records (department, created_at DESC)`.execute(
    db,
  );

  await db.schema
    .createTable('warrants')
    .addColumn('id', 'uuid', id)
    .addColumn('civilian_id', 'uuid', civilianRef)
    .addColumn('department', 'text', department)
    .addColumn('type', 'text', (c) => c.notNull().check(inList('type', ['Arrest', 'Search'])))
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'timestamptz')
    // Expired is derived from expires_at when read; only resolving changes the stored status.
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('Active')
        .check(inList('status', ['Active', 'Resolved'])),
    )
    .addColumn('officer_id', 'uuid', officerRef)
    .addColumn('officer_name', 'text', (c) => c.notNull())
    .addColumn('officer_callsign', 'text', (c) => c.notNull())
    .addColumn('resolved_at', 'timestamptz')
    .addColumn('resolved_by', 'uuid', officerRef)
    .addColumn('resolved_by_name', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();
  await sql`CREATE INDEX warrants_department_idx ON warrants (department, created_at DESC)`.execute(
    db,
  );
  await sql`CREATE INDEX warrants_civilian_idx ON warrants (civilian_id)`.execute(db);

  await db.schema
    .createTable('incident_reports')
    .addColumn('id', 'uuid', id)
    .addColumn('department', 'text', department)
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) =>
      c.notNull().check(inList('type', ['Arrest', 'Incident', 'Traffic Stop'])),
    )
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('officer_id', 'uuid', officerRef)
    .addColumn('officer_name', 'text', (c) => c.notNull())
    .addColumn('officer_callsign', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();
  await sql`CREATE INDEX incident_reports_department_idx ON incident_reports (department, created_at DESC)`.execute(
    db,
  );

  await db.schema
    .createTable('pso_reports')
    .addColumn('id', 'uuid', id)
    .addColumn('department', 'text', department)
    .addColumn('kind', 'text', (c) =>
      c.notNull().check(inList('kind', ['use-of-force', '10-50', 'scene-report'])),
    )
    .addColumn('fields', 'jsonb', (c) => c.notNull())
    .addColumn('officer_id', 'uuid', officerRef)
    .addColumn('officer_name', 'text', (c) => c.notNull())
    .addColumn('officer_callsign', 'text', (c) => c.notNull())
    .addColumn('officer_rank', 'text', (c) => c.notNull())
    .addColumn('officer_discord_id', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();
  await sql`CREATE INDEX pso_reports_department_idx ON pso_reports (department, kind, created_at DESC)`.execute(
    db,
  );

  // Search: ordered prefix scans (text_pattern_ops btree) for exact/prefix matches, and
  // trigram GIN indexes for substring and typo-tolerant matches.
  await sql`CREATE EXTENSION IF NOT EXISTS pg_trgm`.execute(db);
  const nameExpr = sql.raw(`lower(first_name || ' ' || last_name)`);
  await sql`CREATE INDEX civilians_name_prefix_idx ON civilians (${nameExpr} text_pattern_ops)`.execute(
    db,
  );
  await sql`CREATE INDEX civilians_last_name_prefix_idx ON civilians (lower(last_name) text_pattern_ops)`.execute(
    db,
  );
  await sql`CREATE INDEX civilians_ssn_prefix_idx ON civilians (ssn text_pattern_ops)`.execute(db);
  await sql`CREATE INDEX civilians_name_trgm_idx ON civilians USING gin (${nameExpr} gin_trgm_ops)`.execute(
    db,
  );
  await sql`CREATE INDEX vehicles_plate_prefix_idx ON vehicles (lower(plate) text_pattern_ops)`.execute(
    db,
  );
  await sql`CREATE INDEX vehicles_vin_prefix_idx ON vehicles (lower(vin) text_pattern_ops)`.execute(
    db,
  );
  await sql`CREATE INDEX vehicles_plate_trgm_idx ON vehicles USING gin (lower(plate) gin_trgm_ops)`.execute(
    db,
  );
  await sql`CREATE INDEX weapons_serial_prefix_idx ON weapons (lower(serial_number) text_pattern_ops)`.execute(
    db,
  );
  await sql`CREATE INDEX weapons_owner_prefix_idx ON weapons (lower(registered_name) text_pattern_ops)`.execute(
    db,
  );
  // Every generated serial starts "WPN-": those shared trigrams would make each serial look
  // alike, so the trigram index covers what follows it.
  await sql`CREATE INDEX weapons_serial_trgm_idx ON weapons USING gin ((regexp_replace(lower(serial_number), '^wpn-', '')) gin_trgm_ops)`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const index of [
    'weapons_serial_trgm_idx',
    'weapons_owner_prefix_idx',
    'weapons_serial_prefix_idx',
    'vehicles_plate_trgm_idx',
    'vehicles_vin_prefix_idx',
    'vehicles_plate_prefix_idx',
    'civilians_name_trgm_idx',
    'civilians_ssn_prefix_idx',
    'civilians_last_name_prefix_idx',
    'civilians_name_prefix_idx',
  ]) {
    await db.schema.dropIndex(index).ifExists().execute();
  }
  for (const table of ['pso_reports', 'incident_reports', 'warrants', 'records', 'penal_codes']) {
    await db.schema.dropTable(table).execute();
  }
}
