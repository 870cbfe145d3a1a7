import { Hono } from 'hono';
import { listFailedDeliveries, retryFailedDelivery } from '@tenfour/db/discord/outbox';
import type { AppEnv } from '../context';
import { conflict, notFound } from '../errors';
import { allowed } from '../middleware/session';
import { validate } from '../validate';
import { deliveryIdParam } from './discord.schemas';

/** Staff: Discord deliveries that failed for good, and putting them back in the queue. */
export const deliveriesRoutes = new Hono<AppEnv>()
  .use('*', allowed('admin'))
  .get('/', async (c) => {
    const failed = await listFailedDeliveries(c.var.deps.db, { limit: 200 });
    return c.json({
      deliveries: failed.map((d) => ({
        _id: String(d.id),
        kind: d.kind,
        discordId: d.discordId,
        username: d.username,
        platform: d.platform,
        title: d.title,
        recordId: d.recordId,
        attempts: d.attempts,
        reason: d.reason,
        createdAt: d.createdAt.toISOString(),
        failedAt: d.failedAt?.toISOString() ?? null,
      })),
    });
  })
  .post('/:id/retry', validate('param', deliveryIdParam), async (c) => {
    const { db, now } = c.var.deps;
    const outcome = await retryFailedDelivery(db, c.req.valid('param').id, now());
    if (outcome === 'not_found') throw notFound('Delivery');
    if (outcome === 'not_failed') throw conflict('Only failed deliveries can be retried.');
    return c.json({ success: true as const, message: 'Delivery queued again.' });
  });
