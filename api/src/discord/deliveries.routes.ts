import { Hono } from 'hono';
import { outboxConfigured } from '@tenfour/bot';
import { deliveryQueueStats, listFailedDeliveries, retryFailedDelivery } from '@tenfour/db/outbox';
import { requirePermission, type AppEnv } from '../context';
import { conflict, notFound } from '../errors';
import { allowed } from '../middleware/session';
import { validate } from '../validate';
import { deliveryIdParam, deliveryPageQuery } from './discord.schemas';
import { said } from '../said';

/**
 * Staff: Discord deliveries that failed for good (with why), what is still waiting in the
 * queue, and putting a failed one back in it.
 */
export const deliveriesRoutes = new Hono<AppEnv>()
  .use('*', allowed('admin'))
  .get('/', validate('query', deliveryPageQuery), async (c) => {
    const { db, now, config } = c.get('deps');
    const { limit, cursor } = c.req.valid('query');
    const [failed, queue] = await Promise.all([
      listFailedDeliveries(db, { limit, after: cursor }),
      deliveryQueueStats(db, now()),
    ]);
    return c.json({
      queue: {
        pending: queue.pending,
        retrying: queue.retrying,
        dueSince: queue.dueSince?.toISOString() ?? null,
        // Without a bot token or a webhook nothing sends the queue (demo mode): the page says
        // so instead of warning that messages are overdue.
        sending: outboxConfigured(config),
      },
      deliveries: failed.deliveries.map((d) => ({
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
      nextCursor: failed.nextCursor,
    });
  })
  .post('/:id/retry', validate('param', deliveryIdParam), async (c) => {
    const { db, now } = c.get('deps');
    const staff = requirePermission(c, 'admin');
    const outcome = await retryFailedDelivery(
      db,
      c.req.valid('param').id,
      now(),
      staff.user.discord_id,
    );
    if (outcome === 'not_found') throw notFound('staff.deliveryNotFound');
    if (outcome === 'not_failed') throw conflict('staff.onlyFailedRetried');
    return c.json({ success: true as const, ...said('staff.done.deliveryQueuedAgain') });
  });
