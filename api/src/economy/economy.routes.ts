import { Hono } from 'hono';
import {
  adjustBalance,
  burnMoney,
  createItem,
  listItems,
  listTreasuryLedger,
  memberPockets,
  mintMoney,
  readTreasury,
  updateItem,
  type ShopItem,
  type TreasuryEntry,
} from '@tenfour/db/economy';
import {
  formatDollars,
  loadOpeningBalances,
  openingBalances,
  parseDollars,
  setOpeningBalances,
} from '@tenfour/db/bank';
import { readGuildRoles } from '@tenfour/db/discord';
import { requirePermission, type AppContext, type AppEnv } from '../context';
import { AppError, badRequest } from '../errors';
import { allowed } from '../middleware/session';
import { validate } from '../validate';
import { said } from '../said';
import {
  adjustBody,
  createItemBody,
  itemParam,
  ledgerQuery,
  memberParam,
  openingBalancesBody,
  treasuryBody,
  updateItemBody,
} from './economy.schemas';

/** Dollars from the client as exact cents, or a 400 naming the field. */
export function centsOf(c: AppContext, raw: number | string, field = 'amount'): number {
  const parsed = parseDollars(raw, c.get('deps').config.bank.maxAmountCents);
  if (!parsed.ok) {
    const issues = [
      { path: field, message: parsed.message, key: parsed.key, params: parsed.params },
    ];
    throw new AppError(400, parsed.key, parsed.params, { issues });
  }
  return parsed.cents;
}

const IDEMPOTENCY_KEY = /^[\x21-\x7e]{1,128}$/;

export function idempotencyKey(c: AppContext): string | undefined {
  const key = c.req.header('idempotency-key');
  if (key === undefined) return undefined;
  if (!IDEMPOTENCY_KEY.test(key)) throw badRequest('error.idempotencyKeyInvalid');
  return key;
}

export function markReplay(c: AppContext, replayed: boolean) {
  if (replayed) c.header('Idempotent-Replayed', 'true');
}

export const itemJson = (item: ShopItem) => ({ ...item, price: item.priceCents / 100 });

const entryJson = (entry: TreasuryEntry) => ({ ...entry, amount: entry.amountCents / 100 });

const TREASURY_MOVES = {
  mint: { move: mintMoney, done: 'economy.done.minted' },
  burn: { move: burnMoney, done: 'economy.done.burned' },
} as const;

/** A staff mint or burn: the two differ only in the operation and what they say. */
async function moveTreasury(
  c: AppContext,
  type: keyof typeof TREASURY_MOVES,
  body: { amount: number | string; reason: string },
) {
  const { move, done } = TREASURY_MOVES[type];
  const amountCents = centsOf(c, body.amount);
  const { result, replayed } = await move(c.get('deps').db, {
    staffDiscordId: requirePermission(c, 'admin').user.discord_id,
    amountCents,
    reason: body.reason,
    idempotencyKey: idempotencyKey(c),
    now: c.get('deps').now(),
  });
  markReplay(c, replayed);
  return {
    success: true as const,
    ...said(done, { amount: formatDollars(amountCents), amountCents }),
    entry: entryJson(result.entry),
    balanceCents: result.treasuryBalanceCents,
  };
}

/** Staff: the treasury, balance adjustments and the shop's items. Mounted at /api/economy/admin. */
export const economyAdminRoutes = new Hono<AppEnv>()
  .use('*', allowed('admin'))
  .get('/treasury', validate('query', ledgerQuery), async (c) => {
    const { db } = c.get('deps');
    const { limit, cursor } = c.req.valid('query');
    const [treasury, page] = await Promise.all([
      readTreasury(db),
      listTreasuryLedger(db, { limit, after: cursor }),
    ]);
    return c.json({
      success: true as const,
      balance: treasury.balanceCents / 100,
      balanceCents: treasury.balanceCents,
      entries: page.entries.map(entryJson),
      nextCursor: page.nextCursor,
    });
  })
  .post('/treasury/mint', validate('json', treasuryBody), async (c) =>
    c.json(await moveTreasury(c, 'mint', c.req.valid('json'))),
  )
  .post('/treasury/burn', validate('json', treasuryBody), async (c) =>
    c.json(await moveTreasury(c, 'burn', c.req.valid('json'))),
  )
  // What a member's first civilian to use the bank starts with (the environment's seed until
  // the first start stored it).
  .get('/opening-balances', async (c) => {
    const { db, config } = c.get('deps');
    const stored = (await loadOpeningBalances(db)) ?? openingBalances(config);
    return c.json({ success: true as const, ...stored });
  })
  .put('/opening-balances', validate('json', openingBalancesBody), async (c) => {
    const { db, now } = c.get('deps');
    const saved = await setOpeningBalances(db, {
      staffDiscordId: requirePermission(c, 'admin').user.discord_id,
      ...c.req.valid('json'),
      now: now(),
    });
    return c.json({ success: true as const, ...saved });
  })
  .post('/adjust', validate('json', adjustBody), async (c) => {
    const body = c.req.valid('json');
    const amountCents = centsOf(c, body.amount);
    const { result, replayed } = await adjustBalance(c.get('deps').db, {
      staffDiscordId: requirePermission(c, 'admin').user.discord_id,
      civilianId: body.civilianId,
      accountId: body.accountId,
      direction: body.direction,
      amountCents,
      reason: body.reason,
      idempotencyKey: idempotencyKey(c),
      now: c.get('deps').now(),
    });
    markReplay(c, replayed);
    const signed = body.direction === 'credit' ? amountCents : -amountCents;
    return c.json({
      success: true as const,
      ...said('economy.done.adjusted', { amount: formatDollars(signed), amountCents: signed }),
      entry: entryJson(result.entry),
      balanceCents: result.pocketBalanceCents,
      treasuryBalanceCents: result.treasuryBalanceCents,
    });
  })
  .get('/members/:discordId/pockets', validate('param', memberParam), async (c) => {
    const pockets = await memberPockets(c.get('deps').db, c.req.valid('param').discordId);
    return c.json({ success: true as const, ...pockets });
  })
  .get('/items', async (c) => {
    const items = await listItems(c.get('deps').db, { includeArchived: true });
    return c.json({ success: true as const, items: items.map(itemJson) });
  })
  .post('/items', validate('json', createItemBody), async (c) => {
    const { price, ...fields } = c.req.valid('json');
    const { db, config, now } = c.get('deps');
    const item = await createItem(db, {
      staffDiscordId: requirePermission(c, 'admin').user.discord_id,
      fields: { ...fields, priceCents: centsOf(c, price, 'price') },
      now: now(),
      // Checked against the guild's roles when Discord can be read (cached for a while).
      guildRoles: fields.discordRoleId ? await readGuildRoles(config) : null,
    });
    return c.json(
      { success: true as const, ...said('economy.done.itemCreated'), item: itemJson(item) },
      201,
    );
  })
  .patch(
    '/items/:itemId',
    validate('param', itemParam),
    validate('json', updateItemBody),
    async (c) => {
      const { price, ...fields } = c.req.valid('json');
      const { db, config, now } = c.get('deps');
      const item = await updateItem(db, {
        staffDiscordId: requirePermission(c, 'admin').user.discord_id,
        itemId: c.req.valid('param').itemId,
        fields: {
          ...fields,
          ...(price !== undefined && { priceCents: centsOf(c, price, 'price') }),
        },
        now: now(),
        guildRoles: fields.discordRoleId ? await readGuildRoles(config) : null,
      });
      return c.json({
        success: true as const,
        ...said('economy.done.itemSaved'),
        item: itemJson(item),
      });
    },
  );
