import { sql, type Kysely } from 'kysely';

// Businesses (docs/economy.md): a civilian's business with its own account, employees paid by
// payroll, and items it sells in the shop. Money in a business account is part of the
// economy's conservation check. Frozen: migrations never import application code.

/** Ledger types this migration adds to bank_ledger's type check. */
const LEDGER_TYPES = ['business_transfer', 'payroll'];

/** bank_ledger's type check rewritten from its current definition (as 0032 does). */
async function editLedgerTypes(db: Kysely<unknown>, mode: 'add' | 'remove') {
  const { rows } = await sql<{ def: string }>`
    SELECT pg_get_constraintdef(oid) AS def FROM pg_constraint
    WHERE conrelid = 'bank_ledger'::regclass AND conname = 'bank_ledger_type_check'
  `.execute(db);
  const def = rows[0]?.def;
  if (!def) throw new Error('bank_ledger_type_check is missing.');
  const listed = [...def.matchAll(/'([a-z_]+)'::text/g)].map((m) => m[1]!);
  const types =
    mode === 'add'
      ? [...listed, ...LEDGER_TYPES.filter((t) => !listed.includes(t))]
      : listed.filter((t) => !LEDGER_TYPES.includes(t));
  const list = types.map((t) => `'${t}'`).join(', ');
  await sql
    .raw(
      `ALTER TABLE bank_ledger DROP CONSTRAINT bank_ledger_type_check,
        ADD CONSTRAINT bank_ledger_type_check CHECK (type IN (${list}))`,
    )
    .execute(db);
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await editLedgerTypes(db, 'add');
  // Off by default: a community that changes nothing lets businesses open at once.
  await sql`
    ALTER TABLE community_settings
      ADD COLUMN businesses_need_approval boolean NOT NULL DEFAULT false
  `.execute(db);

  // The schedule lives here and the money in business_accounts: a payroll run claims its
  // business row first and debits the account row last, so the two never form a lock cycle.
  await sql`
    CREATE TABLE businesses (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      owner_civilian_id uuid NOT NULL REFERENCES civilians (id) ON DELETE CASCADE,
      name text NOT NULL CHECK (length(name) BETWEEN 1 AND 80),
      type text NOT NULL CHECK (length(type) BETWEEN 1 AND 40),
      description text NOT NULL DEFAULT '' CHECK (length(description) <= 1000),
      status text NOT NULL CHECK (status IN ('pending', 'active', 'rejected')),
      payroll_weekly boolean NOT NULL DEFAULT false,
      next_payroll_at timestamptz,
      decided_by text,
      seq bigserial NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      CHECK (payroll_weekly = (next_payroll_at IS NOT NULL))
    )
  `.execute(db);
  await sql`CREATE UNIQUE INDEX businesses_name_unique ON businesses (lower(name))`.execute(db);
  await sql`CREATE INDEX businesses_owner_idx ON businesses (owner_civilian_id)`.execute(db);
  await sql`
    CREATE INDEX businesses_due_idx ON businesses (next_payroll_at)
    WHERE next_payroll_at IS NOT NULL
  `.execute(db);

  await sql`
    CREATE TABLE business_accounts (
      business_id uuid PRIMARY KEY REFERENCES businesses (id) ON DELETE CASCADE,
      balance_cents bigint NOT NULL DEFAULT 0 CHECK (balance_cents >= 0),
      updated_at timestamptz NOT NULL DEFAULT now()
    )
  `.execute(db);

  // The business's side of every movement; the civilian's side is its bank_ledger row.
  await sql`
    CREATE TABLE business_ledger (
      id bigserial PRIMARY KEY,
      business_id uuid NOT NULL REFERENCES businesses (id) ON DELETE CASCADE,
      type text NOT NULL CHECK (type IN ('deposit', 'withdrawal', 'payroll', 'sale')),
      amount_cents bigint NOT NULL CHECK (amount_cents <> 0),
      description text NOT NULL,
      civilian_id uuid REFERENCES civilians (id) ON DELETE SET NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    )
  `.execute(db);
  await sql`CREATE INDEX business_ledger_business_idx ON business_ledger (business_id, id)`.execute(
    db,
  );

  await sql`
    CREATE TABLE business_employees (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      business_id uuid NOT NULL REFERENCES businesses (id) ON DELETE CASCADE,
      civilian_id uuid NOT NULL REFERENCES civilians (id) ON DELETE CASCADE,
      wage_cents bigint NOT NULL CHECK (wage_cents > 0),
      status text NOT NULL CHECK (status IN ('invited', 'active', 'declined', 'left', 'removed')),
      seq bigserial NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    )
  `.execute(db);
  // One open invitation or employment per civilian and business.
  await sql`
    CREATE UNIQUE INDEX business_employees_open ON business_employees (business_id, civilian_id)
    WHERE status IN ('invited', 'active')
  `.execute(db);
  await sql`CREATE INDEX business_employees_civilian_idx ON business_employees (civilian_id)`.execute(
    db,
  );

  await sql`
    CREATE TABLE business_payroll_runs (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      business_id uuid NOT NULL REFERENCES businesses (id) ON DELETE CASCADE,
      trigger text NOT NULL CHECK (trigger IN ('manual', 'scheduled')),
      status text NOT NULL CHECK (status IN ('paid', 'failed')),
      total_cents bigint NOT NULL CHECK (total_cents >= 0),
      employees integer NOT NULL CHECK (employees >= 0),
      balance_cents bigint NOT NULL,
      seq bigserial NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    )
  `.execute(db);
  await sql`CREATE INDEX business_payroll_runs_idx ON business_payroll_runs (business_id, seq)`.execute(
    db,
  );

  // A business's own items: bought from it, their price goes to its account.
  await sql`
    ALTER TABLE shop_items ADD COLUMN business_id uuid REFERENCES businesses (id) ON DELETE SET NULL
  `.execute(db);
  await sql`CREATE INDEX shop_items_business_idx ON shop_items (business_id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX shop_items_business_idx`.execute(db);
  await sql`ALTER TABLE shop_items DROP COLUMN business_id`.execute(db);
  await sql`DROP TABLE business_payroll_runs`.execute(db);
  await sql`DROP TABLE business_employees`.execute(db);
  await sql`DROP TABLE business_ledger`.execute(db);
  await sql`DROP TABLE business_accounts`.execute(db);
  await sql`DROP TABLE businesses`.execute(db);
  await sql`ALTER TABLE community_settings DROP COLUMN businesses_need_approval`.execute(db);
  await sql`DELETE FROM bank_ledger WHERE type IN ('business_transfer', 'payroll')`.execute(db);
  await editLedgerTypes(db, 'remove');
}
