import { sql, type Kysely } from 'kysely';

// A call type may need more of a new call than its location: a postal (a collision, so units
// find it on the map) or details (a robbery's description). The fields a type can require are
// the call's own optional ones; every type starts requiring nothing, as before.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE call_types
      ADD COLUMN required_fields text[] NOT NULL DEFAULT '{}'
        CHECK (required_fields <@ ARRAY['postal', 'details']::text[])
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE call_types DROP COLUMN required_fields`.execute(db);
}
