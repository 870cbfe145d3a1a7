import { sql, type Kysely } from 'kysely';

// Request counters shared by every API process (sign-ins per address, writes per member, ...).
// The shape is the one rate-limiter-flexible's PostgreSQL store reads and writes: its upsert
// inserts the three columns by position, and `expire` is milliseconds since the epoch.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE rate_limits (
      key varchar(255) PRIMARY KEY,
      points integer NOT NULL DEFAULT 0,
      expire bigint
    )
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('rate_limits').execute();
}
