import { sql, type Kysely } from 'kysely';

// The economy: the community's treasury (where staff mint and burn money), the shop's items,
// what each civilian holds, and items offered from one civilian to another.
// Frozen: migrations never import application code.

/** Ledger types this migration adds to bank_ledger's type check. */
const LEDGER_TYPES = ['adjustment', 'purchase', 'item_sale'];

/**
 * Rewrites bank_ledger's type check with `types` added (or removed): other areas add their own
 * types too, so the check is edited from its current definition rather than spelled out anew.
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

  // One row: the community's own money. Only staff mint into it and burn from it.
  await sql`
    CREATE TABLE economy_treasury (
      id smallint PRIMARY KEY DEFAULT 1 CHECK (id = 1),
      balance_cents bigint NOT NULL DEFAULT 0 CHECK (balance_cents >= 0),
      updated_at timestamptz NOT NULL DEFAULT now()
    )
  `.execute(db);
  await sql`INSERT INTO economy_treasury (id) VALUES (1)`.execute(db);

  // The treasury's side of every movement: a mint or burn alone, an adjustment beside the
  // civilian's bank_ledger row (opposite sign).
  await sql`
    CREATE TABLE economy_treasury_ledger (
      id bigserial PRIMARY KEY,
      type text NOT NULL CHECK (type IN ('mint', 'burn', 'adjustment')),
      amount_cents bigint NOT NULL CHECK (amount_cents <> 0),
      reason text NOT NULL CHECK (length(reason) BETWEEN 1 AND 500),
      actor_discord_id text,
      civilian_id uuid REFERENCES civilians (id) ON DELETE SET NULL,
      account_id uuid REFERENCES bank_accounts (id) ON DELETE SET NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      CHECK ((type = 'mint' AND amount_cents > 0) OR (type = 'burn' AND amount_cents < 0)
        OR type = 'adjustment')
    )
  `.execute(db);

  // Stock NULL is unlimited. Items are conserved: stock + held = created − consumed.
  await sql`
    CREATE TABLE shop_items (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      name text NOT NULL CHECK (length(name) BETWEEN 1 AND 80),
      description text NOT NULL DEFAULT '' CHECK (length(description) <= 1000),
      category text NOT NULL DEFAULT 'General' CHECK (length(category) BETWEEN 1 AND 40),
      price_cents bigint NOT NULL CHECK (price_cents > 0),
      stock integer CHECK (stock >= 0),
      per_civilian_limit integer CHECK (per_civilian_limit > 0),
      discord_role_id text CHECK (discord_role_id ~ '^[0-9]{17,20}$'),
      license_type text,
      created_count bigint NOT NULL DEFAULT 0 CHECK (created_count >= 0),
      consumed_count bigint NOT NULL DEFAULT 0 CHECK (consumed_count >= 0),
      archived boolean NOT NULL DEFAULT false,
      seq bigserial NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    )
  `.execute(db);
  await sql`CREATE UNIQUE INDEX shop_items_name_unique ON shop_items (lower(name))`.execute(db);

  await sql`
    CREATE TABLE shop_inventory (
      civilian_id uuid NOT NULL REFERENCES civilians (id) ON DELETE CASCADE,
      item_id uuid NOT NULL REFERENCES shop_items (id) ON DELETE CASCADE,
      quantity integer NOT NULL CHECK (quantity >= 0),
      updated_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (civilian_id, item_id)
    )
  `.execute(db);
  await sql`CREATE INDEX shop_inventory_item_idx ON shop_inventory (item_id)`.execute(db);
  // A deleted civilian's items leave the economy as consumed, so the item count still adds up.
  await sql`
    CREATE FUNCTION shop_inventory_consume() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      UPDATE shop_items SET consumed_count = consumed_count + OLD.quantity
      WHERE id = OLD.item_id;
      RETURN OLD;
    END $$
  `.execute(db);
  await sql`
    CREATE TRIGGER shop_inventory_consume BEFORE DELETE ON shop_inventory
    FOR EACH ROW EXECUTE FUNCTION shop_inventory_consume()
  `.execute(db);

  // A give (price 0) or sale from one civilian to another's; nothing moves until accepted.
  await sql`
    CREATE TABLE shop_offers (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      item_id uuid NOT NULL REFERENCES shop_items (id) ON DELETE CASCADE,
      from_civilian_id uuid NOT NULL REFERENCES civilians (id) ON DELETE CASCADE,
      to_civilian_id uuid NOT NULL REFERENCES civilians (id) ON DELETE CASCADE,
      quantity integer NOT NULL CHECK (quantity > 0),
      price_cents bigint NOT NULL CHECK (price_cents >= 0),
      status text NOT NULL DEFAULT 'pending'
        CHECK (status IN ('pending', 'accepted', 'declined', 'cancelled')),
      seq bigserial NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      decided_at timestamptz,
      CHECK (from_civilian_id <> to_civilian_id)
    )
  `.execute(db);
  await sql`CREATE INDEX shop_offers_to_idx ON shop_offers (to_civilian_id, status)`.execute(db);
  await sql`CREATE INDEX shop_offers_from_idx ON shop_offers (from_civilian_id, status)`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE shop_offers`.execute(db);
  await sql`DROP TABLE shop_inventory`.execute(db);
  await sql`DROP FUNCTION shop_inventory_consume()`.execute(db);
  await sql`DROP TABLE shop_items`.execute(db);
  await sql`DROP TABLE economy_treasury_ledger`.execute(db);
  await sql`DROP TABLE economy_treasury`.execute(db);
  await sql`DELETE FROM bank_ledger WHERE type IN ('adjustment', 'purchase', 'item_sale')`.execute(
    db,
  );
  await editLedgerTypes(db, 'remove');
}
