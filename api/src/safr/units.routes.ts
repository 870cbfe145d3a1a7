import { Hono } from 'hono';
import { changeUnit, clockTotals, listOnDutyUnits, recentTours } from '@tenfour/db/dispatch';
import type { AppEnv } from '../context';
import { allowed } from '../middleware/session';
import { requireSafrMember } from '../officer-context';
import { validate } from '../validate';
import { safrStatusSchema } from './safr.schemas';

/** The department's fire/rescue units, and the caller's own status (which drives the clock). */
export const safrUnitsRoutes = new Hono<AppEnv>()
  .get('/', allowed('fireRescue'), async (c) => {
    const { officer } = await requireSafrMember(c);
    return c.json({ units: await listOnDutyUnits(c.get('deps').db, officer.department, 'safr') });
  })
  /** Available starts a tour (clock in), Out of Service ends it; the rest only show. */
  .put('/me', allowed('fireRescue'), validate('json', safrStatusSchema), async (c) => {
    const { officer } = await requireSafrMember(c);
    const { db, now } = c.get('deps');
    const unit = await changeUnit(db, officer, c.req.valid('json'), now());
    return c.json({ success: true as const, unit });
  });

/** Duty time of the department's fire/rescue members, and the caller's recent tours. */
export const safrClockRoutes = new Hono<AppEnv>().get(
  '/history',
  allowed('fireRescue'),
  async (c) => {
    const { officer } = await requireSafrMember(c);
    const { db, now } = c.get('deps');
    const [members, mine] = await Promise.all([
      clockTotals(db, officer.department, now(), 'safr'),
      recentTours(db, officer.id, now()),
    ]);
    return c.json({ members, mine });
  },
);
