import { Hono } from 'hono';
import { getCommunitySettings, setDefaultLanguage } from '@tenfour/db/staff';
import { requirePermission, type AppEnv } from '../context';
import { validate } from '../validate';
import { defaultLanguageBody } from './staff.schemas';
import { said } from '../said';

/** Staff: the community's settings, starting with its default language. */
export const communityRoutes = new Hono<AppEnv>()
  .get('/', async (c) => c.json(await getCommunitySettings(c.get('deps').db)))
  .put('/language', validate('json', defaultLanguageBody), async (c) => {
    const { db, now } = c.get('deps');
    const settings = await setDefaultLanguage(db, {
      staffDiscordId: requirePermission(c, 'admin').user.discord_id,
      language: c.req.valid('json').language,
      now: now(),
    });
    return c.json({ success: true as const, ...said('staff.done.languageSaved'), settings });
  });
