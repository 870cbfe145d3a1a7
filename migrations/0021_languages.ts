import { sql, type Kysely } from 'kysely';

// Every community's language: a member's own choice (NULL until they pick one: the browser's
// language or the community default applies) and the community's settings, one row that later
// community configuration grows. Frozen in time: the list of languages is copied here, never
// imported; a migration that ships a new language widens both checks.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE users
      ADD COLUMN locale text CONSTRAINT users_locale_shipped CHECK (locale IN ('en', 'de', 'es'))
  `.execute(db);

  await db.schema
    .createTable('community_settings')
    // Always true: the primary key on a constant keeps the table to one row.
    .addColumn('id', 'boolean', (c) =>
      c
        .primaryKey()
        .defaultTo(true)
        .check(sql`id`),
    )
    .addColumn('default_language', 'text', (c) =>
      c
        .notNull()
        .defaultTo('en')
        .check(sql`default_language IN ('en', 'de', 'es')`),
    )
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    // NULL: never changed by staff (the installation's default).
    .addColumn('updated_by', 'text')
    .execute();
  await sql`INSERT INTO community_settings DEFAULT VALUES`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('community_settings').execute();
  await sql`ALTER TABLE users DROP COLUMN locale`.execute(db);
}
