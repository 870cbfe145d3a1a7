import { sql, type Kysely } from 'kysely';

// Every community's language: a member's own choice (NULL until they pick one: the browser's
// language or the community default applies) and the community's settings, one row that later
// community configuration grows. The database checks a language tag's shape only: which
// languages ship is the application's list (db/src/auth/languages.ts), so adding one needs no
// migration, and a member whose language stops shipping falls back as if they had not chosen.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE users
      ADD COLUMN locale text CONSTRAINT users_locale_tag CHECK (locale ~ '^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$')
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
        .check(sql`default_language ~ '^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$'`),
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
