import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditBank } from '@tenfour/db/bank';
import { auditItems } from '@tenfour/db/economy';
import { auditEntriesFor } from '@tenfour/db/testing';
import {
  createTestContext,
  TEST_ROLES,
  type TestContext,
  type TestMember,
} from '../testing/test-app';
import { clientAs, errorBody } from '../testing/client';
import { accountsOf, checkingOf, insertCivilian } from '../testing/bank';

let ctx: TestContext;
let staff: TestMember;
beforeAll(async () => {
  ctx = await createTestContext();
  staff = await ctx.member([TEST_ROLES.admin]);
});
afterAll(async () => {
  await ctx?.close();
});

/** The catalogue key of a refusal (the one error shape carries it beside the English). */
const keyOf = async (res: Response) => ((await res.json()) as { key: string }).key;

const admin = () => clientAs(ctx, staff).economy.admin;

/** A member with one civilian, provisioned ($500 wallet, $2,500 checking). */
async function shopper(name = 'Jamie') {
  const member = await ctx.member();
  const civilianId = await insertCivilian(ctx.db, member, name, 'Rivera');
  const checking = await checkingOf(member, civilianId);
  return { member, civilianId, checking };
}

let itemCount = 0;
async function newItem(fields: Record<string, unknown> = {}) {
  const res = await admin().items.$post({
    json: { name: `Radio ${++itemCount}`, price: 10, stock: 5, ...fields } as never,
  });
  expect(res.status).toBe(201);
  return (await res.json()).item;
}

const buy = (member: TestMember, json: Record<string, unknown>, key?: string) =>
  member.post('/api/economy/buy', json, key ? { 'Idempotency-Key': key } : {});

async function conserved() {
  const money = await auditBank(ctx.db);
  expect(money.mismatchedPockets).toBe(0);
  expect(money.negativePockets).toBe(0);
  expect(money.accountsCents + money.walletsCents + money.treasuryCents).toBe(
    money.mintedCents - money.burnedCents,
  );
  const items = await auditItems(ctx.db);
  expect(items).toMatchObject({ mismatchedItems: 0, oversold: 0, negative: 0 });
}

describe('treasury', () => {
  it('staff mint and burn with a reason; each is a ledger row and an audit entry', async () => {
    const minted = await admin().treasury.mint.$post({ json: { amount: 1000, reason: 'Launch' } });
    expect(minted.status).toBe(200);
    const body = await minted.json();
    expect(body.messageKey).toBe('economy.done.minted');
    expect(body.message).toBe('Minted $1,000.00 into the treasury.');
    const burned = await admin().treasury.burn.$post({ json: { amount: 250.5, reason: 'Tax' } });
    expect(burned.status).toBe(200);
    const view = await (await admin().treasury.$get({ query: {} })).json();
    expect(view.balanceCents).toBe(74_950);
    expect(view.entries.map((e) => [e.type, e.amountCents, e.reason])).toEqual([
      ['burn', -25_050, 'Tax'],
      ['mint', 100_000, 'Launch'],
    ]);
    const audit = await auditEntriesFor(ctx.db, 'treasury.mint', view.entries[1]!.id);
    expect(audit.map((a) => a.action)).toEqual(['treasury.mint']);
    await conserved();
  });

  it('refuses a burn the treasury cannot cover (422), bad input (400) and non-staff (403)', async () => {
    const res = await admin().treasury.burn.$post({ json: { amount: 1_000_000, reason: 'x' } });
    expect(res.status).toBe(422);
    expect(await keyOf(res)).toBe('economy.treasuryShort');
    expect((await admin().treasury.mint.$post({ json: { amount: -5, reason: 'x' } })).status).toBe(
      400,
    );
    const noReason = await admin().treasury.mint.$post({ json: { amount: 5, reason: ' ' } });
    expect(noReason.status).toBe(400);
    const member = await ctx.member();
    const forbidden = await clientAs(ctx, member).economy.admin.treasury.mint.$post({
      json: { amount: 5, reason: 'mine' },
    });
    expect(forbidden.status).toBe(403);
  });

  it('replays a mint sent twice with the same Idempotency-Key', async () => {
    const before = (await (await admin().treasury.$get({ query: {} })).json()).balanceCents;
    const send = () =>
      staff.post(
        '/api/economy/admin/treasury/mint',
        { amount: 7, reason: 'Once' },
        {
          'Idempotency-Key': 'mint-once',
        },
      );
    expect((await send()).status).toBe(200);
    const again = await send();
    expect(again.headers.get('Idempotent-Replayed')).toBe('true');
    const after = (await (await admin().treasury.$get({ query: {} })).json()).balanceCents;
    expect(after - before).toBe(700);
  });

  it('staff adjust a civilian wallet or account from and to the treasury', async () => {
    const { member, civilianId, checking } = await shopper();
    const credit = await admin().adjust.$post({
      json: {
        civilianId,
        accountId: checking._id,
        direction: 'credit',
        amount: 100,
        reason: 'Prize',
      },
    });
    expect(credit.status).toBe(200);
    expect((await credit.json()).balanceCents).toBe(260_000);
    const debit = await admin().adjust.$post({
      json: { civilianId, accountId: 'wallet', direction: 'debit', amount: 50, reason: 'Penalty' },
    });
    expect(debit.status).toBe(200);
    const view = await accountsOf(member, civilianId);
    expect(view.wallet.balance).toBe(450);
    const tooMuch = await admin().adjust.$post({
      json: { civilianId, accountId: null, direction: 'debit', amount: 10_000, reason: 'No' },
    });
    expect(tooMuch.status).toBe(422);
    expect(await keyOf(tooMuch)).toBe('bank.insufficientCash');
    const pockets = await (
      await admin().members[':discordId'].pockets.$get({ param: { discordId: member.discordId } })
    ).json();
    expect(pockets.civilians[0]!.walletCents).toBe(45_000);
    const audit = await auditEntriesFor(ctx.db, 'treasury.adjust', civilianId);
    expect(audit.map((a) => a.action)).toEqual(['treasury.adjust', 'treasury.adjust']);
    await conserved();
  });
});

describe('shop items', () => {
  it('staff create and edit items; names are unique; bad input is 400', async () => {
    const item = await newItem({ name: 'Flashlight', category: 'Tools', perCivilianLimit: 2 });
    expect(item).toMatchObject({ name: 'Flashlight', priceCents: 1000, stock: 5 });
    const dup = await admin().items.$post({ json: { name: 'flashlight', price: 1 } as never });
    expect(dup.status).toBe(409);
    const bad = await staff.post('/api/economy/admin/items', { name: '', price: 'x', stock: -1 });
    expect(bad.status).toBe(400);
    const badRole = await staff.post('/api/economy/admin/items', {
      name: 'Badge',
      price: 1,
      discordRoleId: 'abc',
    });
    expect(badRole.status).toBe(400);
    const edited = await admin().items[':itemId'].$patch({
      param: { itemId: item.id },
      json: { stock: 8, price: 12.5 },
    });
    expect(edited.status).toBe(200);
    expect((await edited.json()).item).toMatchObject({ stock: 8, priceCents: 1250 });
    const member = await ctx.member();
    const create = await member.post('/api/economy/admin/items', { name: 'Mine', price: 1 });
    expect(create.status).toBe(403);
    await conserved();
  });

  it('members list items on sale; archived ones are hidden', async () => {
    const item = await newItem({ name: 'Old hat' });
    await admin().items[':itemId'].$patch({ param: { itemId: item.id }, json: { archived: true } });
    const { member } = await shopper();
    const list = await (await clientAs(ctx, member).economy.items.$get()).json();
    expect(list.items.map((i) => i.name)).not.toContain('Old hat');
    expect((await ctx.request('/api/economy/items')).status).toBe(401);
  });
});

describe('buying', () => {
  it('buys from the wallet or an account; inventory lists it; the ledger names the purchase', async () => {
    const motorcycle = await ctx.db
      .selectFrom('license_types')
      .select('id')
      .where('name', '=', 'Class M - Motorcycle License')
      .executeTakeFirstOrThrow();
    const item = await newItem({ licenseType: motorcycle.id });
    expect(item.licenseTypeName).toBe('Class M - Motorcycle License');
    const { member, civilianId, checking } = await shopper();
    const res = await buy(member, { civilianId, itemId: item.id, quantity: 2 });
    expect(res.status).toBe(201);
    const body = (await res.json()) as { message: string; purchase: { held: number } };
    expect(body.message).toBe(`Bought 2 × ${item.name} for $20.00.`);
    const fromAccount = await buy(member, {
      civilianId,
      itemId: item.id,
      quantity: 1,
      accountId: checking._id,
    });
    expect(fromAccount.status).toBe(201);
    const view = await accountsOf(member, civilianId);
    expect(view.wallet.balance).toBe(480);
    expect(view.accounts.find((a) => a._id === checking._id)!.balance).toBe(2490);
    const inventory = await (
      await clientAs(ctx, member).economy.inventory[':civilianId'].$get({ param: { civilianId } })
    ).json();
    expect(inventory.items).toMatchObject([{ itemId: item.id, quantity: 3 }]);
    const license = await ctx.db
      .selectFrom('civilian_licenses')
      .select('license_type')
      .where('civilian_id', '=', civilianId)
      .execute();
    expect(license.map((l) => l.license_type)).toContain('Class M - Motorcycle License');
    const ledger = await ctx.db
      .selectFrom('bank_ledger')
      .select(['type', 'amount_cents', 'description'])
      .where('civilian_id', '=', civilianId)
      .where('type', '=', 'purchase')
      .execute();
    expect(ledger).toHaveLength(2);
    expect(ledger[0]!.description).toBe(`Shop: 2 × ${item.name}`);
    await conserved();
  });

  it('refuses out of stock (409), over the limit (409), without funds (422), bad input (400)', async () => {
    const item = await newItem({ stock: 2, perCivilianLimit: 3, price: 400 });
    const { member, civilianId, checking } = await shopper();
    const tooMany = await buy(member, { civilianId, itemId: item.id, quantity: 3 });
    expect(tooMany.status).toBe(409);
    expect((await errorBody(tooMany)).message).toBe(`Only 2 of ${item.name} left in stock.`);
    const poor = await buy(member, { civilianId, itemId: item.id, quantity: 2 });
    expect(poor.status).toBe(422);
    expect((await errorBody(poor)).message).toBe('You do not have enough cash in your wallet.');
    const ok = await buy(member, {
      civilianId,
      itemId: item.id,
      quantity: 2,
      accountId: checking._id,
    });
    expect(ok.status).toBe(201);
    const soldOut = await buy(member, {
      civilianId,
      itemId: item.id,
      quantity: 1,
      accountId: checking._id,
    });
    expect(soldOut.status).toBe(409);
    expect((await errorBody(soldOut)).message).toBe(`${item.name} is sold out.`);
    await admin().items[':itemId'].$patch({ param: { itemId: item.id }, json: { stock: 10 } });
    const over = await buy(member, {
      civilianId,
      itemId: item.id,
      quantity: 2,
      accountId: checking._id,
    });
    expect(over.status).toBe(409);
    expect((await errorBody(over)).message).toBe(
      `A civilian may hold at most 3 of ${item.name}; this one holds 2.`,
    );
    for (const body of [
      { civilianId, itemId: item.id, quantity: 0 },
      { civilianId, itemId: item.id, quantity: 1.5 },
      { civilianId, itemId: 'nope' },
      { civilianId, itemId: item.id, accountId: 'checking' },
    ]) {
      expect((await buy(member, body)).status).toBe(400);
    }
    const other = await shopper('Other');
    expect((await buy(member, { civilianId: other.civilianId, itemId: item.id })).status).toBe(404);
    expect(
      (await buy(member, { civilianId, itemId: item.id, accountId: other.checking._id })).status,
    ).toBe(404);
    await conserved();
  });

  it('a purchase retried with its Idempotency-Key is charged once', async () => {
    const item = await newItem({ stock: null });
    const { member, civilianId } = await shopper();
    const first = await buy(member, { civilianId, itemId: item.id, quantity: 1 }, 'buy-1');
    const second = await buy(member, { civilianId, itemId: item.id, quantity: 1 }, 'buy-1');
    expect([first.status, second.status]).toEqual([201, 201]);
    expect(second.headers.get('Idempotent-Replayed')).toBe('true');
    const view = await accountsOf(member, civilianId);
    expect(view.wallet.balance).toBe(490);
    const reused = await buy(member, { civilianId, itemId: item.id, quantity: 2 }, 'buy-1');
    expect(reused.status).toBe(409);
    await conserved();
  });
});

describe('giving and selling', () => {
  async function holder(quantity = 2) {
    const item = await newItem({ price: 5, stock: 10 });
    const seller = await shopper('Seller');
    expect(
      (await buy(seller.member, { civilianId: seller.civilianId, itemId: item.id, quantity }))
        .status,
    ).toBe(201);
    return { item, seller };
  }

  const offer = (from: Awaited<ReturnType<typeof shopper>>, json: Record<string, unknown>) =>
    from.member.post('/api/economy/offers', { civilianId: from.civilianId, ...json });

  it('a gift moves the item when the receiver accepts', async () => {
    const { item, seller } = await holder();
    const buyer = await shopper('Buyer');
    const sent = await offer(seller, {
      itemId: item.id,
      quantity: 1,
      toAccountNumber: buyer.checking.accountNumber,
    });
    expect(sent.status).toBe(201);
    const { offer: made } = (await sent.json()) as { offer: { id: string } };
    // Only the receiver accepts.
    expect((await seller.member.post(`/api/economy/offers/${made.id}/accept`, {})).status).toBe(
      404,
    );
    const accepted = await buyer.member.post(`/api/economy/offers/${made.id}/accept`, {});
    expect(accepted.status).toBe(200);
    const inventory = await (
      await clientAs(ctx, buyer.member).economy.inventory[':civilianId'].$get({
        param: { civilianId: buyer.civilianId },
      })
    ).json();
    expect(inventory.items).toMatchObject([{ itemId: item.id, quantity: 1 }]);
    const again = await buyer.member.post(`/api/economy/offers/${made.id}/accept`, {});
    expect(again.status).toBe(409);
    await conserved();
  });

  it('a sale moves money and item together, or neither', async () => {
    const { item, seller } = await holder();
    const buyer = await shopper('Buyer');
    const sent = await offer(seller, {
      itemId: item.id,
      quantity: 2,
      price: 5000,
      toAccountNumber: buyer.checking.accountNumber,
    });
    const { offer: made } = (await sent.json()) as { offer: { id: string } };
    const poor = await buyer.member.post(`/api/economy/offers/${made.id}/accept`, {});
    expect(poor.status).toBe(422);
    const held = await ctx.db
      .selectFrom('shop_inventory')
      .select('quantity')
      .where('civilian_id', '=', seller.civilianId)
      .executeTakeFirstOrThrow();
    expect(held.quantity).toBe(2);
    // Cheaper offer paid from checking.
    const cheap = await offer(seller, {
      itemId: item.id,
      quantity: 2,
      price: 100,
      toAccountNumber: buyer.checking.accountNumber,
    });
    const { offer: second } = (await cheap.json()) as { offer: { id: string } };
    const paid = await buyer.member.post(`/api/economy/offers/${second.id}/accept`, {
      accountId: buyer.checking._id,
    });
    expect(paid.status).toBe(200);
    const sellerView = await accountsOf(seller.member, seller.civilianId);
    expect(sellerView.wallet.balance).toBe(500 - 10 + 100);
    const buyerView = await accountsOf(buyer.member, buyer.civilianId);
    expect(buyerView.accounts.find((a) => a._id === buyer.checking._id)!.balance).toBe(2400);
    // The first offer's items are gone now.
    const gone = await buyer.member.post(`/api/economy/offers/${made.id}/accept`, {});
    expect(gone.status).toBe(409);
    await conserved();
  });

  it('refuses offers of items not held, to oneself, to unknown accounts; declines and cancels', async () => {
    const { item, seller } = await holder(1);
    const buyer = await shopper('Buyer');
    expect(
      (
        await offer(seller, {
          itemId: item.id,
          quantity: 5,
          toAccountNumber: buyer.checking.accountNumber,
        })
      ).status,
    ).toBe(409);
    expect(
      (await offer(seller, { itemId: item.id, toAccountNumber: seller.checking.accountNumber }))
        .status,
    ).toBe(400);
    expect((await offer(seller, { itemId: item.id, toAccountNumber: '1000000000' })).status).toBe(
      404,
    );
    expect(
      (await offer(buyer, { itemId: item.id, toAccountNumber: seller.checking.accountNumber }))
        .status,
    ).toBe(404);
    expect((await offer(seller, { itemId: item.id })).status).toBe(400);
    const a = (await (
      await offer(seller, { itemId: item.id, toAccountNumber: buyer.checking.accountNumber })
    ).json()) as { offer: { id: string } };
    expect((await buyer.member.post(`/api/economy/offers/${a.offer.id}/decline`)).status).toBe(200);
    const b = (await (
      await offer(seller, { itemId: item.id, toAccountNumber: buyer.checking.accountNumber })
    ).json()) as { offer: { id: string } };
    expect((await buyer.member.post(`/api/economy/offers/${b.offer.id}/cancel`)).status).toBe(404);
    expect((await seller.member.post(`/api/economy/offers/${b.offer.id}/cancel`)).status).toBe(200);
    expect((await buyer.member.post(`/api/economy/offers/${b.offer.id}/accept`, {})).status).toBe(
      409,
    );
    await conserved();
  });

  it('a deleted civilian’s items count as consumed', async () => {
    const { seller } = await holder(2);
    await ctx.db.deleteFrom('bank_accounts').where('civilian_id', '=', seller.civilianId).execute();
    await ctx.db.deleteFrom('civilians').where('id', '=', seller.civilianId).execute();
    const items = await auditItems(ctx.db);
    expect(items).toMatchObject({ mismatchedItems: 0, oversold: 0 });
  });
});
