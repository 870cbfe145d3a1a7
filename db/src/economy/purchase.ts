import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../schema';
import { DomainError } from '../infra/errors';
import { storedResult } from '../bank/idempotency';
import { isUniqueViolation } from '../civilians/unique';
import { preparedStatement, runPrepared } from '../infra/client';
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
type Refusal = 'funds' | 'limit' | 'total' | 'role' | 'shape';

/**
 * 'plain': the statement for an item that grants no license and is sold by no business;
 * 'full': for any item. Each CTE is a plan node PostgreSQL sets up on every run, rows or
 * not, so most purchases run the plain one; it refuses any other item ('shape').
 */
type Shape = 'plain' | 'full';

/**
 * What each item that is not plain needs, learned from the statement's refusals: the full
 * statement, or (a Discord role) the full statement in a transaction. Only a hint: the
 * statements check the item's locked row themselves, so a stale entry costs a retry or a
 * transaction, never a wrong purchase.
 */
const needs = new Map<string, 'full' | 'transaction'>();
const MAX_NEEDS = 10_000;

function learn(itemId: string, need: 'full' | 'transaction') {
  if (needs.size >= MAX_NEEDS) needs.clear();
  needs.set(itemId, need);
}

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
 * The purchase is one prepared statement, sent on its own, so it is its own transaction
 * (docs/benchmarks.md): the guarded stock update, the debit (which also checks that the
 * civilian is the member's), the holding (within the item's limit, judged on the locked row),
 * the ledger row, the license, the business's credit and the idempotency key are
 * data-modifying CTEs that each read the one before. The item row, the shop's hottest lock,
 * is held for that one statement and its commit. A refusal found after the stock update (no
 * money, not the member's civilian, over the limit, a key already used) raises an error from
 * inside the statement, which undoes all of it, and is explained by reads after it. Only an
 * item that grants a Discord role takes a transaction: the member's roles are worked out
 * after the holding changes.
 */
export async function buyItem(
  db: Kysely<Database>,
  input: PurchaseInput,
): Promise<{ result: PurchaseResult; replayed: boolean }> {
  assertQuantity(input.quantity);
  const fingerprint = input.idempotencyKey
    ? JSON.stringify(['shop.buy', input.civilianId, input.itemId, input.quantity, input.accountId])
    : undefined;
  if (soldOut.has(input.itemId)) {
    const answer = await soldOutAnswer(db, input, fingerprint);
    if (answer) return answer;
  }
  try {
    return await purchase(db, input, fingerprint);
  } catch (err) {
    if (!(err instanceof Unprovisioned)) throw err;
    // A civilian's first money movement: their wallet and accounts are opened first.
    await ensureBankProfile(db, input.civilianId, input.opening, input.now);
    return purchase(db, input, fingerprint);
  }
}

async function purchase(
  db: Kysely<Database>,
  input: PurchaseInput,
  fingerprint: string | undefined,
): Promise<{ result: PurchaseResult; replayed: boolean }> {
  const key =
    fingerprint && input.idempotencyKey
      ? { discordId: input.discordId, key: input.idempotencyKey, fingerprint }
      : undefined;
  const inTransaction = () =>
    db.transaction().execute(async (trx) => {
      const done = await purchaseStatement(trx, input, fingerprint, 'full');
      if (!done.replayed) {
        await syncItemRoles(trx, [input.discordId], { item: done.result.itemName });
      }
      return done;
    });
  try {
    const need = needs.get(input.itemId);
    if (need === 'transaction') return await inTransaction();
    try {
      return await purchaseStatement(db, input, fingerprint, need ?? 'plain');
    } catch (err) {
      const refusal = refusalOf(err);
      if (refusal === 'shape') {
        learn(input.itemId, 'full');
        return await purchaseStatement(db, input, fingerprint, 'full');
      }
      if (refusal !== 'role') throw err;
      learn(input.itemId, 'transaction');
      return await inTransaction();
    }
  } catch (err) {
    if (err instanceof Unprovisioned) throw err;
    if (answered.has(err as object)) throw err;
    if (key) {
      // A retry (its key is taken: nothing moved), or a twin that won and, say, spent the
      // money this copy then found missing: either way the first answer is the answer.
      const winner = await storedResult<PurchaseResult>(db, key);
      if (winner) return { result: winner, replayed: true };
      if (isUniqueViolation(err, 'bank_idempotency_keys_pk')) {
        throw new Error('Idempotency key vanished after a conflict.');
      }
    }
    throw await refusalFor(db, input, err);
  }
}

/**
 * The purchase as one statement, in two shapes: paid from the wallet or from an account.
 * $1 civilian id, $2 the member's Discord id, $3 item id, $4 quantity, $5 now (ISO text),
 * $6 sent on its own (a role item is then refused with 'role', to be run in a transaction),
 * $7 Idempotency-Key or null, $8 the request's fingerprint, $9 the account id (account shape).
 *
 * Each CTE after `item` runs on its one row or on none. A refusal found after the stock
 * update raises (raise_refusal), which undoes the statement; the key is a plain INSERT, so a
 * key already used fails it with a unique violation. The sold-out answer reads the item in
 * the same statement, only when the update took no row (a CASE branch not taken never runs).
 */
/** What only some items need: the license granted and a business's credit. */
const FULL_CTES = `
  ), license AS (
    INSERT INTO civilian_licenses (civilian_id, license_type)
    SELECT $1::uuid, t.name FROM item JOIN license_types t ON t.id = item.license_type, hold
    ON CONFLICT (civilian_id, license_type) DO NOTHING
  ), sale AS (
    UPDATE business_accounts a SET balance_cents = a.balance_cents + item.total,
      updated_at = $5::text::timestamptz
    FROM item, hold
    WHERE a.business_id = item.business_id
    RETURNING a.business_id
  ), sale_ledger AS (
    INSERT INTO business_ledger (business_id, type, amount_cents, description, civilian_id,
      created_at)
    SELECT sale.business_id, 'sale', item.total, item.description, $1::uuid,
      $5::text::timestamptz
    FROM item, sale
`;

function purchaseText(pocket: 'wallet' | 'account', shape: Shape) {
  const full = shape === 'full';
  const [debit, ledgerAccount] =
    pocket === 'wallet'
      ? [
          `UPDATE bank_wallets p SET balance_cents = p.balance_cents - item.total,
             updated_at = $5::text::timestamptz
           FROM item, civilians c
           WHERE p.civilian_id = $1::uuid AND p.balance_cents >= item.total
             AND c.id = p.civilian_id AND c.discord_id = $2::text`,
          'NULL::uuid',
        ]
      : [
          `UPDATE bank_accounts p SET balance_cents = p.balance_cents - item.total,
             updated_at = $5::text::timestamptz
           FROM item, civilians c
           WHERE p.id = $9::uuid AND p.civilian_id = $1::uuid AND p.balance_cents >= item.total
             AND c.id = p.civilian_id AND c.discord_id = $2::text`,
          '$9::uuid',
        ];
  return `
  WITH item AS (
    UPDATE shop_items SET
      stock = CASE WHEN stock IS NULL THEN NULL ELSE stock - $4::int END,
      created_count = created_count + CASE WHEN stock IS NULL THEN $4::int ELSE 0 END
    WHERE id = $3::uuid AND archived = false
      AND (stock IS NULL OR stock >= $4::int)${
        full
          ? `
      AND (business_id IS NULL OR EXISTS (
        SELECT 1 FROM businesses b WHERE b.id = business_id AND b.status = 'active'
      ))`
          : ''
      }
    RETURNING id, name, price_cents, price_cents * $4::int AS total, per_civilian_limit,
      license_type, discord_role_id, stock, business_id,
      'Shop: ' || $4::int || ' × ' || name AS description
  ), debit AS (
    ${debit}
    RETURNING p.balance_cents
  ), hold AS (
    INSERT INTO shop_inventory (civilian_id, item_id, quantity, updated_at)
    SELECT $1::uuid, item.id, $4::int, $5::text::timestamptz FROM item, debit
    WHERE item.per_civilian_limit IS NULL OR $4::int <= item.per_civilian_limit
    ON CONFLICT (civilian_id, item_id) DO UPDATE
      SET quantity = shop_inventory.quantity + excluded.quantity,
          updated_at = excluded.updated_at
      WHERE (SELECT per_civilian_limit FROM item) IS NULL
        OR shop_inventory.quantity + excluded.quantity <= (SELECT per_civilian_limit FROM item)
    RETURNING quantity
  ), ledger AS (
    INSERT INTO bank_ledger (civilian_id, account_id, type, description, amount_cents, created_at)
    SELECT $1::uuid, ${ledgerAccount}, 'purchase', item.description, -item.total,
      $5::text::timestamptz
    FROM item, hold
${full ? FULL_CTES : ''}  ), claimed AS (
    INSERT INTO bank_idempotency_keys (discord_id, idempotency_key, fingerprint, response)
    SELECT $2::text, $7::text, $8::text,
      json_build_object('itemId', item.id, 'itemName', item.name, 'quantity', $4::int,
        'totalCents', item.total, 'held', hold.quantity, 'stockLeft', item.stock,
        'pocketBalanceCents', debit.balance_cents)
    FROM item, debit, hold
    WHERE $7::text IS NOT NULL
  )
  SELECT CASE WHEN item.id IS NULL
    THEN json_build_object('current', (
      SELECT json_build_object('name', s.name, 'stock', s.stock, 'archived', s.archived,
        'business', s.business_id IS NOT NULL,
        'stored', (SELECT json_build_object('fingerprint', k.fingerprint, 'response', k.response)
          FROM bank_idempotency_keys k
          WHERE k.discord_id = $2::text AND k.idempotency_key = $7::text))
      FROM shop_items s WHERE s.id = $3::uuid))
    ELSE json_build_object('done', json_build_object('itemId', item.id, 'itemName', item.name,
      'quantity', $4::int, 'totalCents', item.total, 'held', hold.quantity,
      'stockLeft', item.stock, 'pocketBalanceCents', debit.balance_cents))
    END AS answer,
    raise_refusal(CASE
      WHEN item.id IS NULL THEN NULL
      WHEN item.total > ${Number.MAX_SAFE_INTEGER} THEN 'total'
      WHEN debit.balance_cents IS NULL THEN 'funds'
      WHEN hold.quantity IS NULL THEN 'limit'
      WHEN $6::boolean AND item.discord_role_id IS NOT NULL THEN 'role'${
        full
          ? ''
          : `
      WHEN item.license_type IS NOT NULL OR item.business_id IS NOT NULL THEN 'shape'`
      }
    END) AS refused
  FROM (SELECT) one
  LEFT JOIN item ON true
  LEFT JOIN debit ON true
  LEFT JOIN hold ON true`;
}

const PURCHASE = {
  wallet: {
    plain: preparedStatement('shop_purchase_wallet', purchaseText('wallet', 'plain')),
    full: preparedStatement('shop_purchase_wallet_full', purchaseText('wallet', 'full')),
  },
  account: {
    plain: preparedStatement('shop_purchase_account', purchaseText('account', 'plain')),
    full: preparedStatement('shop_purchase_account_full', purchaseText('account', 'full')),
  },
};

type Purchased = { result: PurchaseResult; replayed: boolean };

/**
 * Shop items (of no business) last found sold out or off sale. In a rush for a limited drop
 * most requests come after the last unit went, so for these items a purchase first reads the
 * item (and the request's key) alone: while it still cannot be bought, that read is the answer,
 * as it would have been the statement's, at a fraction of the statement's cost. Only a hint:
 * an item restocked since is bought by the full statement, and the hint dropped.
 */
const soldOut = new Set<string>();

const SOLD_OUT_READ = preparedStatement(
  'shop_sold_out_read',
  `SELECT s.name, s.stock, s.archived, s.business_id IS NOT NULL AS business,
     k.fingerprint, k.response
   FROM shop_items s
   LEFT JOIN bank_idempotency_keys k ON k.discord_id = $2::text AND k.idempotency_key = $3::text
   WHERE s.id = $1::uuid`,
);

interface SoldOutRow {
  name: string;
  stock: number | null;
  archived: boolean;
  business: boolean;
  fingerprint: string | null;
  response: PurchaseResult | null;
}

function rememberSoldOut(itemId: string) {
  if (soldOut.size >= MAX_NEEDS) soldOut.clear();
  soldOut.add(itemId);
}

/** The answer for an item still sold out or off sale; undefined: it can be bought again. */
async function soldOutAnswer(
  db: Kysely<Database>,
  input: PurchaseInput,
  fingerprint: string | undefined,
): Promise<Purchased | undefined> {
  const [row] = await runPrepared<SoldOutRow>(db, SOLD_OUT_READ, [
    input.itemId,
    input.discordId,
    fingerprint ? input.idempotencyKey : null,
  ]);
  const unavailable =
    row && !row.business && (row.archived || (row.stock !== null && row.stock < input.quantity));
  if (unavailable) {
    const { fingerprint: storedPrint, response, ...item } = row;
    const stored = storedPrint !== null && response ? { fingerprint: storedPrint, response } : null;
    return noStock(db, input, fingerprint, { ...item, stored });
  }
  soldOut.delete(input.itemId);
  return undefined;
}

/**
 * Refusals whose request's Idempotency-Key has already been looked up (noStock): a sold-out
 * answer, the most common one in a rush, then costs no second look.
 */
const answered = new WeakSet<object>();

function settled(refusal: DomainError): DomainError {
  answered.add(refusal);
  return refusal;
}

/** The statement's one answer: the purchase, or (no stock taken) the item as it read it. */
interface PurchaseRow {
  answer: {
    done?: PurchaseResult;
    current?: {
      name: string;
      stock: number | null;
      archived: boolean;
      business: boolean;
      /** The key's first answer, when a copy of this request already bought the item. */
      stored: { fingerprint: string; response: PurchaseResult } | null;
    } | null;
  };
}

/**
 * Runs the purchase statement. Sent on its own, it refuses a role item ('role') so that the
 * caller runs it again inside a transaction, which then syncs the member's roles after it.
 */
async function purchaseStatement(
  runner: Runner,
  input: PurchaseInput,
  fingerprint: string | undefined,
  shape: Shape,
): Promise<Purchased> {
  const { quantity, accountId } = input;
  const [row] = await runPrepared<PurchaseRow>(
    runner,
    PURCHASE[accountId === null ? 'wallet' : 'account'][shape],
    [
      input.civilianId,
      input.discordId,
      input.itemId,
      quantity,
      input.now.toISOString(),
      !runner.isTransaction,
      fingerprint ? input.idempotencyKey : null,
      fingerprint ?? null,
      ...(accountId === null ? [] : [accountId]),
    ],
  );
  if (!row) throw new Error('The purchase statement answered no row.');
  const { done, current } = row.answer;
  if (done) return { result: done, replayed: false };
  return noStock(runner, input, fingerprint, current ?? null);
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
    case 'funds': {
      // The debit is also where the statement checks that the civilian is the member's, and
      // has a wallet (a bank profile) at all.
      const owner = await db
        .selectFrom('civilians')
        .select((eb) =>
          eb
            .exists(
              eb
                .selectFrom('bank_wallets')
                .select('bank_wallets.civilian_id')
                .whereRef('bank_wallets.civilian_id', '=', 'civilians.id'),
            )
            .as('provisioned'),
        )
        .where('id', '=', civilianId)
        .where('discord_id', '=', input.discordId)
        .executeTakeFirst();
      if (!owner) return new DomainError('not_found', 'civilians.notFound');
      if (!owner.provisioned) return new Unprovisioned();
      if (!(await pocketExists(db, { civilianId, accountId }))) {
        return new DomainError('not_found', 'bank.accountNotFound', { field: 'accountId' });
      }
      return new DomainError(
        'insufficient_funds',
        accountId === null ? 'bank.insufficientCash' : 'bank.insufficientFunds',
      );
    }
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
    default:
      return err;
  }
}

/**
 * The stock update took no row. A copy of this request that bought the item answers for it;
 * otherwise the answer is why: the item is gone or off sale, sold out, or short.
 *
 * The statement's own read of the item and of the key is from before it waited for the row.
 * When that read still shows enough stock, a purchase that locked the row first took it (this
 * request's copy, maybe), so both are read again, as is a business's item (on sale only while
 * the business is approved). When it shows too little, every purchase that took the stock
 * had committed before the read, a copy of this one included.
 */
async function noStock(
  runner: Runner,
  input: PurchaseInput,
  fingerprint: string | undefined,
  read: NonNullable<PurchaseRow['answer']['current']> | null,
): Promise<Purchased> {
  const short = (stock: number | null) => stock !== null && stock < input.quantity;
  let current: { name: string; stock: number | null; onSale: boolean } | undefined = read
    ? { name: read.name, stock: read.stock, onSale: !read.archived }
    : undefined;
  const stored = read?.stored ?? undefined;
  if (!read || read.business || (current?.onSale && !short(read.stock))) {
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
    if (fingerprint && input.idempotencyKey) {
      const key = { discordId: input.discordId, key: input.idempotencyKey, fingerprint };
      const response = await storedResult<PurchaseResult>(runner, key);
      if (response) return { result: response, replayed: true };
    }
  } else if (stored) {
    if (stored.fingerprint !== fingerprint) {
      throw settled(new DomainError('conflict', 'error.idempotencyKeyReused'));
    }
    return { result: stored.response, replayed: true };
  }
  if (read && !read.business && (!current?.onSale || current.stock === 0)) {
    rememberSoldOut(input.itemId);
  }
  if (!current?.onSale) throw settled(new DomainError('not_found', 'economy.itemNotFound'));
  if (!current.stock) {
    throw settled(
      new DomainError('conflict', 'economy.soldOut', { params: { item: current.name } }),
    );
  }
  throw settled(
    new DomainError('conflict', 'economy.notEnoughStock', {
      params: { item: current.name, available: current.stock },
      field: 'quantity',
    }),
  );
}
