import { sql, type Kysely } from 'kysely';

// When a unit's status last changed, for the console's time in status. updated_at moves with a
// subdivision change too, so it cannot say how long a unit has been in its status. Rows that
// exist start from updated_at: the closest the table knows.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE officer_units ADD COLUMN status_since timestamptz`.execute(db);
  await sql`UPDATE officer_units SET status_since = updated_at`.execute(db);
  await sql`ALTER TABLE officer_units ALTER COLUMN status_since SET NOT NULL`.execute(db);
  await sql`ALTER TABLE officer_units ALTER COLUMN status_since SET DEFAULT now()`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE officer_units DROP COLUMN status_since`.execute(db);
}
