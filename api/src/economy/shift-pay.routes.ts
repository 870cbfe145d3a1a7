import { Hono } from 'hono';
import {
  getPayAccount,
  loadShiftPaySettings,
  setHourlyPay,
  setPayAccount,
  setShiftSettings,
} from '@tenfour/db/economy';
import { requirePermission, requireSession, type AppEnv } from '../context';
import { allowed } from '../middleware/session';
import { validate } from '../validate';
import {
  departmentParam,
  hourlyPayBody,
  payAccountBody,
  rankParam,
  shiftSettingsBody,
} from './shift-pay.schemas';

/** Staff: hourly pay of departments and ranks, the daily cap and the forced-close limit. */
export const shiftPayAdminRoutes = new Hono<AppEnv>()
  .use('*', allowed('admin'))
  .get('/', async (c) =>
    c.json({ success: true as const, ...(await loadShiftPaySettings(c.get('deps').db)) }),
  )
  .put('/settings', validate('json', shiftSettingsBody), async (c) => {
    const { db, now } = c.get('deps');
    const settings = await setShiftSettings(db, {
      staffDiscordId: requirePermission(c, 'admin').user.discord_id,
      ...c.req.valid('json'),
      now: now(),
    });
    return c.json({ success: true as const, ...settings });
  })
  .put(
    '/departments/:departmentId',
    validate('param', departmentParam),
    validate('json', hourlyPayBody),
    async (c) => {
      const { db, now } = c.get('deps');
      const settings = await setHourlyPay(db, {
        staffDiscordId: requirePermission(c, 'admin').user.discord_id,
        target: { type: 'department', id: c.req.valid('param').departmentId },
        hourlyPayCents: c.req.valid('json').hourlyPayCents,
        now: now(),
      });
      return c.json({ success: true as const, ...settings });
    },
  )
  .put(
    '/ranks/:rankId',
    validate('param', rankParam),
    validate('json', hourlyPayBody),
    async (c) => {
      const { db, now } = c.get('deps');
      const settings = await setHourlyPay(db, {
        staffDiscordId: requirePermission(c, 'admin').user.discord_id,
        target: { type: 'rank', id: c.req.valid('param').rankId },
        hourlyPayCents: c.req.valid('json').hourlyPayCents,
        now: now(),
      });
      return c.json({ success: true as const, ...settings });
    },
  );

/** The signed-in member's choice of the account their shift pay goes into. */
export const payAccountRoutes = new Hono<AppEnv>()
  .get('/', async (c) => {
    const { user } = requireSession(c);
    return c.json({
      success: true as const,
      ...(await getPayAccount(c.get('deps').db, user.discord_id)),
    });
  })
  .put('/', validate('json', payAccountBody), async (c) => {
    const { user } = requireSession(c);
    const { db, now } = c.get('deps');
    const choice = await setPayAccount(db, {
      discordId: user.discord_id,
      accountId: c.req.valid('json').accountId,
      now: now(),
    });
    return c.json({ success: true as const, ...choice });
  });
