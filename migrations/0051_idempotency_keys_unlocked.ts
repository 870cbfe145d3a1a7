import { sql, type Kysely } from 'kysely';

// A stored answer no longer references its member's users row. The foreign key made every
// keyed purchase, transfer and wage run also lock that row (FOR KEY SHARE, written to the WAL)
// inside the shop's hottest lock, for a cascade that never runs: members are not deleted, and
// stored answers are purged by age (housekeeping).
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE bank_idempotency_keys DROP CONSTRAINT bank_idempotency_keys_discord_id_fkey
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DELETE FROM bank_idempotency_keys k
    WHERE NOT EXISTS (SELECT 1 FROM users u WHERE u.discord_id = k.discord_id)`.execute(db);
  await sql`
    ALTER TABLE bank_idempotency_keys ADD CONSTRAINT bank_idempotency_keys_discord_id_fkey
      FOREIGN KEY (discord_id) REFERENCES users (discord_id) ON DELETE CASCADE
  `.execute(db);
}
