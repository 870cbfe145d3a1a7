import { sql, type Kysely } from 'kysely';

// Opening balances are paid once per member, not once per civilian: otherwise creating
// civilians, moving their opening money out and deleting them would mint money at will.
// And the ledger outlives a deleted civilian (whose pockets must be empty by then): its rows
// stay, detached, so the bank's history and the conservation check keep every movement.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE bank_ledger
      ALTER COLUMN civilian_id DROP NOT NULL,
      DROP CONSTRAINT bank_ledger_civilian_id_fkey,
      DROP CONSTRAINT bank_ledger_account_id_fkey,
      ADD CONSTRAINT bank_ledger_civilian_id_fkey FOREIGN KEY (civilian_id)
        REFERENCES civilians (id) ON DELETE SET NULL,
      ADD CONSTRAINT bank_ledger_account_id_fkey FOREIGN KEY (account_id)
        REFERENCES bank_accounts (id) ON DELETE SET NULL
  `.execute(db);

  await db.schema
    .createTable('bank_opening_grants')
    .addColumn('discord_id', 'text', (c) =>
      c.primaryKey().references('users.discord_id').onDelete('cascade'),
    )
    .addColumn('civilian_id', 'uuid', (c) => c.references('civilians.id').onDelete('set null'))
    .addColumn('granted_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  // Members whose civilians already received opening balances keep their one grant used.
  await sql`
    INSERT INTO bank_opening_grants (discord_id, civilian_id, granted_at)
    SELECT DISTINCT ON (c.discord_id) c.discord_id, c.id, l.created_at
    FROM bank_ledger l JOIN civilians c ON c.id = l.civilian_id
    WHERE l.type = 'opening'
    ORDER BY c.discord_id, l.created_at
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('bank_opening_grants').execute();
  await sql`DELETE FROM bank_ledger WHERE civilian_id IS NULL`.execute(db);
  await sql`
    ALTER TABLE bank_ledger
      ALTER COLUMN civilian_id SET NOT NULL,
      DROP CONSTRAINT bank_ledger_civilian_id_fkey,
      DROP CONSTRAINT bank_ledger_account_id_fkey,
      ADD CONSTRAINT bank_ledger_civilian_id_fkey FOREIGN KEY (civilian_id)
        REFERENCES civilians (id) ON DELETE CASCADE,
      ADD CONSTRAINT bank_ledger_account_id_fkey FOREIGN KEY (account_id)
        REFERENCES bank_accounts (id) ON DELETE CASCADE
  `.execute(db);
}
