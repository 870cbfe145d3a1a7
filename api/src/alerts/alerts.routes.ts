import { Hono } from 'hono';
import { getAlertSettings, saveAlertSettings } from '@tenfour/db/alerts';
import { requireSession, type AppEnv } from '../context';
import { validate } from '../validate';
import { alertSettingsBody } from './alerts.schemas';

/**
 * The signed-in member's own sound alert settings (mounted at /api/me/alert-settings). There is
 * no member parameter: a member can only ever read or change their own.
 */
export const alertSettingsRoutes = new Hono<AppEnv>()
  .get('/', async (c) => {
    const { user } = requireSession(c);
    return c.json({ settings: await getAlertSettings(c.get('deps').db, user.discord_id) });
  })
  .put('/', validate('json', alertSettingsBody), async (c) => {
    const { user } = requireSession(c);
    const { db, now } = c.get('deps');
    const settings = await saveAlertSettings(db, user.discord_id, c.req.valid('json'), now());
    return c.json({ success: true as const, settings });
  });
