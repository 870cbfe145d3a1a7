import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '../infra/client';
import { DomainError } from '../infra/errors';
import { auditBank } from '../bank/ledger';
import { addMember, addPayer, createTestDb } from '../testing';
import { createItem, updateItem } from './items';
import { buyItem } from './purchase';
import { acceptOffer, auditItems, offerItem } from './shop';
import { mintMoney } from './treasury';

// The shop under a rush: many buyers at once for the last few items. The stock is taken by
// one guarded UPDATE on the item row (purchase.ts), so however the purchases interleave none is
// oversold, and each purchase's money and item move together or not at all. On PostgreSQL
// (TEST_DATABASE_URL, docs/development.md) the purchases truly run in parallel on a pool.

let handle: DbHandle;
beforeAll(async () => {
  handle = await createTestDb();
});
afterAll(async () => {
  await handle?.close();
});

const OPENING = { walletCents: 10_000, checkingCents: 20_000 };
const PRICE = 1_500;

/** Every cent in the economy: accounts, wallets and the treasury. */
async function moneyInEconomy() {
  const audit = await auditBank(handle.db);
  return audit.accountsCents + audit.walletsCents + audit.treasuryCents;
}

async function expectConserved() {
  const money = await auditBank(handle.db);
  expect(money).toMatchObject({ mismatchedPockets: 0, negativePockets: 0 });
  expect(money.accountsCents + money.walletsCents + money.treasuryCents).toBe(
    money.mintedCents - money.burnedCents,
  );
  expect(await auditItems(handle.db)).toMatchObject({
    mismatchedItems: 0,
    oversold: 0,
    negative: 0,
  });
}

describe('buyItem under concurrency', () => {
  it('sells exactly the stock to 20 racing purchases, and conserves money and items', async () => {
    const staff = await addMember(handle.db, 'staff');
    const now = new Date();
    await mintMoney(handle.db, {
      staffDiscordId: staff,
      amountCents: 50_000,
      reason: 'Float',
      now,
    });
    const item = await createItem(handle.db, {
      staffDiscordId: staff,
      now,
      fields: {
        name: 'Concert ticket',
        description: '',
        category: 'Tickets',
        priceCents: PRICE,
        stock: 5,
        perCivilianLimit: null,
        discordRoleId: null,
        licenseType: null,
      },
    });
    const buyers = await Promise.all(
      Array.from({ length: 4 }, async () => {
        const discordId = await addMember(handle.db, 'buyer');
        const civilianId = await addPayer(handle.db, discordId, OPENING);
        const account = await handle.db
          .selectFrom('bank_accounts')
          .select('id')
          .where('civilian_id', '=', civilianId)
          .executeTakeFirstOrThrow();
        return { discordId, civilianId, accountId: account.id };
      }),
    );
    const before = await moneyInEconomy();
    await expectConserved();

    // Five tries each, alternating wallet and checking, all at once.
    const attempts = Array.from({ length: 20 }, (_, i) => {
      const buyer = buyers[i % buyers.length]!;
      return buyItem(handle.db, {
        discordId: buyer.discordId,
        civilianId: buyer.civilianId,
        itemId: item.id,
        quantity: 1,
        accountId: i % 2 ? buyer.accountId : null,
        opening: OPENING,
        now,
      });
    });
    const outcomes = await Promise.allSettled(attempts);

    const sold = outcomes.filter((o) => o.status === 'fulfilled');
    const refused = outcomes.flatMap((o) => (o.status === 'rejected' ? [o.reason] : []));
    expect(sold).toHaveLength(5);
    expect(refused).toHaveLength(15);
    for (const err of refused) {
      expect(err).toBeInstanceOf(DomainError);
      expect((err as DomainError).key).toBe('economy.soldOut');
    }

    const row = await handle.db
      .selectFrom('shop_items')
      .select(['stock', 'created_count', 'consumed_count'])
      .where('id', '=', item.id)
      .executeTakeFirstOrThrow();
    expect(row.stock).toBe(0);
    const held = await handle.db
      .selectFrom('shop_inventory')
      .select((eb) => eb.fn.sum<string>('quantity').as('held'))
      .where('item_id', '=', item.id)
      .executeTakeFirstOrThrow();
    expect(Number(held.held)).toBe(5);

    // The shop is a sink: exactly the five prices left the economy, nothing else moved.
    expect(await moneyInEconomy()).toBe(before - 5 * PRICE);
    const purchases = await handle.db
      .selectFrom('bank_ledger')
      .select((eb) => [
        eb.fn.countAll<string>().as('rows'),
        eb.fn.sum<string>('amount_cents').as('sum'),
      ])
      .where('type', '=', 'purchase')
      .executeTakeFirstOrThrow();
    expect(Number(purchases.rows)).toBe(5);
    expect(Number(purchases.sum)).toBe(-5 * PRICE);
    await expectConserved();
  });
});

describe('one purchase statement', () => {
  async function setUp(name: string, stock: number, opening = OPENING) {
    const staff = await addMember(handle.db, 'staff');
    const now = new Date();
    const item = await createItem(handle.db, {
      staffDiscordId: staff,
      now,
      fields: {
        name,
        description: '',
        category: 'Tickets',
        priceCents: PRICE,
        stock,
        perCivilianLimit: 2,
        discordRoleId: null,
        licenseType: null,
      },
    });
    const discordId = await addMember(handle.db, 'buyer');
    const civilianId = await addPayer(handle.db, discordId, opening);
    const buy = (quantity: number, idempotencyKey?: string) =>
      buyItem(handle.db, {
        discordId,
        civilianId,
        itemId: item.id,
        quantity,
        accountId: null,
        idempotencyKey,
        opening,
        now,
      });
    const stockOf = async () =>
      (
        await handle.db
          .selectFrom('shop_items')
          .select('stock')
          .where('id', '=', item.id)
          .executeTakeFirstOrThrow()
      ).stock;
    return { buy, stockOf, itemId: item.id, staff };
  }

  it('charges a keyed purchase sent five times at once exactly once', async () => {
    const { buy, stockOf } = await setUp('Festival pass', 10);
    const before = await moneyInEconomy();
    const outcomes = await Promise.all(Array.from({ length: 5 }, () => buy(1, 'pass-once')));
    expect(outcomes.filter((o) => !o.replayed)).toHaveLength(1);
    for (const o of outcomes)
      expect(o.result).toMatchObject({ quantity: 1, held: 1, stockLeft: 9 });
    expect(await stockOf()).toBe(9);
    expect(await moneyInEconomy()).toBe(before - PRICE);
    await expectConserved();
  });

  it('answers a copy of the request that bought the last one with that purchase', async () => {
    const { buy, stockOf } = await setUp('Last ticket', 1);
    const first = await buy(1, 'last-one');
    const again = await buy(1, 'last-one');
    expect(again).toEqual({ result: first.result, replayed: true });
    await expect(buy(1, 'another')).rejects.toMatchObject({ key: 'economy.soldOut' });
    // Known sold out now, the item is answered from one read of it and of the key: the copy
    // still gets its purchase, and the key cannot buy anything else.
    expect(await buy(1, 'last-one')).toEqual({ result: first.result, replayed: true });
    await expect(buy(2, 'last-one')).rejects.toMatchObject({ key: 'error.idempotencyKeyReused' });
    await expect(buy(1, 'another')).rejects.toMatchObject({ key: 'economy.soldOut' });
    expect(await stockOf()).toBe(0);
    await expectConserved();
  });

  it('sells again once restocked, or back on sale, after it was found sold out', async () => {
    const { buy, stockOf, itemId, staff } = await setUp('Limited hoodie', 1);
    await buy(1);
    await expect(buy(1)).rejects.toMatchObject({ key: 'economy.soldOut' });
    const change = (fields: { stock?: number; archived?: boolean; perCivilianLimit?: null }) =>
      updateItem(handle.db, { staffDiscordId: staff, itemId, fields, now: new Date() });
    await change({ stock: 3 });
    expect((await buy(1)).result).toMatchObject({ held: 2, stockLeft: 2 });
    await change({ archived: true });
    await expect(buy(1)).rejects.toMatchObject({ key: 'economy.itemNotFound' });
    await expect(buy(1)).rejects.toMatchObject({ key: 'economy.itemNotFound' });
    await change({ archived: false, perCivilianLimit: null });
    await expect(buy(3)).rejects.toMatchObject({ key: 'economy.notEnoughStock' });
    expect((await buy(1, 'hoodie-back')).result).toMatchObject({ stockLeft: 1 });
    expect(await stockOf()).toBe(1);
    await expectConserved();
  });

  it('puts the stock back when the statement refuses after taking it', async () => {
    // The stock update comes first in the statement; the refusals found after it undo it.
    const { buy, stockOf } = await setUp('Day pass', 5, {
      walletCents: 3 * PRICE,
      checkingCents: 0,
    });
    await expect(buy(4)).rejects.toMatchObject({ key: 'bank.insufficientCash' });
    expect(await stockOf()).toBe(5);
    await buy(1);
    await expect(buy(2)).rejects.toMatchObject({ key: 'economy.overLimit' });
    await expect(buy(2, 'over')).rejects.toMatchObject({ key: 'economy.overLimit' });
    expect(await stockOf()).toBe(4);
    await expectConserved();
  });
});

describe('a give racing a sale of the same item', () => {
  it('moves the one item held exactly once; money moves only with the sale', async () => {
    const staff = await addMember(handle.db, 'staff');
    const now = new Date();
    const item = await createItem(handle.db, {
      staffDiscordId: staff,
      now,
      fields: {
        name: 'Signed guitar',
        description: '',
        category: 'Collectibles',
        priceCents: PRICE,
        stock: 1,
        perCivilianLimit: null,
        discordRoleId: null,
        licenseType: null,
      },
    });
    const party = async () => {
      const discordId = await addMember(handle.db, 'party');
      const civilianId = await addPayer(handle.db, discordId, OPENING);
      const account = await handle.db
        .selectFrom('bank_accounts')
        .select('account_number')
        .where('civilian_id', '=', civilianId)
        .executeTakeFirstOrThrow();
      return { discordId, civilianId, accountNumber: account.account_number };
    };
    const [holder, friend, collector] = [await party(), await party(), await party()];
    await buyItem(handle.db, {
      discordId: holder.discordId,
      civilianId: holder.civilianId,
      itemId: item.id,
      quantity: 1,
      accountId: null,
      opening: OPENING,
      now,
    });
    const offer = (to: typeof friend, priceCents: number) =>
      offerItem(handle.db, {
        discordId: holder.discordId,
        civilianId: holder.civilianId,
        itemId: item.id,
        quantity: 1,
        priceCents,
        toAccountNumber: to.accountNumber,
        now,
      });
    // Both offers stand: the holder holds the one item each asks for.
    const gift = await offer(friend, 0);
    const sale = await offer(collector, 5_000);
    const before = await moneyInEconomy();
    const wallets = async () =>
      Object.fromEntries(
        (
          await handle.db
            .selectFrom('bank_wallets')
            .select(['civilian_id', 'balance_cents'])
            .where('civilian_id', 'in', [holder.civilianId, collector.civilianId])
            .execute()
        ).map((w) => [w.civilian_id, Number(w.balance_cents)]),
      );
    const walletsBefore = await wallets();

    const accept = (offerId: string, who: typeof friend) =>
      acceptOffer(handle.db, {
        discordId: who.discordId,
        offerId,
        accountId: null,
        opening: OPENING,
        now,
      });
    const outcomes = await Promise.allSettled([
      accept(gift.id, friend),
      accept(sale.id, collector),
    ]);

    const accepted = outcomes.filter((o) => o.status === 'fulfilled');
    const refused = outcomes.flatMap((o) => (o.status === 'rejected' ? [o.reason] : []));
    expect(accepted).toHaveLength(1);
    expect(refused).toHaveLength(1);
    expect(refused[0]).toBeInstanceOf(DomainError);
    expect((refused[0] as DomainError).key).toBe('economy.offerItemGone');

    const held = await handle.db
      .selectFrom('shop_inventory')
      .select(['civilian_id', 'quantity'])
      .where('item_id', '=', item.id)
      .where('quantity', '>', 0)
      .execute();
    expect(held).toHaveLength(1);
    expect(held[0]!.quantity).toBe(1);
    const saleWon = outcomes[1]!.status === 'fulfilled';
    expect(held[0]!.civilian_id).toBe(saleWon ? collector.civilianId : friend.civilianId);

    // A sale only moves money between civilians; a gift moves none.
    expect(await moneyInEconomy()).toBe(before);
    const after = await wallets();
    const paid = saleWon ? 5_000 : 0;
    expect(after[holder.civilianId]).toBe(walletsBefore[holder.civilianId]! + paid);
    expect(after[collector.civilianId]).toBe(walletsBefore[collector.civilianId]! - paid);
    const sales = await handle.db
      .selectFrom('bank_ledger')
      .select((eb) => eb.fn.countAll<string>().as('rows'))
      .where('type', '=', 'item_sale')
      .where('civilian_id', 'in', [holder.civilianId, collector.civilianId])
      .executeTakeFirstOrThrow();
    expect(Number(sales.rows)).toBe(saleWon ? 2 : 0);
    await expectConserved();
  });
});
