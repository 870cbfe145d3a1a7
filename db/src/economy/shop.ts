import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../schema';
import type { OfferStatus } from '../schema/economy';
import { DomainError } from '../infra/errors';
import { runIdempotent } from '../bank/idempotency';
import { ensureBankProfile } from '../bank/provision';
import type { OpeningBalances } from '../bank/types';
import { movePocket, pocketExists, type Pocket } from './pockets';
import { syncItemRoles } from './item-roles';
import { assertQuantity } from './purchase';

async function ownedCivilian(db: Kysely<Database>, civilianId: string, discordId: string) {
  const row = await db
    .selectFrom('civilians')
    .select(['id', 'first_name', 'last_name'])
    .where('id', '=', civilianId)
    .where('discord_id', '=', discordId)
    .executeTakeFirst();
  if (!row) throw new DomainError('not_found', 'civilians.notFound');
  return row;
}

/** Debits the pocket, or refuses: no such account (404) or not enough money (422). */
async function debit(trx: Transaction<Database>, pocket: Pocket, cents: number, now: Date) {
  const balance = await movePocket(trx, pocket, -cents, now);
  if (balance !== undefined) return balance;
  if (!(await pocketExists(trx, pocket))) {
    throw new DomainError('not_found', 'bank.accountNotFound', { field: 'accountId' });
  }
  throw new DomainError(
    'insufficient_funds',
    pocket.accountId === null ? 'bank.insufficientCash' : 'bank.insufficientFunds',
  );
}

/** Adds to a civilian's holding of an item, within the item's per-civilian limit. */
async function addHolding(
  trx: Transaction<Database>,
  item: { id: string; name: string; per_civilian_limit: number | null },
  civilianId: string,
  quantity: number,
  now: Date,
) {
  const limit = item.per_civilian_limit;
  const overLimit = async () => {
    const held = await trx
      .selectFrom('shop_inventory')
      .select('quantity')
      .where('civilian_id', '=', civilianId)
      .where('item_id', '=', item.id)
      .executeTakeFirst();
    return new DomainError('conflict', 'economy.overLimit', {
      params: { limit: limit ?? 0, item: item.name, held: held?.quantity ?? 0 },
      field: 'quantity',
    });
  };
  if (limit !== null && quantity > limit) throw await overLimit();
  const row = await trx
    .insertInto('shop_inventory')
    .values({ civilian_id: civilianId, item_id: item.id, quantity, updated_at: now })
    .onConflict((oc) =>
      oc
        .columns(['civilian_id', 'item_id'])
        .doUpdateSet({
          quantity: sql`shop_inventory.quantity + excluded.quantity`,
          updated_at: now,
        })
        .where(
          sql<boolean>`${limit}::int IS NULL OR shop_inventory.quantity + excluded.quantity <= ${limit}::int`,
        ),
    )
    .returning('quantity')
    .executeTakeFirst();
  if (!row) throw await overLimit();
  return row.quantity;
}

/**
 * Grants the item's license type to the civilian (once). A civilian's license stores its
 * type's name (license-types-admin.ts), the item the type's id.
 */
async function grantItemLicense(
  trx: Transaction<Database>,
  civilianId: string,
  licenseTypeId: string,
) {
  await sql`
    INSERT INTO civilian_licenses (civilian_id, license_type)
    SELECT ${civilianId}, name FROM license_types WHERE id = ${licenseTypeId}
    ON CONFLICT (civilian_id, license_type) DO NOTHING
  `.execute(trx);
}

export interface Holding {
  itemId: string;
  name: string;
  category: string;
  description: string;
  quantity: number;
  discordRoleId: string | null;
  licenseType: string | null;
}

/** What a member's civilian holds. */
export async function listInventory(
  db: Kysely<Database>,
  input: { discordId: string; civilianId: string },
): Promise<Holding[]> {
  const civilian = await ownedCivilian(db, input.civilianId, input.discordId);
  const rows = await db
    .selectFrom('shop_inventory')
    .innerJoin('shop_items', 'shop_items.id', 'shop_inventory.item_id')
    .select([
      'shop_items.id',
      'shop_items.name',
      'shop_items.category',
      'shop_items.description',
      'shop_items.discord_role_id',
      'shop_items.license_type',
      'shop_inventory.quantity',
    ])
    .where('shop_inventory.civilian_id', '=', civilian.id)
    .where('shop_inventory.quantity', '>', 0)
    .orderBy('shop_items.category')
    .orderBy('shop_items.name')
    .execute();
  return rows.map((r) => ({
    itemId: r.id,
    name: r.name,
    category: r.category,
    description: r.description,
    quantity: r.quantity,
    discordRoleId: r.discord_role_id,
    licenseType: r.license_type,
  }));
}

export interface Offer {
  id: string;
  itemId: string;
  itemName: string;
  quantity: number;
  priceCents: number;
  status: OfferStatus;
  from: { civilianId: string; name: string };
  to: { civilianId: string; name: string };
  createdAt: string;
}

async function loadOffer(db: Kysely<Database>, offerId: string): Promise<Offer | undefined> {
  const row = await db
    .selectFrom('shop_offers as o')
    .innerJoin('shop_items as i', 'i.id', 'o.item_id')
    .innerJoin('civilians as f', 'f.id', 'o.from_civilian_id')
    .innerJoin('civilians as t', 't.id', 'o.to_civilian_id')
    .select([
      'o.id',
      'o.item_id',
      'i.name as item_name',
      'o.quantity',
      'o.price_cents',
      'o.status',
      'o.from_civilian_id',
      sql<string>`f.first_name || ' ' || f.last_name`.as('from_name'),
      'o.to_civilian_id',
      sql<string>`t.first_name || ' ' || t.last_name`.as('to_name'),
      'o.created_at',
    ])
    .where('o.id', '=', offerId)
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    id: row.id,
    itemId: row.item_id,
    itemName: row.item_name,
    quantity: row.quantity,
    priceCents: Number(row.price_cents),
    status: row.status,
    from: { civilianId: row.from_civilian_id, name: row.from_name },
    to: { civilianId: row.to_civilian_id, name: row.to_name },
    createdAt: new Date(row.created_at).toISOString(),
  };
}

/**
 * Offers items the civilian holds to another civilian (found by one of their account numbers),
 * as a gift (price 0) or a sale. Nothing moves until the receiver accepts.
 */
export async function offerItem(
  db: Kysely<Database>,
  input: {
    discordId: string;
    civilianId: string;
    itemId: string;
    quantity: number;
    priceCents: number;
    toAccountNumber: string;
    now: Date;
  },
): Promise<Offer> {
  assertQuantity(input.quantity);
  const from = await ownedCivilian(db, input.civilianId, input.discordId);
  const to = await db
    .selectFrom('bank_accounts')
    .select('civilian_id')
    .where('account_number', '=', input.toAccountNumber.trim())
    .executeTakeFirst();
  if (!to) {
    throw new DomainError('not_found', 'bank.noSuchAccount', {
      params: { accountNumber: input.toAccountNumber.trim() },
      field: 'toAccountNumber',
    });
  }
  if (to.civilian_id === from.id) {
    throw new DomainError('invalid', 'economy.selfOffer', { field: 'toAccountNumber' });
  }
  const held = await db
    .selectFrom('shop_inventory')
    .innerJoin('shop_items', 'shop_items.id', 'shop_inventory.item_id')
    .select(['shop_inventory.quantity', 'shop_items.name'])
    .where('civilian_id', '=', from.id)
    .where('item_id', '=', input.itemId)
    .executeTakeFirst();
  if (!held || held.quantity === 0) throw new DomainError('not_found', 'economy.itemNotHeld');
  if (held.quantity < input.quantity) {
    throw new DomainError('conflict', 'economy.notEnoughHeld', {
      params: { item: held.name, held: held.quantity },
      field: 'quantity',
    });
  }
  const row = await db
    .insertInto('shop_offers')
    .values({
      item_id: input.itemId,
      from_civilian_id: from.id,
      to_civilian_id: to.civilian_id,
      quantity: input.quantity,
      price_cents: input.priceCents,
      created_at: input.now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return (await loadOffer(db, row.id))!;
}

/**
 * The receiver accepts: the price moves from the pocket they pay with to the giver's wallet
 * and the items from the giver to them, in one transaction, or nothing moves (the giver no
 * longer holds them, the receiver cannot pay, or it would exceed the item's limit).
 */
export async function acceptOffer(
  db: Kysely<Database>,
  input: {
    discordId: string;
    offerId: string;
    accountId: string | null;
    idempotencyKey?: string | undefined;
    opening: OpeningBalances;
    now: Date;
  },
): Promise<{ result: Offer; replayed: boolean }> {
  const { now } = input;
  const pending = await loadOffer(db, input.offerId);
  if (!pending) throw new DomainError('not_found', 'economy.offerNotFound');
  await ownedCivilian(db, pending.to.civilianId, input.discordId).catch(() => {
    throw new DomainError('not_found', 'economy.offerNotFound');
  });
  if (pending.priceCents > 0) {
    await ensureBankProfile(db, pending.to.civilianId, input.opening, now);
    await ensureBankProfile(db, pending.from.civilianId, input.opening, now);
  }
  return runIdempotent<Offer>(
    db,
    {
      discordId: input.discordId,
      key: input.idempotencyKey,
      fingerprint: JSON.stringify(['shop.accept', input.offerId, input.accountId]),
    },
    async (trx) => {
      const offer = await trx
        .updateTable('shop_offers')
        .set({ status: 'accepted', decided_at: now })
        .where('id', '=', input.offerId)
        .where('status', '=', 'pending')
        .returningAll()
        .executeTakeFirst();
      if (!offer) throw new DomainError('conflict', 'economy.offerClosed');
      const price = Number(offer.price_cents);
      const seller = offer.from_civilian_id;
      const buyer = offer.to_civilian_id;
      // Said before any money is asked for; the locked check below is what guarantees it.
      const holding = await trx
        .selectFrom('shop_inventory')
        .select('quantity')
        .where('civilian_id', '=', seller)
        .where('item_id', '=', offer.item_id)
        .executeTakeFirst();
      if ((holding?.quantity ?? 0) < offer.quantity) {
        throw new DomainError('conflict', 'economy.offerItemGone', {
          params: { item: pending.itemName },
        });
      }
      if (price > 0) {
        const pay: Pocket = { civilianId: buyer, accountId: input.accountId };
        const receive: Pocket = { civilianId: seller, accountId: null };
        // Wallets before accounts, wallets in civilian order (pockets.ts).
        const buyerFirst = pay.accountId === null && buyer < seller;
        if (buyerFirst) await debit(trx, pay, price, now);
        await movePocket(trx, receive, price, now);
        if (!buyerFirst) await debit(trx, pay, price, now);
        const description = `Items: ${offer.quantity} × ${pending.itemName}`;
        await trx
          .insertInto('bank_ledger')
          .values([
            {
              civilian_id: buyer,
              account_id: pay.accountId,
              type: 'item_sale',
              description,
              amount_cents: -price,
              created_at: now,
            },
            {
              civilian_id: seller,
              account_id: null,
              type: 'item_sale',
              description,
              amount_cents: price,
              created_at: now,
            },
          ])
          .execute();
      }
      const item = await trx
        .selectFrom('shop_items')
        .select(['id', 'name', 'per_civilian_limit', 'license_type', 'discord_role_id'])
        .where('id', '=', offer.item_id)
        .executeTakeFirstOrThrow();
      const takeFromSeller = async () => {
        const taken = await trx
          .updateTable('shop_inventory')
          .set((eb) => ({ quantity: eb('quantity', '-', offer.quantity), updated_at: now }))
          .where('civilian_id', '=', seller)
          .where('item_id', '=', offer.item_id)
          .where('quantity', '>=', offer.quantity)
          .returning('quantity')
          .executeTakeFirst();
        if (!taken) {
          throw new DomainError('conflict', 'economy.offerItemGone', {
            params: { item: item.name },
          });
        }
      };
      // Inventory rows in civilian order (pockets.ts).
      if (seller < buyer) {
        await takeFromSeller();
        await addHolding(trx, item, buyer, offer.quantity, now);
      } else {
        await addHolding(trx, item, buyer, offer.quantity, now);
        await takeFromSeller();
      }
      if (item.license_type) await grantItemLicense(trx, buyer, item.license_type);
      if (item.discord_role_id) {
        // The giver may lose the role with their last one, the receiver gains it.
        const giver = await trx
          .selectFrom('civilians')
          .select('discord_id')
          .where('id', '=', seller)
          .executeTakeFirstOrThrow();
        await syncItemRoles(trx, [giver.discord_id, input.discordId], { item: item.name });
      }
      return { ...pending, status: 'accepted' as const };
    },
  );
}

/** The receiver declines, or the giver cancels, a pending offer. */
export async function closeOffer(
  db: Kysely<Database>,
  input: { discordId: string; offerId: string; as: 'receiver' | 'giver'; now: Date },
): Promise<Offer> {
  const offer = await loadOffer(db, input.offerId);
  const party = input.as === 'receiver' ? offer?.to : offer?.from;
  if (!offer || !party) throw new DomainError('not_found', 'economy.offerNotFound');
  await ownedCivilian(db, party.civilianId, input.discordId).catch(() => {
    throw new DomainError('not_found', 'economy.offerNotFound');
  });
  const status = input.as === 'receiver' ? 'declined' : 'cancelled';
  const row = await db
    .updateTable('shop_offers')
    .set({ status, decided_at: input.now })
    .where('id', '=', input.offerId)
    .where('status', '=', 'pending')
    .returning('id')
    .executeTakeFirst();
  if (!row) throw new DomainError('conflict', 'economy.offerClosed');
  return { ...offer, status };
}

/** A civilian's pending offers, received and sent. */
export async function listOffers(
  db: Kysely<Database>,
  input: { discordId: string; civilianId: string },
): Promise<{ received: Offer[]; sent: Offer[] }> {
  const civilian = await ownedCivilian(db, input.civilianId, input.discordId);
  const rows = await db
    .selectFrom('shop_offers')
    .select(['id', 'to_civilian_id'])
    .where('status', '=', 'pending')
    .where((eb) =>
      eb.or([eb('to_civilian_id', '=', civilian.id), eb('from_civilian_id', '=', civilian.id)]),
    )
    .orderBy('seq', 'desc')
    .limit(100)
    .execute();
  const offers = (await Promise.all(rows.map((r) => loadOffer(db, r.id)))).filter(
    (o): o is Offer => o !== undefined,
  );
  return {
    received: offers.filter((o) => o.to.civilianId === civilian.id),
    sent: offers.filter((o) => o.from.civilianId === civilian.id),
  };
}

export interface ItemAudit {
  items: number;
  /** Items whose stock + held differs from created − consumed. */
  mismatchedItems: number;
  /** Items held beyond what was ever created (the oversold count). */
  oversold: number;
  negative: number;
}

/** The item conservation check: for every item, stock + held = created − consumed. */
export async function auditItems(db: Kysely<Database>): Promise<ItemAudit> {
  const { rows } = await sql<{
    items: number;
    mismatched: number;
    oversold: number;
    negative: number;
  }>`
    WITH held AS (
      SELECT item_id, sum(quantity) AS held, min(quantity) AS least FROM shop_inventory
      GROUP BY item_id
    )
    SELECT count(*)::int AS items,
      count(*) FILTER (WHERE coalesce(i.stock, 0) + coalesce(h.held, 0)
        <> i.created_count - i.consumed_count)::int AS mismatched,
      coalesce(sum(greatest(coalesce(h.held, 0) - (i.created_count - i.consumed_count), 0)), 0)::int
        AS oversold,
      count(*) FILTER (WHERE i.stock < 0 OR h.least < 0)::int AS negative
    FROM shop_items i LEFT JOIN held h ON h.item_id = i.id
  `.execute(db);
  const r = rows[0]!;
  return {
    items: Number(r.items),
    mismatchedItems: Number(r.mismatched),
    oversold: Number(r.oversold),
    negative: Number(r.negative),
  };
}
