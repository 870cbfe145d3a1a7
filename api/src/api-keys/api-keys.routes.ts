import { Hono } from 'hono';
import {
  apiKeyGate,
  createApiKey,
  getApiKey,
  listApiKeys,
  pageApiKeyUsage,
  revokeApiKey,
} from '@tenfour/db/api-keys';
import { requirePermission, type AppEnv } from '../context';
import { allowed } from '../middleware/session';
import { validate } from '../validate';
import { said } from '../said';
import { apiKeyParam, createApiKeyBody, usageQuery } from './api-keys.schemas';

/**
 * Staff: the keys other tools call /api/v1 with (mounted at /api/admin/api-keys). The secret
 * is in the creation's answer only; afterwards a key shows its first characters.
 */
export const apiKeyRoutes = new Hono<AppEnv>()
  .use('*', allowed('admin'))
  .get('/', async (c) => c.json({ keys: await listApiKeys(c.get('deps').db) }))
  .post('/', validate('json', createApiKeyBody), async (c) => {
    const { db, now } = c.get('deps');
    const staff = requirePermission(c, 'admin').user.discord_id;
    const { key, secret } = await createApiKey(db, staff, c.req.valid('json'), now());
    return c.json(
      { success: true as const, ...said('apiKeys.done.created', { name: key.name }), key, secret },
      201,
    );
  })
  .get('/:id', validate('param', apiKeyParam), async (c) =>
    c.json({ key: await getApiKey(c.get('deps').db, c.req.valid('param').id) }),
  )
  .post('/:id/revoke', validate('param', apiKeyParam), async (c) => {
    const { db, now } = c.get('deps');
    const staff = requirePermission(c, 'admin').user.discord_id;
    const key = await revokeApiKey(db, staff, c.req.valid('param').id, now());
    return c.json({
      success: true as const,
      ...said('apiKeys.done.revoked', { name: key.name }),
      key,
    });
  })
  /** The key's usage log, newest first: this process's latest requests are written first. */
  .get('/:id/usage', validate('param', apiKeyParam), validate('query', usageQuery), async (c) => {
    const { db, notifier } = c.get('deps');
    const { id } = c.req.valid('param');
    await getApiKey(db, id);
    await apiKeyGate(db, notifier).flush();
    const { limit, cursor } = c.req.valid('query');
    return c.json(await pageApiKeyUsage(db, id, { limit, after: cursor }));
  });
