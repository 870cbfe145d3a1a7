import { Hono } from 'hono';
import { changeUnit, clockTotals, listOnDutyUnits, recentTours } from '@tenfour/db/dispatch';
import type { AppEnv } from '../context';
import { allowed } from '../middleware/session';
import { requireOfficer } from '../officer-context';
import { validate } from '../validate';
import { unitChangeSchema, unitListQuery } from './dispatch.schemas';
import { said } from '../said';

/** Live Units and the caller's own unit state. */
export const unitsRoutes = new Hono<AppEnv>()
  /** Every on-duty unit of the department, officers' and fire/rescue's (`?service=` narrows). */
  .get('/', allowed('publicSafety'), validate('query', unitListQuery), async (c) => {
    const { officer } = await requireOfficer(c);
    const { service } = c.req.valid('query');
    return c.json({ units: await listOnDutyUnits(c.get('deps').db, officer.department, service) });
  })
  /** Status and subdivision; a tour-starting or tour-ending status clocks in or out too. */
  .put('/me', allowed('publicSafety'), validate('json', unitChangeSchema), async (c) => {
    const { officer } = await requireOfficer(c);
    const { db, now } = c.get('deps');
    const unit = await changeUnit(db, officer, c.req.valid('json'), now());
    return c.json({ success: true as const, unit });
  });

/** POST /api/clock/in and /out (no payload: the session says who) and the department's duty totals. */
export const clockRoutes = new Hono<AppEnv>()
  .post('/in', allowed('publicSafety'), async (c) => {
    const { officer } = await requireOfficer(c);
    const { db, now } = c.get('deps');
    const unit = await changeUnit(db, officer, { duty: 'in' }, now());
    return c.json({ success: true as const, ...said('dispatch.done.clockedIn'), unit });
  })
  .post('/out', allowed('publicSafety'), async (c) => {
    const { officer } = await requireOfficer(c);
    const { db, now } = c.get('deps');
    const unit = await changeUnit(db, officer, { duty: 'out' }, now());
    return c.json({ success: true as const, ...said('dispatch.done.clockedOut'), unit });
  })
  .get('/history', allowed('publicSafety'), async (c) => {
    const { officer } = await requireOfficer(c);
    const { db, now } = c.get('deps');
    const [officers, mine] = await Promise.all([
      clockTotals(db, officer.department, now()),
      recentTours(db, officer.id, now()),
    ]);
    return c.json({ officers, mine });
  });
