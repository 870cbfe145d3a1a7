import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditBank } from '@tenfour/db/bank';
import { auditItems } from '@tenfour/db/economy';
import { forgetGuildRoles } from '@tenfour/db/discord';
import { staffDesk, type StaffDesk } from '../testing/staff';
import type { TestMember } from '../testing/test-app';
import { checkingOf, insertCivilian } from '../testing/bank';

// A shop item's Discord role is the member's while they hold the item, and its license type is
// one of the community's (docs/economy.md). Roles change through the outbox, queued in the
// holding change's transaction: these tests read the queue (the bot's delivery has its own).

let suite: StaffDesk;
beforeAll(async () => {
  suite = await staffDesk();
});
afterAll(async () => {
  await suite?.close();
});

const staffPost = (path: string, body: unknown) => suite.staff.post(path, body);

let count = 0;
async function newItem(fields: Record<string, unknown> = {}) {
  const res = await staffPost('/api/economy/admin/items', {
    name: `Badge ${++count}`,
    price: 5,
    stock: null,
    ...fields,
  });
  expect(res.status, await res.clone().text()).toBe(201);
  return ((await res.json()) as { item: { id: string; licenseTypeName: string | null } }).item;
}

async function shopper(name = 'Jamie') {
  const member = await suite.ctx.member();
  const civilianId = await insertCivilian(suite.ctx.db, member, name, 'Rivera');
  const checking = await checkingOf(member, civilianId);
  return { member, civilianId, checking };
}
type Shopper = Awaited<ReturnType<typeof shopper>>;

async function buy(who: Shopper, itemId: string, quantity = 1) {
  const res = await who.member.post('/api/economy/buy', {
    civilianId: who.civilianId,
    itemId,
    quantity,
  });
  expect(res.status, await res.clone().text()).toBe(201);
}

async function give(from: Shopper, to: Shopper, itemId: string, quantity = 1, price = 0) {
  const sent = await from.member.post('/api/economy/offers', {
    civilianId: from.civilianId,
    itemId,
    quantity,
    price,
    toAccountNumber: to.checking.accountNumber,
  });
  expect(sent.status).toBe(201);
  const { offer } = (await sent.json()) as { offer: { id: string } };
  const accepted = await to.member.post(`/api/economy/offers/${offer.id}/accept`, {});
  expect(accepted.status, await accepted.clone().text()).toBe(200);
}

/** The role changes queued for a member, oldest first, as [action, role]. */
async function queued(member: TestMember) {
  const rows = await suite.ctx.db
    .selectFrom('outbox')
    .select('payload')
    .where('kind', '=', 'member_role')
    .where(sql<string>`payload->>'discordId'`, '=', member.discordId)
    .orderBy('id')
    .execute();
  return rows.map((r) => [r.payload.action, r.payload.roleId]);
}

async function conserved() {
  const money = await auditBank(suite.ctx.db);
  expect(money).toMatchObject({ mismatchedPockets: 0, negativePockets: 0 });
  expect(await auditItems(suite.ctx.db)).toMatchObject({ mismatchedItems: 0, oversold: 0 });
}

describe('an item’s Discord role', () => {
  it('must be one of the guild’s roles', async () => {
    const res = await staffPost('/api/economy/admin/items', {
      name: 'Ghost badge',
      price: 1,
      discordRoleId: 'role-nope',
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({
      key: 'roles.unknownRole',
      issues: [{ path: 'discordRoleId', params: { roleId: 'role-nope' } }],
    });
    const item = await newItem({ discordRoleId: 'role-member' });
    const edit = await suite.staff.request(`/api/economy/admin/items/${item.id}`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ discordRoleId: 'role-nope' }),
    });
    expect(edit.status).toBe(400);
    // When Discord cannot be read the role is taken as given.
    suite.fake.failNext(/\/roles$/, { status: 500, body: { message: 'down' } });
    forgetGuildRoles();
    expect(
      (
        await staffPost('/api/economy/admin/items', {
          name: 'Blind',
          price: 1,
          discordRoleId: 'r1',
        })
      ).status,
    ).toBe(201);
    forgetGuildRoles();
  });

  it('is added with the first purchase and not again with the second', async () => {
    const item = await newItem({ discordRoleId: 'role-highway' });
    const jamie = await shopper();
    await buy(jamie, item.id);
    expect(await queued(jamie.member)).toEqual([['add', 'role-highway']]);
    await buy(jamie, item.id, 2);
    expect(await queued(jamie.member)).toEqual([['add', 'role-highway']]);
    await conserved();
  });

  it('a give of the last one removes it from the giver and adds it to the receiver', async () => {
    const item = await newItem({ discordRoleId: 'role-dispatch' });
    const giver = await shopper('Giver');
    const receiver = await shopper('Receiver');
    await buy(giver, item.id, 2);
    await give(giver, receiver, item.id);
    // The giver still holds one.
    expect(await queued(giver.member)).toEqual([['add', 'role-dispatch']]);
    expect(await queued(receiver.member)).toEqual([['add', 'role-dispatch']]);
    // A sale of the last one.
    await give(giver, receiver, item.id, 1, 3);
    expect(await queued(giver.member)).toEqual([
      ['add', 'role-dispatch'],
      ['remove', 'role-dispatch'],
    ]);
    expect(await queued(receiver.member)).toEqual([['add', 'role-dispatch']]);
    await conserved();
  });

  it('stays while another held item grants the same role, and goes with the last', async () => {
    const hat = await newItem({ discordRoleId: 'role-pso' });
    const coat = await newItem({ discordRoleId: 'role-pso' });
    const holder = await shopper('Holder');
    const friend = await shopper('Friend');
    await buy(holder, hat.id);
    await buy(holder, coat.id);
    await give(holder, friend, hat.id);
    expect(await queued(holder.member)).toEqual([['add', 'role-pso']]);
    await give(holder, friend, coat.id);
    expect(await queued(holder.member)).toEqual([
      ['add', 'role-pso'],
      ['remove', 'role-pso'],
    ]);
    expect(await queued(friend.member)).toEqual([['add', 'role-pso']]);
  });

  it('follows the item when staff change its role', async () => {
    const item = await newItem({ discordRoleId: 'role-safr' });
    const holder = await shopper('Holder');
    await buy(holder, item.id);
    const edit = await suite.staff.request(`/api/economy/admin/items/${item.id}`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ discordRoleId: 'role-judge' }),
    });
    expect(edit.status).toBe(200);
    expect(await queued(holder.member)).toEqual([
      ['add', 'role-safr'],
      ['add', 'role-judge'],
      ['remove', 'role-safr'],
    ]);
  });
});

describe('a first purchase', () => {
  it('opens the civilian’s bank profile, then buys; another member’s civilian is a 404', async () => {
    const item = await newItem();
    const member = await suite.ctx.member();
    const civilianId = await insertCivilian(suite.ctx.db, member, 'New', 'Comer');
    const res = await member.post('/api/economy/buy', { civilianId, itemId: item.id });
    expect(res.status, await res.clone().text()).toBe(201);
    const wallet = await suite.ctx.db
      .selectFrom('bank_wallets')
      .select('balance_cents')
      .where('civilian_id', '=', civilianId)
      .executeTakeFirstOrThrow();
    expect(Number(wallet.balance_cents)).toBe(50_000 - 500);
    const stranger = await suite.ctx.member();
    const theft = await stranger.post('/api/economy/buy', { civilianId, itemId: item.id });
    expect(theft.status).toBe(404);
    expect(await theft.json()).toMatchObject({ key: 'civilians.notFound' });
    await conserved();
  });
});

describe('an item’s license', () => {
  it('is one of the community’s live license types; a purchase grants it by name', async () => {
    const created = await staffPost('/api/admin/values/license-types', { name: 'Hunting' });
    expect(created.status).toBe(201);
    const hunting = ((await created.json()) as { licenseType: { id: string } }).licenseType;
    const item = await newItem({ licenseType: hunting.id });
    expect(item.licenseTypeName).toBe('Hunting');
    const shop = (await (await suite.staff.get('/api/economy/items')).json()) as {
      items: { id: string; licenseTypeName: string | null }[];
    };
    expect(shop.items.find((i) => i.id === item.id)?.licenseTypeName).toBe('Hunting');

    const hunter = await shopper('Hunter');
    await buy(hunter, item.id);
    const licenses = await suite.ctx.db
      .selectFrom('civilian_licenses')
      .select('license_type')
      .where('civilian_id', '=', hunter.civilianId)
      .execute();
    expect(licenses.map((l) => l.license_type)).toEqual(['Hunting']);

    for (const licenseType of ['Class C - Standard Drivers License', crypto.randomUUID()]) {
      const bad = await staffPost('/api/economy/admin/items', { name: 'X', price: 1, licenseType });
      expect(bad.status).toBe(400);
      expect(((await bad.json()) as { issues: { path: string }[] }).issues[0]!.path).toBe(
        'licenseType',
      );
    }
    // A retired type can no longer be chosen.
    const retired = await staffPost('/api/admin/values/license-types', { name: 'Old Permit' });
    const old = ((await retired.json()) as { licenseType: { id: string } }).licenseType;
    expect((await staffPost(`/api/admin/values/license-types/${old.id}/retire`, {})).status).toBe(
      200,
    );
    const refused = await staffPost('/api/economy/admin/items', {
      name: 'Old',
      price: 1,
      licenseType: old.id,
    });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ key: 'economy.unknownLicenseType' });
  });
});
