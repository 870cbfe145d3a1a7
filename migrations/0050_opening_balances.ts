import { sql, type Kysely } from 'kysely';

// What a member's first civilian to use the bank starts with (docs/economy.md, Opening
// balances) is community configuration: staff edit it, and every process reads it when it
// provisions a bank profile, including a clock-out that pays a first shift. NULL until the
// first start writes the environment's seed (BANK_STARTING_WALLET / BANK_STARTING_CHECKING).
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE community_settings
      ADD COLUMN opening_wallet_cents bigint
        CONSTRAINT community_settings_opening_wallet CHECK (opening_wallet_cents >= 0),
      ADD COLUMN opening_checking_cents bigint
        CONSTRAINT community_settings_opening_checking CHECK (opening_checking_cents >= 0),
      ADD CONSTRAINT community_settings_opening_both
        CHECK ((opening_wallet_cents IS NULL) = (opening_checking_cents IS NULL))
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE community_settings
      DROP CONSTRAINT community_settings_opening_both,
      DROP COLUMN opening_wallet_cents,
      DROP COLUMN opening_checking_cents
  `.execute(db);
}
