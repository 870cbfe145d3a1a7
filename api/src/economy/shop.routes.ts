import { Hono } from 'hono';
import {
  acceptOffer,
  buyItem,
  closeOffer,
  listInventory,
  listItems,
  listOffers,
  offerItem,
  type Offer,
} from '@tenfour/db/economy';
import { formatDollars, openingBalances } from '@tenfour/db/bank';
import { requireSession, type AppEnv } from '../context';
import { validate } from '../validate';
import { said } from '../said';
import { acceptBody, buyBody, civilianParam, offerBody, offerParam } from './economy.schemas';
import { centsOf, idempotencyKey, itemJson, markReplay } from './economy.routes';

const offerJson = (offer: Offer) => ({ ...offer, price: offer.priceCents / 100 });

/** Members: the shop, buying, inventories and offers between civilians. Mounted at /api/economy. */
export const shopRoutes = new Hono<AppEnv>()
  .get('/items', async (c) => {
    requireSession(c);
    const items = await listItems(c.get('deps').db);
    return c.json({ success: true as const, items: items.map(itemJson) });
  })
  .post('/buy', validate('json', buyBody), async (c) => {
    const { user } = requireSession(c);
    const body = c.req.valid('json');
    const { db, config, now } = c.get('deps');
    const { result, replayed } = await buyItem(db, {
      discordId: user.discord_id,
      civilianId: body.civilianId,
      itemId: body.itemId,
      quantity: body.quantity,
      accountId: body.accountId,
      idempotencyKey: idempotencyKey(c),
      opening: openingBalances(config),
      now: now(),
    });
    markReplay(c, replayed);
    return c.json(
      {
        success: true as const,
        ...said('economy.done.bought', {
          quantity: result.quantity,
          item: result.itemName,
          amount: formatDollars(result.totalCents),
          amountCents: result.totalCents,
        }),
        purchase: { ...result, total: result.totalCents / 100 },
      },
      201,
    );
  })
  .get('/inventory/:civilianId', validate('param', civilianParam), async (c) => {
    const { user } = requireSession(c);
    const civilianId = c.req.valid('param').civilianId;
    const { db } = c.get('deps');
    const [items, offers] = await Promise.all([
      listInventory(db, { discordId: user.discord_id, civilianId }),
      listOffers(db, { discordId: user.discord_id, civilianId }),
    ]);
    return c.json({
      success: true as const,
      items,
      received: offers.received.map(offerJson),
      sent: offers.sent.map(offerJson),
    });
  })
  .post('/offers', validate('json', offerBody), async (c) => {
    const { user } = requireSession(c);
    const body = c.req.valid('json');
    const priceCents =
      body.price === undefined || Number(body.price) === 0 ? 0 : centsOf(c, body.price, 'price');
    const offer = await offerItem(c.get('deps').db, {
      discordId: user.discord_id,
      civilianId: body.civilianId,
      itemId: body.itemId,
      quantity: body.quantity,
      priceCents,
      toAccountNumber: body.toAccountNumber,
      now: c.get('deps').now(),
    });
    return c.json(
      { success: true as const, ...said('economy.done.offered'), offer: offerJson(offer) },
      201,
    );
  })
  .post(
    '/offers/:offerId/accept',
    validate('param', offerParam),
    validate('json', acceptBody),
    async (c) => {
      const { user } = requireSession(c);
      const { db, config, now } = c.get('deps');
      const { result, replayed } = await acceptOffer(db, {
        discordId: user.discord_id,
        offerId: c.req.valid('param').offerId,
        accountId: c.req.valid('json').accountId,
        idempotencyKey: idempotencyKey(c),
        opening: openingBalances(config),
        now: now(),
      });
      markReplay(c, replayed);
      return c.json({
        success: true as const,
        ...said('economy.done.accepted', { quantity: result.quantity, item: result.itemName }),
        offer: offerJson(result),
      });
    },
  )
  .post('/offers/:offerId/decline', validate('param', offerParam), async (c) => {
    const { user } = requireSession(c);
    const offer = await closeOffer(c.get('deps').db, {
      discordId: user.discord_id,
      offerId: c.req.valid('param').offerId,
      as: 'receiver',
      now: c.get('deps').now(),
    });
    return c.json({
      success: true as const,
      ...said('economy.done.declined'),
      offer: offerJson(offer),
    });
  })
  .post('/offers/:offerId/cancel', validate('param', offerParam), async (c) => {
    const { user } = requireSession(c);
    const offer = await closeOffer(c.get('deps').db, {
      discordId: user.discord_id,
      offerId: c.req.valid('param').offerId,
      as: 'giver',
      now: c.get('deps').now(),
    });
    return c.json({
      success: true as const,
      ...said('economy.done.cancelled'),
      offer: offerJson(offer),
    });
  });
