import { sql, type Kysely } from 'kysely';

// Paid shifts (docs/economy.md): hourly pay on departments and ranks, the community's daily
// cap and forced-close limit, the account each member is paid into, and one pay record per
// clock session. Pay moves money from the treasury to an account, so the treasury ledger and
// the bank ledger each learn a 'shift_pay' type. Frozen: migrations never import app code.

/**
 * Rewrites bank_ledger's type check with 'shift_pay' added (or removed): other areas add their
 * own types too, so the check is edited from its current definition rather than spelled out.
 */
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
      ? [...listed.filter((t) => t !== 'shift_pay'), 'shift_pay']
      : listed.filter((t) => t !== 'shift_pay');
  const list = types.map((t) => `'${t}'`).join(', ');
  await sql
    .raw(
      `ALTER TABLE bank_ledger DROP CONSTRAINT bank_ledger_type_check,
        ADD CONSTRAINT bank_ledger_type_check CHECK (type IN (${list}))`,
    )
    .execute(db);
}

/** Drops the treasury ledger's checks on its type (0032 left them unnamed). */
async function dropTreasuryTypeChecks(db: Kysely<unknown>) {
  const { rows } = await sql<{ name: string }>`
    SELECT conname AS name FROM pg_constraint
    WHERE conrelid = 'economy_treasury_ledger'::regclass AND contype = 'c'
      AND pg_get_constraintdef(oid) LIKE '%adjustment%'
  `.execute(db);
  for (const { name } of rows) {
    await sql`ALTER TABLE economy_treasury_ledger DROP CONSTRAINT ${sql.id(name)}`.execute(db);
  }
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await editLedgerTypes(db, 'add');
  await dropTreasuryTypeChecks(db);
  await sql`
    ALTER TABLE economy_treasury_ledger
      ADD CONSTRAINT economy_treasury_ledger_type_check
        CHECK (type IN ('mint', 'burn', 'adjustment', 'shift_pay')),
      ADD CONSTRAINT economy_treasury_ledger_sign CHECK (
        (type = 'mint' AND amount_cents > 0) OR (type = 'burn' AND amount_cents < 0)
        OR type = 'adjustment' OR (type = 'shift_pay' AND amount_cents < 0)
      )
  `.execute(db);

  // Integer cents per hour; NULL: no rate. A rank's rate wins over its department's.
  await sql`
    ALTER TABLE departments ADD COLUMN hourly_pay_cents integer
      CONSTRAINT departments_hourly_pay CHECK (hourly_pay_cents BETWEEN 0 AND 100000000)
  `.execute(db);
  await sql`
    ALTER TABLE ranks ADD COLUMN hourly_pay_cents integer
      CONSTRAINT ranks_hourly_pay CHECK (hourly_pay_cents BETWEEN 0 AND 100000000)
  `.execute(db);

  // The daily cap per member (NULL: none) and the hours after which an open shift is closed.
  await sql`
    ALTER TABLE community_settings
      ADD COLUMN shift_daily_cap_cents bigint DEFAULT 50000
        CONSTRAINT community_settings_shift_cap CHECK (shift_daily_cap_cents >= 0),
      ADD COLUMN shift_force_close_hours integer NOT NULL DEFAULT 8
        CONSTRAINT community_settings_shift_close CHECK (shift_force_close_hours BETWEEN 1 AND 72)
  `.execute(db);

  // The account a member's shift pay goes into; none chosen: the default (docs/economy.md).
  await sql`
    CREATE TABLE member_pay_accounts (
      discord_id text PRIMARY KEY,
      account_id uuid NOT NULL REFERENCES bank_accounts (id) ON DELETE CASCADE,
      updated_at timestamptz NOT NULL DEFAULT now()
    )
  `.execute(db);

  // One row per paid (or unpaid) shift: the unique session id makes a shift paid at most once.
  await sql`
    CREATE TABLE shift_pay (
      id bigserial PRIMARY KEY,
      clock_session_id uuid NOT NULL UNIQUE REFERENCES clock_sessions (id) ON DELETE CASCADE,
      discord_id text NOT NULL,
      department text NOT NULL,
      minutes integer NOT NULL CHECK (minutes >= 0),
      rate_cents integer NOT NULL CHECK (rate_cents >= 0),
      due_cents bigint NOT NULL CHECK (due_cents >= 0),
      paid_cents bigint NOT NULL CHECK (paid_cents >= 0 AND paid_cents <= due_cents),
      unpaid_reason text CHECK (unpaid_reason IN ('daily_cap', 'treasury', 'no_account')),
      pay_day date NOT NULL,
      civilian_id uuid REFERENCES civilians (id) ON DELETE SET NULL,
      account_id uuid REFERENCES bank_accounts (id) ON DELETE SET NULL,
      forced boolean NOT NULL DEFAULT false,
      created_at timestamptz NOT NULL DEFAULT now(),
      CHECK ((unpaid_reason IS NULL) = (paid_cents = due_cents))
    )
  `.execute(db);
  await sql`CREATE INDEX shift_pay_member_day_idx ON shift_pay (discord_id, pay_day)`.execute(db);
  // The forced-close job looks for open shifts by their start.
  await sql`CREATE INDEX clock_sessions_open_idx ON clock_sessions (started_at) WHERE ended_at IS NULL`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX clock_sessions_open_idx`.execute(db);
  await sql`DROP TABLE shift_pay`.execute(db);
  await sql`DROP TABLE member_pay_accounts`.execute(db);
  await sql`
    ALTER TABLE community_settings
      DROP COLUMN shift_daily_cap_cents,
      DROP COLUMN shift_force_close_hours
  `.execute(db);
  await sql`ALTER TABLE ranks DROP COLUMN hourly_pay_cents`.execute(db);
  await sql`ALTER TABLE departments DROP COLUMN hourly_pay_cents`.execute(db);
  await sql`DELETE FROM economy_treasury_ledger WHERE type = 'shift_pay'`.execute(db);
  await sql`DELETE FROM bank_ledger WHERE type = 'shift_pay'`.execute(db);
  await sql`
    ALTER TABLE economy_treasury_ledger
      DROP CONSTRAINT economy_treasury_ledger_type_check,
      DROP CONSTRAINT economy_treasury_ledger_sign,
      ADD CONSTRAINT economy_treasury_ledger_type_check
        CHECK (type IN ('mint', 'burn', 'adjustment')),
      ADD CONSTRAINT economy_treasury_ledger_sign CHECK (
        (type = 'mint' AND amount_cents > 0) OR (type = 'burn' AND amount_cents < 0)
        OR type = 'adjustment'
      )
  `.execute(db);
  await editLedgerTypes(db, 'remove');
}
