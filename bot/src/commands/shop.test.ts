import { describe, expect, it } from 'vitest';
import type { APIChatInputApplicationCommandInteraction } from 'discord-api-types/v10';
import { discordLimitViolations } from '@tenfour/db/discord';
import { auditBank } from '@tenfour/db/bank';
import { auditItems, createItem, listItems, type ItemFields } from '@tenfour/db/economy';
import {
  accountsOf,
  commandInteraction,
  ephemeral,
  insertCivilian,
  PATHS,
  type InteractionPath,
  type Reply,
  setUpCadTest,
  stringOption,
} from '../testing/bot-test';
import { commands } from '.';
import { ITEMS_PER_PAGE } from './shop';

// /shop, /buy and /inventory from Discord, over the gateway and the signed HTTP endpoint:
// the web shop's operations (listItems, buyItem, listInventory), so a purchase from Discord
// obeys the same stock, limit and money rules and is refused with the same sentence.

const cad = setUpCadTest({
  env: () => ({ BANK_STARTING_CHECKING: '100', BANK_STARTING_WALLET: '20' }),
});

const integerOption = (name: string, value: number) => ({ name, type: 4, value });

let made = 0;
async function item(fields: Partial<ItemFields> = {}) {
  made += 1;
  return createItem(cad.ctx.db, {
    staffDiscordId: 'staff',
    now: cad.ctx.clock.now,
    fields: {
      name: `Radio ${made}`,
      description: 'A handheld radio',
      category: 'Electronics',
      priceCents: 500,
      stock: 3,
      perCivilianLimit: null,
      discordRoleId: null,
      licenseType: null,
      ...fields,
    },
  });
}

/** A signed-in member with one civilian whose bank is open ($20 cash, $100 checking). */
async function shopper(first = 'Gia') {
  const owner = await cad.ctx.member([]);
  const civilianId = await insertCivilian(cad.ctx, owner.discordId, { first, last: 'Way' });
  await accountsOf(cad.ctx, owner, civilianId);
  return { owner, civilianId };
}

const stockOf = async (itemId: string) =>
  (await listItems(cad.ctx.db)).find((i) => i.id === itemId)?.stock;

async function expectConserved() {
  const money = await auditBank(cad.ctx.db);
  expect(money).toMatchObject({ mismatchedPockets: 0, negativePockets: 0 });
  expect(money.accountsCents + money.walletsCents + money.treasuryCents).toBe(
    money.mintedCents - money.burnedCents,
  );
  expect(await auditItems(cad.ctx.db)).toMatchObject({ mismatchedItems: 0, oversold: 0 });
}

describe.each(PATHS)('the shop commands over the %s', (path: InteractionPath) => {
  const run = (name: string, userId: string, options: object[] = [], type: 2 | 4 = 2) =>
    cad.command(path, name, userId, options as never, type);

  it('/shop lists the items with price, stock and limit, a page at a time', async () => {
    const limited = await item({ perCivilianLimit: 2 });
    await item({ stock: null, description: '' });
    await item({ stock: 0 });
    const { owner } = await shopper();
    const all = await listItems(cad.ctx.db);
    const pages = Math.ceil(all.length / ITEMS_PER_PAGE);
    const first = await run('shop', owner.discordId);
    expect(first.data?.flags).toBe(64);
    const embed = first.data!.embeds![0]!;
    expect(embed.title).toBe('Shop');
    expect(embed.fields).toHaveLength(Math.min(all.length, ITEMS_PER_PAGE));

    const everything: { name: string; value: string }[] = [];
    for (let page = 1; page <= pages; page += 1) {
      const reply = await run('shop', owner.discordId, [integerOption('page', page)]);
      const shown = reply.data!.embeds![0]! as { fields: typeof everything; footer?: object };
      everything.push(...shown.fields);
      expect(shown.footer).toEqual({
        text:
          page < pages
            ? `Page ${page} of ${pages} · next: page ${page + 1}`
            : `Page ${page} of ${pages}`,
      });
    }
    const field = (name: string) => everything.find((f) => f.name === `${name} (Electronics)`);
    expect(field(limited.name)?.value).toBe(
      'Price: $5.00 · 3 in stock · At most 2 per civilian\nA handheld radio',
    );
    expect(field(`Radio ${made - 1}`)?.value).toBe('Price: $5.00 · Unlimited stock');
    expect(field(`Radio ${made}`)?.value).toBe('Price: $5.00 · Sold out\nA handheld radio');

    // A page past the end shows the last one.
    const past = await run('shop', owner.discordId, [integerOption('page', 99)]);
    expect(past.data!.embeds![0]!.fields).toEqual(
      (await run('shop', owner.discordId, [integerOption('page', pages)])).data!.embeds![0]!.fields,
    );
  });

  it('/buy pays from cash or an account: the stock falls, the civilian holds the items', async () => {
    const radio = await item({ stock: 5 });
    const { owner, civilianId } = await shopper();
    const cash = await run('buy', owner.discordId, [
      stringOption('item', radio.id),
      integerOption('quantity', 2),
    ]);
    expect(cash).toEqual(
      ephemeral(
        `✅ Bought 2 × ${radio.name} for $10.00. Paid in cash; $10.00 left. Gia Way now holds 2.`,
      ),
    );
    expect(await stockOf(radio.id)).toBe(3);

    const accountId = (
      await cad.ctx.db
        .selectFrom('bank_accounts')
        .select(['id', 'account_number'])
        .where('civilian_id', '=', civilianId)
        .executeTakeFirstOrThrow()
    ).id;
    // By name, as typed, and from checking.
    const checking = await run('buy', owner.discordId, [
      stringOption('item', radio.name.toLowerCase()),
      stringOption('pay_from', accountId),
    ]);
    expect(checking.data?.content).toMatch(
      new RegExp(
        `^✅ Bought 1 × ${radio.name} for \\$5\\.00\\. Paid from .+ ····\\d{4}; \\$95\\.00 left\\. Gia Way now holds 3\\.$`,
      ),
    );
    expect(await stockOf(radio.id)).toBe(2);
    expect(await accountsOf(cad.ctx, owner, civilianId)).toMatchObject({
      wallet: { balance: 10 },
      accounts: [{ balance: 95 }],
    });
    await expectConserved();
  });

  it('/buy refuses what the web refuses, with its sentence, and changes nothing', async () => {
    const { owner, civilianId } = await shopper();
    const soldOut = await item({ stock: 0 });
    const few = await item({ stock: 2 });
    const limited = await item({ stock: null, perCivilianLimit: 1 });
    const dear = await item({ stock: null, priceCents: 2_500 });
    const buy = (id: string, quantity: number) =>
      run('buy', owner.discordId, [stringOption('item', id), integerOption('quantity', quantity)]);

    expect(await buy(soldOut.id, 1)).toEqual(ephemeral(`❌ ${soldOut.name} is sold out.`));
    expect(await buy(few.id, 3)).toEqual(ephemeral(`❌ Only 2 of ${few.name} left in stock.`));
    expect(await buy(limited.id, 2)).toEqual(
      ephemeral(`❌ A civilian may hold at most 1 of ${limited.name}; this one holds 0.`),
    );
    expect(await buy(dear.id, 1)).toEqual(
      ephemeral('❌ You do not have enough cash in your wallet.'),
    );
    expect(await buy(few.id, 0)).toEqual(
      ephemeral('❌ Quantity must be a whole number from 1 to 1000.'),
    );
    expect(await buy('No such thing', 1)).toEqual(ephemeral('❌ Item not found.'));
    expect(await stockOf(few.id)).toBe(2);
    expect(await accountsOf(cad.ctx, owner, civilianId)).toMatchObject({
      wallet: { balance: 20 },
      accounts: [{ balance: 100 }],
    });

    // A member with two civilians must say which; another member's civilian is not theirs.
    await insertCivilian(cad.ctx, owner.discordId, { first: 'Bo', last: 'Way' });
    expect(await buy(few.id, 1)).toEqual(
      ephemeral('❌ You have 2 civilians: choose one with the civilian option.'),
    );
    const other = await shopper('Cy');
    expect(
      await run('buy', other.owner.discordId, [
        stringOption('item', few.id),
        stringOption('civilian', civilianId),
      ]),
    ).toEqual(ephemeral('❌ Civilian not found.'));
    await expectConserved();
  });

  it('/inventory shows what the civilian holds', async () => {
    const { owner } = await shopper('Di');
    expect((await run('inventory', owner.discordId)).data?.embeds?.[0]).toEqual({
      title: 'Inventory: Di Way',
      description: 'Di Way holds nothing yet. See /shop.',
      fields: [],
    });
    const radio = await item({ stock: null });
    await run('buy', owner.discordId, [
      stringOption('item', radio.id),
      integerOption('quantity', 3),
    ]);
    const reply = await run('inventory', owner.discordId);
    expect(reply.data?.flags).toBe(64);
    expect(reply.data?.embeds?.[0]).toEqual({
      title: 'Inventory: Di Way',
      fields: [{ name: `${radio.name} (Electronics)`, value: 'Quantity: 3', inline: true }],
    });
  });

  it('/buy suggests the items on sale with their price, and the civilian’s pockets', async () => {
    const radio = await item({ name: `Scanner ${made}`, stock: 0 });
    const { owner } = await shopper();
    const items = await run('buy', owner.discordId, [stringOption('item', 'scann', true)], 4);
    expect(items.data?.choices).toContainEqual({
      name: `${radio.name} · $5.00 · Sold out`,
      value: radio.id,
    });
    const pockets = await run(
      'buy',
      owner.discordId,
      [stringOption('item', radio.id), stringOption('pay_from', '', true)],
      4,
    );
    expect(pockets.data?.choices?.[0]).toEqual({ name: 'Cash · $20.00', value: 'wallet' });
    expect(pockets.data?.choices?.[1]?.name).toMatch(/····\d{4} · \$100\.00$/);
  });
});

describe('the shop commands in German', () => {
  it('list and refuse in the member’s language', async () => {
    const { owner } = await shopper();
    const soldOut = await item({ stock: 0 });
    // As a Discord client set to German sends it.
    const german = (name: string, options: object[] = []) => {
      const interaction = commandInteraction(
        name,
        cad.fake.guildId,
        owner.discordId,
        options as never,
      );
      return cad.send('http', { ...interaction, locale: 'de' } as typeof interaction);
    };
    const shop = await german('shop');
    expect(shop.data?.embeds?.[0]?.title).toBe('Laden');
    expect(
      await german('buy', [stringOption('item', soldOut.id), integerOption('quantity', 1)]),
    ).toEqual(ephemeral(`❌ ${soldOut.name} ist ausverkauft.`));
  });
});

describe('the shop commands within Discord’s limits', () => {
  it('build a full page of the longest items without cutting anything', async () => {
    const hostile = (n: number) => '*_@everyone <@&1> ||x|| \\'.repeat(n).slice(0, n);
    for (let i = 0; i < ITEMS_PER_PAGE; i += 1) {
      await item({
        name: `${i}${hostile(79)}`,
        category: hostile(40),
        description: hostile(1000),
        perCivilianLimit: 1_000_000,
        stock: 1_000_000,
      });
    }
    const { owner } = await shopper();
    const execute = (name: string, options: object[] = []) =>
      commands
        .get(name)!
        .execute(
          cad.ctx.deps,
          commandInteraction(
            name,
            cad.fake.guildId,
            owner.discordId,
            options as never,
          ) as unknown as APIChatInputApplicationCommandInteraction,
        );
    const pages = Math.ceil((await listItems(cad.ctx.db)).length / ITEMS_PER_PAGE);
    for (let page = 1; page <= pages; page += 1) {
      const reply = (await execute('shop', [integerOption('page', page)])) as Reply;
      expect(discordLimitViolations(reply.data as never), `page ${page}`).toEqual([]);
    }
  });
});
