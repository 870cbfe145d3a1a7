import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../schema';
import { DomainError } from '../infra/errors';
import { storedResult } from '../bank/idempotency';
import { ensureBankProfile } from '../bank/provision';
import type { OpeningBalances } from '../bank/types';
import { pocketExists } from './pockets';
import { syncItemRoles } from './item-roles';

export interface PurchaseInput {
  discordId: string;
  civilianId: string;
  itemId: string;
  quantity: number;
  /** null: pay from the civilian's wallet. */
  accountId: string | null;
  idempotencyKey?: string | undefined;
  opening: OpeningBalances;
  now: Date;
}

export interface PurchaseResult {
  itemId: string;
  itemName: string;
  quantity: number;
  totalCents: number;
  /** How many the civilian holds now. */
  held: number;
  /** The stock left; null: unlimited. */
  stockLeft: number | null;
  pocketBalanceCents: number;
}

export function assertQuantity(quantity: number) {
  if (!Number.isSafeInteger(quantity) || quantity <= 0 || quantity > 1000) {
    throw new DomainError('invalid', 'economy.quantityInvalid', { field: 'quantity' });
  }
}

/** The SQLSTATE of `raise_refusal` (migration 0049); its message is one of these. */
const REFUSED = 'TF001';
type Refusal = 'funds' | 'limit' | 'total' | 'role' | 'replayed';

function refusalOf(err: unknown): Refusal | undefined {
  if (typeof err !== 'object' || err === null) return undefined;
  const { code, message } = err as { code?: unknown; message?: unknown };
  return code === REFUSED ? (message as Refusal) : undefined;
}

/** Thrown when a purchase's civilian has no bank profile yet: made, then tried again. */
class Unprovisioned extends Error {}

type Runner = Kysely<Database> | Transaction<Database>;

/**
 * A civilian buys from the shop: the money leaves the economy (the shop is a sink, unless a
 * business sells the item: then it pays the business account), the stock goes down and the
 * holding up, or nothing happens. Locks, in the economy's order (pockets.ts): the item row,
 * the paying pocket, the holding, the business account; a role item's member lock last
 * (item-roles.ts).
 *
 * The purchase is one statement, sent on its own, so it is its own transaction
 * (docs/benchmarks.md): the guarded stock update, the debit, the holding (within the item's
 * limit, judged on the locked row), the ledger row, the license, the business's credit and
 * the idempotency key are data-modifying CTEs that each read the one before. The item row,
 * the shop's hottest lock, is held for that one statement and its commit. A refusal found
 * after the stock update (no money, over the limit, a key already used) raises an error from
 * inside the statement, which undoes all of it. Only an item that grants a Discord role takes
 * a transaction: the member's roles are worked out after the holding changes.
 */
export async function buyItem(
  db: Kysely<Database>,
  input: PurchaseInput,
): Promise<{ result: PurchaseResult; replayed: boolean }> {
  assertQuantity(input.quantity);
  try {
    return await purchase(db, input);
  } catch (err) {
    if (!(err instanceof Unprovisioned)) throw err;
    // A civilian's first money movement: their wallet and accounts are opened first.
    await ensureBankProfile(db, input.civilianId, input.opening, input.now);
    return purchase(db, input);
  }
}

async function purchase(
  db: Kysely<Database>,
  input: PurchaseInput,
): Promise<{ result: PurchaseResult; replayed: boolean }> {
  const key = input.idempotencyKey
    ? {
        discordId: input.discordId,
        key: input.idempotencyKey,
        fingerprint: JSON.stringify([
          'shop.buy',
          input.civilianId,
          input.itemId,
          input.quantity,
          input.accountId,
        ]),
      }
    : undefined;
  try {
    try {
      return { result: await purchaseStatement(db, input, key?.fingerprint), replayed: false };
    } catch (err) {
      if (refusalOf(err) !== 'role') throw err;
      return {
        result: await db.transaction().execute(async (trx) => {
          const result = await purchaseStatement(trx, input, key?.fingerprint);
          await syncItemRoles(trx, [input.discordId], { item: result.itemName });
          return result;
        }),
        replayed: false,
      };
    }
  } catch (err) {
    if (err instanceof Unprovisioned) throw err;
    if (key) {
      // A retry, or its twin that won (and, say, spent the money this copy then found missing).
      const winner = await storedResult<PurchaseResult>(db, key);
      if (winner) return { result: winner, replayed: true };
    }
    throw await refusalFor(db, input, err);
  }
}

interface PurchaseRow {
  provisioned: boolean;
  id: string | null;
  name: string;
  price_cents: string | number;
  stock: number | null;
  balance: string | number | null;
  held: number | null;
  current_name: string | null;
  current_stock: number | null;
  current_on_sale: boolean | null;
}

/**
 * The purchase statement. Outside a transaction it refuses a role item ('role') so that the
 * caller runs it again inside one; inside, the caller syncs the roles after it.
 */
async function purchaseStatement(
  runner: Runner,
  input: PurchaseInput,
  fingerprint: string | undefined,
): Promise<PurchaseResult> {
  const { quantity, now, civilianId, accountId, itemId } = input;
  const alone = !runner.isTransaction;
  const total = sql`(item.price_cents * ${quantity}::int)`;
  const [pocket, pocketMatch] =
    accountId === null
      ? [sql.table('bank_wallets'), sql`p.civilian_id = ${civilianId}`]
      : [sql.table('bank_accounts'), sql`p.id = ${accountId} AND p.civilian_id = ${civilianId}`];
  const description = sql`'Shop: ' || ${quantity}::int || ' × ' || item.name`;
  const keyCte = fingerprint
    ? sql`,
        stored AS (
          INSERT INTO bank_idempotency_keys (discord_id, idempotency_key, fingerprint, response)
          SELECT ${input.discordId}, ${input.idempotencyKey}, ${fingerprint},
            json_build_object('itemId', item.id, 'itemName', item.name, 'quantity', ${quantity}::int,
              'totalCents', ${total}, 'held', hold.quantity, 'stockLeft', item.stock,
              'pocketBalanceCents', debit.balance_cents)
          FROM item, debit, hold
          ON CONFLICT (discord_id, idempotency_key) DO NOTHING
          RETURNING 1
        )`
    : sql``;
  const replayed = fingerprint
    ? sql`WHEN NOT EXISTS (SELECT 1 FROM stored) THEN 'replayed'`
    : sql``;
  const { rows } = await sql<PurchaseRow>`
    WITH payer AS (
      SELECT EXISTS (SELECT 1 FROM bank_wallets w WHERE w.civilian_id = c.id) AS provisioned
      FROM civilians c WHERE c.id = ${civilianId} AND c.discord_id = ${input.discordId}
    ),
    item AS (
      UPDATE shop_items SET
        stock = CASE WHEN stock IS NULL THEN NULL ELSE stock - ${quantity}::int END,
        created_count = created_count + CASE WHEN stock IS NULL THEN ${quantity}::int ELSE 0 END
      WHERE id = ${itemId} AND archived = false
        AND (stock IS NULL OR stock >= ${quantity}::int)
        AND (SELECT provisioned FROM payer)
        AND (business_id IS NULL OR EXISTS (
          SELECT 1 FROM businesses b WHERE b.id = business_id AND b.status = 'active'
        ))
      RETURNING id, name, price_cents, per_civilian_limit, license_type, discord_role_id, stock,
        business_id
    ),
    debit AS (
      UPDATE ${pocket} p SET balance_cents = p.balance_cents - ${total},
        updated_at = ${now}::timestamptz
      FROM item
      WHERE ${pocketMatch} AND p.balance_cents >= ${total}
      RETURNING p.balance_cents
    ),
    hold AS (
      INSERT INTO shop_inventory (civilian_id, item_id, quantity, updated_at)
      SELECT ${civilianId}, item.id, ${quantity}::int, ${now}::timestamptz FROM item, debit
      WHERE item.per_civilian_limit IS NULL OR ${quantity}::int <= item.per_civilian_limit
      ON CONFLICT (civilian_id, item_id) DO UPDATE
        SET quantity = shop_inventory.quantity + excluded.quantity,
            updated_at = excluded.updated_at
        WHERE (SELECT per_civilian_limit FROM item) IS NULL
          OR shop_inventory.quantity + excluded.quantity <= (SELECT per_civilian_limit FROM item)
      RETURNING quantity
    ),
    ledger AS (
      INSERT INTO bank_ledger (civilian_id, account_id, type, description, amount_cents, created_at)
      SELECT ${civilianId}, ${accountId}::uuid, 'purchase', ${description}, -${total},
        ${now}::timestamptz
      FROM item, hold
    ),
    license AS (
      INSERT INTO civilian_licenses (civilian_id, license_type)
      SELECT ${civilianId}, t.name FROM item JOIN license_types t ON t.id = item.license_type, hold
      ON CONFLICT (civilian_id, license_type) DO NOTHING
    ),
    sale AS (
      UPDATE business_accounts a SET balance_cents = a.balance_cents + ${total},
        updated_at = ${now}::timestamptz
      FROM item, hold
      WHERE a.business_id = item.business_id
      RETURNING a.business_id
    ),
    sale_ledger AS (
      INSERT INTO business_ledger (business_id, type, amount_cents, description, civilian_id,
        created_at)
      SELECT sale.business_id, 'sale', ${total}, ${description}, ${civilianId},
        ${now}::timestamptz
      FROM item, sale
    )${keyCte}
    SELECT payer.provisioned, item.id, item.name, item.price_cents, item.stock,
      debit.balance_cents AS balance, hold.quantity AS held,
      current.name AS current_name, current.stock AS current_stock,
      current.on_sale AS current_on_sale,
      raise_refusal(CASE
        WHEN item.id IS NULL THEN NULL
        WHEN ${total} > ${sql.raw(String(Number.MAX_SAFE_INTEGER))} THEN 'total'
        WHEN debit.balance_cents IS NULL THEN 'funds'
        WHEN hold.quantity IS NULL THEN 'limit'
        WHEN ${alone} AND item.discord_role_id IS NOT NULL THEN 'role'
        ${replayed}
      END) AS refused
    FROM payer
    LEFT JOIN item ON true
    LEFT JOIN debit ON true
    LEFT JOIN hold ON true
    -- Only read when the stock update took no row, to say why.
    LEFT JOIN LATERAL (
      SELECT s.name, s.stock,
        NOT s.archived AND (s.business_id IS NULL OR b.status = 'active') AS on_sale
      FROM shop_items s LEFT JOIN businesses b ON b.id = s.business_id
      WHERE s.id = ${itemId} AND item.id IS NULL
    ) current ON true
  `.execute(runner);
  const row = rows[0];
  if (!row) throw new DomainError('not_found', 'civilians.notFound');
  if (!row.provisioned) throw new Unprovisioned();
  if (row.id === null) throw await stockRefusal(runner, input, row);
  return {
    itemId: row.id,
    itemName: row.name,
    quantity,
    totalCents: Number(row.price_cents) * quantity,
    held: Number(row.held),
    stockLeft: row.stock === null ? null : Number(row.stock),
    pocketBalanceCents: Number(row.balance),
  };
}

/**
 * The sentence for a refusal raised inside the statement, read after it (and its transaction,
 * if any) ended. Any other error passes through.
 */
async function refusalFor(db: Kysely<Database>, input: PurchaseInput, err: unknown) {
  const { civilianId, accountId, itemId } = input;
  switch (refusalOf(err)) {
    case 'total':
      return new DomainError('invalid', 'economy.quantityInvalid', { field: 'quantity' });
    case 'funds':
      if (!(await pocketExists(db, { civilianId, accountId }))) {
        return new DomainError('not_found', 'bank.accountNotFound', { field: 'accountId' });
      }
      return new DomainError(
        'insufficient_funds',
        accountId === null ? 'bank.insufficientCash' : 'bank.insufficientFunds',
      );
    case 'limit': {
      const item = await db
        .selectFrom('shop_items')
        .leftJoin('shop_inventory', (j) =>
          j
            .onRef('shop_inventory.item_id', '=', 'shop_items.id')
            .on('shop_inventory.civilian_id', '=', civilianId),
        )
        .select(['shop_items.name', 'shop_items.per_civilian_limit', 'shop_inventory.quantity'])
        .where('shop_items.id', '=', itemId)
        .executeTakeFirst();
      return new DomainError('conflict', 'economy.overLimit', {
        params: {
          limit: item?.per_civilian_limit ?? 0,
          item: item?.name ?? '',
          held: item?.quantity ?? 0,
        },
        field: 'quantity',
      });
    }
    case 'replayed':
      return new Error('Idempotency key vanished after a conflict.');
    default:
      return err;
  }
}

/**
 * Why the stock update took no row: the item is gone or off sale, sold out, or short. The
 * statement's own read of the item is from before it waited for the row; when that read
 * still shows enough stock, a purchase that locked it first took it, so it is read again.
 */
async function stockRefusal(runner: Runner, input: PurchaseInput, row: PurchaseRow) {
  let current =
    row.current_name === null
      ? undefined
      : { name: row.current_name, stock: row.current_stock, onSale: row.current_on_sale };
  const short = (stock: number | null) => stock !== null && stock < input.quantity;
  if (current?.onSale && !short(current.stock)) {
    const fresh = await runner
      .selectFrom('shop_items')
      .leftJoin('businesses', 'businesses.id', 'shop_items.business_id')
      .select([
        'shop_items.name',
        'shop_items.stock',
        sql<boolean>`NOT shop_items.archived AND (shop_items.business_id IS NULL
          OR businesses.status = 'active')`.as('on_sale'),
      ])
      .where('shop_items.id', '=', input.itemId)
      .executeTakeFirst();
    current = fresh && { name: fresh.name, stock: fresh.stock, onSale: fresh.on_sale };
  }
  if (!current?.onSale) return new DomainError('not_found', 'economy.itemNotFound');
  if (!current.stock) {
    return new DomainError('conflict', 'economy.soldOut', { params: { item: current.name } });
  }
  return new DomainError('conflict', 'economy.notEnoughStock', {
    params: { item: current.name, available: current.stock },
    field: 'quantity',
  });
}
