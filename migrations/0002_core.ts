import { sql, type ColumnDefinitionBuilder, type Kysely } from 'kysely';

// Core records every area reads: civilians and what they own, officer profiles, and the
// Discord delivery outbox. Frozen: migrations never import application code.
export async function up(db: Kysely<unknown>): Promise<void> {
  const id = (c: ColumnDefinitionBuilder) => c.primaryKey().defaultTo(sql`gen_random_uuid()`);
  const now = sql`now()`;

  await db.schema
    .createTable('civilians')
    .addColumn('id', 'uuid', id)
    .addColumn('discord_id', 'text', (c) =>
      c.notNull().references('users.discord_id').onDelete('cascade'),
    )
    .addColumn('first_name', 'text', (c) => c.notNull())
    .addColumn('last_name', 'text', (c) => c.notNull())
    .addColumn('middle_initial', 'text')
    .addColumn('date_of_birth', 'date', (c) => c.notNull())
    .addColumn('age', 'integer')
    .addColumn('sex', 'text')
    .addColumn('known_aliases', sql`text[]`, (c) => c.notNull().defaultTo(sql`'{}'::text[]`))
    .addColumn('residence', 'text')
    .addColumn('zip_code', 'text')
    .addColumn('occupation', 'text')
    .addColumn('height', 'text')
    .addColumn('weight', 'text')
    .addColumn('skin_tone', 'text')
    .addColumn('hair_color', 'text')
    .addColumn('eye_color', 'text')
    .addColumn('emergency_contact_name', 'text')
    .addColumn('ssn', 'text', (c) => c.unique())
    .addColumn('deceased', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema
    .createIndex('civilians_discord_id_idx')
    .on('civilians')
    .column('discord_id')
    .execute();

  await db.schema
    .createTable('civilian_licenses')
    .addColumn('civilian_id', 'uuid', (c) =>
      c.notNull().references('civilians.id').onDelete('cascade'),
    )
    .addColumn('license_type', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('Valid'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addPrimaryKeyConstraint('civilian_licenses_pk', ['civilian_id', 'license_type'])
    .execute();

  await db.schema
    .createTable('vehicles')
    .addColumn('id', 'uuid', id)
    .addColumn('civilian_id', 'uuid', (c) =>
      c.notNull().references('civilians.id').onDelete('cascade'),
    )
    .addColumn('plate', 'text', (c) => c.notNull())
    .addColumn('vin', 'text')
    .addColumn('make', 'text', (c) => c.notNull())
    .addColumn('model', 'text', (c) => c.notNull())
    .addColumn('year', 'integer')
    .addColumn('color', 'text')
    .addColumn('type', 'text', (c) => c.notNull().defaultTo('Sedan'))
    .addColumn('insured', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('Valid'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema
    .createIndex('vehicles_civilian_id_idx')
    .on('vehicles')
    .column('civilian_id')
    .execute();
  await sql`CREATE UNIQUE INDEX vehicles_plate_unique ON vehicles (lower(plate))`.execute(db);
  await sql`CREATE UNIQUE INDEX vehicles_vin_unique ON vehicles (lower(vin)) WHERE vin IS NOT NULL`.execute(
    db,
  );

  await db.schema
    .createTable('weapons')
    .addColumn('id', 'uuid', id)
    .addColumn('civilian_id', 'uuid', (c) =>
      c.notNull().references('civilians.id').onDelete('cascade'),
    )
    .addColumn('weapon_type', 'text', (c) => c.notNull())
    .addColumn('serial_number', 'text', (c) => c.notNull())
    .addColumn('registered_name', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema
    .createIndex('weapons_civilian_id_idx')
    .on('weapons')
    .column('civilian_id')
    .execute();
  await sql`CREATE UNIQUE INDEX weapons_serial_unique ON weapons (lower(serial_number))`.execute(
    db,
  );

  await db.schema
    .createTable('medical_records')
    .addColumn('id', 'uuid', id)
    .addColumn('civilian_id', 'uuid', (c) =>
      c.notNull().references('civilians.id').onDelete('cascade'),
    )
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema
    .createIndex('medical_records_civilian_id_idx')
    .on('medical_records')
    .column('civilian_id')
    .execute();

  await db.schema
    .createTable('officers')
    .addColumn('id', 'uuid', id)
    .addColumn('discord_id', 'text', (c) =>
      c.notNull().references('users.discord_id').onDelete('cascade'),
    )
    // The officer keeps their name if the civilian behind the profile is deleted.
    .addColumn('civilian_id', 'uuid', (c) => c.references('civilians.id').onDelete('set null'))
    .addColumn('department', 'text', (c) =>
      c.notNull().check(sql`department IN ('Xbox', 'PlayStation')`),
    )
    .addColumn('callsign', 'text', (c) => c.notNull())
    .addColumn('badge_number', 'integer', (c) => c.notNull())
    .addColumn('first_name', 'text', (c) => c.notNull())
    .addColumn('last_name', 'text', (c) => c.notNull())
    .addColumn('rank', 'text', (c) => c.notNull().defaultTo('Officer'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addUniqueConstraint('officers_member_department_unique', ['discord_id', 'department'])
    .addUniqueConstraint('officers_badge_unique', ['department', 'badge_number'])
    .execute();
  await sql`CREATE UNIQUE INDEX officers_callsign_unique ON officers (department, lower(callsign))`.execute(
    db,
  );

  await db.schema
    .createTable('outbox')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind IN ('dm', 'webhook')`))
    .addColumn('payload', 'jsonb', (c) => c.notNull())
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('pending')
        .check(sql`status IN ('pending', 'sent', 'failed')`),
    )
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('last_error', 'text')
    .addColumn('result', 'jsonb')
    .addColumn('dedupe_key', 'text', (c) => c.unique())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('sent_at', 'timestamptz')
    .execute();
  await sql`CREATE INDEX outbox_due_idx ON outbox (next_attempt_at) WHERE status = 'pending'`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'outbox',
    'officers',
    'medical_records',
    'weapons',
    'vehicles',
    'civilian_licenses',
    'civilians',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
