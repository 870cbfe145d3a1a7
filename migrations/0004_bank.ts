import { sql, type Kysely } from 'kysely';

// Bank: wallets, accounts, the ledger, account requests and idempotency keys.
// Money is integer cents; balances can never go below zero, whatever the code above does.
// Frozen: migrations never import application code.
export async function up(db: Kysely<unknown>): Promise<void> {
  const now = sql`now()`;

  // Cash in hand belongs to one civilian (a character), not to the Discord member.
  await db.schema
    .createTable('bank_wallets')
    .addColumn('civilian_id', 'uuid', (c) =>
      c.primaryKey().references('civilians.id').onDelete('cascade'),
    )
    .addColumn('balance_cents', 'bigint', (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`balance_cents >= 0`),
    )
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();

  await db.schema
    .createTable('bank_accounts')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('civilian_id', 'uuid', (c) =>
      c.notNull().references('civilians.id').onDelete('cascade'),
    )
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('account_type', 'text', (c) =>
      c
        .notNull()
        .check(
          sql`account_type IN ('Checking', 'Savings', 'Business Checking', 'Business Savings')`,
        ),
    )
    .addColumn('account_number', 'text', (c) =>
      c
        .notNull()
        .unique()
        .check(sql`account_number ~ '^[1-9][0-9]{9}$'`),
    )
    .addColumn('balance_cents', 'bigint', (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`balance_cents >= 0`),
    )
    // Opening order, for listing: timestamps tie within a millisecond.
    .addColumn('seq', 'bigserial', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema
    .createIndex('bank_accounts_civilian_id_idx')
    .on('bank_accounts')
    .column('civilian_id')
    .execute();

  // One row per pocket touched: account_id NULL means the owner's wallet. A transfer writes
  // two rows sharing transfer_id; money enters only as 'opening' and leaves only as 'fine'.
  await db.schema
    .createTable('bank_ledger')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('civilian_id', 'uuid', (c) =>
      c.notNull().references('civilians.id').onDelete('cascade'),
    )
    .addColumn('account_id', 'uuid', (c) => c.references('bank_accounts.id').onDelete('cascade'))
    .addColumn('type', 'text', (c) =>
      c
        .notNull()
        .check(
          sql`type IN ('opening', 'deposit', 'withdrawal', 'transfer_in', 'transfer_out', 'fine')`,
        ),
    )
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('amount_cents', 'bigint', (c) => c.notNull().check(sql`amount_cents <> 0`))
    .addColumn('transfer_id', 'uuid')
    .addColumn('counterparty_account_number', 'text')
    .addColumn('reference', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();
  await sql`CREATE INDEX bank_ledger_account_idx ON bank_ledger (account_id, id DESC)`.execute(db);
  await sql`CREATE INDEX bank_ledger_civilian_idx ON bank_ledger (civilian_id, id DESC)`.execute(
    db,
  );
  // A fine is charged once per reference, however often Pay Fine is pressed.
  await sql`CREATE UNIQUE INDEX bank_ledger_reference_unique ON bank_ledger (reference) WHERE reference IS NOT NULL`.execute(
    db,
  );

  await db.schema
    .createTable('bank_account_requests')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('civilian_id', 'uuid', (c) =>
      c.notNull().references('civilians.id').onDelete('cascade'),
    )
    .addColumn('account_type', 'text', (c) =>
      c
        .notNull()
        .check(
          sql`account_type IN ('Checking', 'Savings', 'Business Checking', 'Business Savings')`,
        ),
    )
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('pending')
        .check(sql`status IN ('pending', 'approved', 'rejected')`),
    )
    .addColumn('account_id', 'uuid', (c) => c.references('bank_accounts.id').onDelete('set null'))
    .addColumn('decided_by', 'text')
    .addColumn('decided_at', 'timestamptz')
    .addColumn('decision_note', 'text')
    .addColumn('seq', 'bigserial', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();
  await sql`CREATE UNIQUE INDEX bank_account_requests_one_pending ON bank_account_requests (civilian_id, account_type) WHERE status = 'pending'`.execute(
    db,
  );
  await sql`CREATE INDEX bank_account_requests_status_idx ON bank_account_requests (status, seq)`.execute(
    db,
  );

  // A retried deposit, withdrawal or transfer with the same key returns the stored answer.
  await db.schema
    .createTable('bank_idempotency_keys')
    .addColumn('discord_id', 'text', (c) =>
      c.notNull().references('users.discord_id').onDelete('cascade'),
    )
    .addColumn('idempotency_key', 'text', (c) => c.notNull())
    .addColumn('fingerprint', 'text', (c) => c.notNull())
    .addColumn('response', 'jsonb', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addPrimaryKeyConstraint('bank_idempotency_keys_pk', ['discord_id', 'idempotency_key'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'bank_idempotency_keys',
    'bank_account_requests',
    'bank_ledger',
    'bank_accounts',
    'bank_wallets',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
