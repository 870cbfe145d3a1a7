import { sql, type Kysely } from 'kysely';

// Civilian records: DMV test attempts (graded on the server) and the license class check.
// Frozen: migrations never import application code, so the class names are spelled out.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE civilian_licenses ADD CONSTRAINT civilian_licenses_type_check CHECK (
      license_type IN (
        'Class C - Standard Drivers License',
        'Class M - Motorcycle License',
        'Class A - CDL Class A License',
        'Class B - CDL Class B License'
      )
    )`.execute(db);

  await db.schema
    .createTable('dmv_tests')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('civilian_id', 'uuid', (c) =>
      c.notNull().references('civilians.id').onDelete('cascade'),
    )
    .addColumn('test_type', 'text', (c) =>
      c
        .notNull()
        .check(
          sql`test_type IN ('Standard Driver''s License', 'Motorcycle License', 'CDL Class A', 'CDL Class B')`,
        ),
    )
    // Set from the app's clock, not now(), so the time limit follows one clock everywhere.
    .addColumn('started_at', 'timestamptz', (c) => c.notNull())
    .addColumn('submitted_at', 'timestamptz')
    .addColumn('score', 'integer', (c) => c.check(sql`score BETWEEN 0 AND 10`))
    .addColumn('passed', 'boolean')
    .addColumn('answers', 'jsonb')
    .execute();
  await db.schema
    .createIndex('dmv_tests_civilian_id_idx')
    .on('dmv_tests')
    .columns(['civilian_id', 'started_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('dmv_tests').execute();
  await sql`ALTER TABLE civilian_licenses DROP CONSTRAINT civilian_licenses_type_check`.execute(db);
}
