import { Hono } from 'hono';
import { acknowledgePanic, listOpenAlerts, raisePanic } from '@tenfour/db/dispatch';
import type { AppEnv } from '../context';
import { allowed } from '../middleware/session';
import { requireOfficer } from '../officer-context';
import { validate } from '../validate';
import { idParam } from './dispatch.schemas';
import { said } from '../said';

/** Panic alerts: raised by an officer, shown department-wide until acknowledged. */
export const panicRoutes = new Hono<AppEnv>()
  .get('/', allowed('publicSafety'), async (c) => {
    const { officer } = await requireOfficer(c);
    return c.json({ alerts: await listOpenAlerts(c.get('deps').db, officer.department) });
  })
  .post('/', allowed('publicSafety'), async (c) => {
    const { officer } = await requireOfficer(c);
    const { db, now } = c.get('deps');
    const { alert, raised } = await raisePanic(db, officer, now());
    return c.json(
      { success: true as const, ...said('dispatch.done.panicSent'), alert },
      raised ? 201 : 200,
    );
  })
  .post('/:id/acknowledge', allowed('publicSafety'), validate('param', idParam), async (c) => {
    const { officer } = await requireOfficer(c);
    const { db, now } = c.get('deps');
    const alert = await acknowledgePanic(db, officer, c.req.valid('param').id, now());
    return c.json({ success: true as const, ...said('dispatch.done.panicAcknowledged'), alert });
  });
