import { Hono } from 'hono';
import {
  WEBHOOK_EVENTS,
  createWebhookEndpoint,
  deleteWebhookEndpoint,
  listWebhookDeliveries,
  listWebhookEndpoints,
  replayWebhookDelivery,
  rotateWebhookSecret,
  sendWebhookTestEvent,
  updateWebhookEndpoint,
  type WebhookChange,
} from '@tenfour/db/webhooks';
import { requirePermission, type AppContext, type AppEnv } from '../context';
import { said } from '../said';
import { validate } from '../validate';
import {
  createEndpointBody,
  deliveryParam,
  endpointParam,
  updateEndpointBody,
} from './webhooks.schemas';

/** The member making the change (staff, checked again here), the moment, and where we run. */
function staffChange(c: AppContext): WebhookChange {
  const { now, config } = c.get('deps');
  return {
    staffDiscordId: requirePermission(c, 'admin').user.discord_id,
    now: now(),
    production: config.production,
  };
}

const db = (c: AppContext) => c.get('deps').db;

/**
 * Staff: event webhook endpoints, their secrets (shown once), test events and delivery logs.
 * Mounted at /api/admin/webhooks; docs/webhooks.md says what receivers get.
 */
export const webhooksRoutes = new Hono<AppEnv>()
  .use('*', async (c, next) => {
    requirePermission(c, 'admin');
    await next();
  })
  .get('/', async (c) =>
    c.json({ endpoints: await listWebhookEndpoints(db(c)), events: WEBHOOK_EVENTS }),
  )
  .post('/', validate('json', createEndpointBody), async (c) => {
    const { endpoint, secret } = await createWebhookEndpoint(
      db(c),
      staffChange(c),
      c.req.valid('json'),
    );
    return c.json(
      { success: true as const, ...said('webhooks.done.created'), endpoint, secret },
      201,
    );
  })
  .patch(
    '/:id',
    validate('param', endpointParam),
    validate('json', updateEndpointBody),
    async (c) => {
      const endpoint = await updateWebhookEndpoint(
        db(c),
        staffChange(c),
        c.req.valid('param').id,
        c.req.valid('json'),
      );
      return c.json({ success: true as const, ...said('webhooks.done.saved'), endpoint });
    },
  )
  .post('/:id/rotate', validate('param', endpointParam), async (c) => {
    const { endpoint, secret } = await rotateWebhookSecret(
      db(c),
      staffChange(c),
      c.req.valid('param').id,
    );
    return c.json({ success: true as const, ...said('webhooks.done.rotated'), endpoint, secret });
  })
  .delete('/:id', validate('param', endpointParam), async (c) => {
    await deleteWebhookEndpoint(db(c), staffChange(c), c.req.valid('param').id);
    return c.json({ success: true as const, ...said('webhooks.done.deleted') });
  })
  .post('/:id/test', validate('param', endpointParam), async (c) => {
    await sendWebhookTestEvent(db(c), staffChange(c), c.req.valid('param').id);
    return c.json({ success: true as const, ...said('webhooks.done.testQueued') }, 202);
  })
  .get('/:id/deliveries', validate('param', endpointParam), async (c) =>
    c.json({ deliveries: await listWebhookDeliveries(db(c), c.req.valid('param').id) }),
  )
  .post('/:id/deliveries/:deliveryId/replay', validate('param', deliveryParam), async (c) => {
    const { id, deliveryId } = c.req.valid('param');
    await replayWebhookDelivery(db(c), staffChange(c), id, deliveryId);
    return c.json({ success: true as const, ...said('webhooks.done.replayed') }, 202);
  });
