import { sql, type Kysely } from 'kysely';

// A stored answer is written once and read back whole, never searched inside: `json` keeps the
// text as built, where `jsonb` parses it into its binary form on every money movement (a bank
// transfer's statement builds its answer in SQL and stores it in the same step).
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE bank_idempotency_keys ALTER COLUMN response TYPE json USING response::json`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE bank_idempotency_keys ALTER COLUMN response TYPE jsonb USING response::jsonb`.execute(
    db,
  );
}
