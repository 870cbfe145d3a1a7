import { Hono } from 'hono';
import { getCommunitySettings, setDefaultLanguage } from '@tenfour/db/staff';
import { getCallAgeThresholds, setCallAgeThresholds } from '@tenfour/db/values';
import { requirePermission, type AppEnv } from '../context';
import { validate } from '../validate';
import { callAgeBody, defaultLanguageBody } from './staff.schemas';
import { said } from '../said';

/** Staff: the community's settings: its default language and the console's call age colours. */
export const communityRoutes = new Hono<AppEnv>()
  .get('/', async (c) => {
    const { db } = c.get('deps');
    const [settings, callAge] = await Promise.all([
      getCommunitySettings(db),
      getCallAgeThresholds(db),
    ]);
    return c.json({ ...settings, callAge });
  })
  .put('/language', validate('json', defaultLanguageBody), async (c) => {
    const { db, now } = c.get('deps');
    const settings = await setDefaultLanguage(db, {
      staffDiscordId: requirePermission(c, 'admin').user.discord_id,
      language: c.req.valid('json').language,
      now: now(),
    });
    return c.json({ success: true as const, ...said('staff.done.languageSaved'), settings });
  })
  .put('/call-age', validate('json', callAgeBody), async (c) => {
    const { db, now } = c.get('deps');
    const callAge = await setCallAgeThresholds(db, {
      staffDiscordId: requirePermission(c, 'admin').user.discord_id,
      thresholds: c.req.valid('json'),
      now: now(),
    });
    return c.json({ success: true as const, ...said('staff.done.callAgeSaved'), callAge });
  });
