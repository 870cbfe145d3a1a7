import { Hono } from 'hono';
import { acknowledgePanic, listOpenAlerts, raisePanic } from '@tenfour/db/dispatch';
import type { AppEnv } from '../context';
import { allowed } from '../middleware/session';
import { requireSafrMember } from '../officer-context';
import { validate } from '../validate';
import { idParam } from './safr.schemas';
import { said } from '../said';

/** Panic alerts, as the officers' ones: one department-wide list, officers' and fire/rescue's. */
export const safrPanicRoutes = new Hono<AppEnv>()
  .get('/', allowed('fireRescue'), async (c) => {
    const { officer } = await requireSafrMember(c);
    return c.json({ alerts: await listOpenAlerts(c.get('deps').db, officer.department) });
  })
  .post('/', allowed('fireRescue'), async (c) => {
    const { officer } = await requireSafrMember(c);
    const { db, now } = c.get('deps');
    const { alert, raised } = await raisePanic(db, officer, now());
    return c.json(
      { success: true as const, ...said('dispatch.done.panicSent'), alert },
      raised ? 201 : 200,
    );
  })
  .post('/:id/acknowledge', allowed('fireRescue'), validate('param', idParam), async (c) => {
    const { officer } = await requireSafrMember(c);
    const { db, now } = c.get('deps');
    const alert = await acknowledgePanic(db, officer, c.req.valid('param').id, now());
    return c.json({ success: true as const, ...said('dispatch.done.panicAcknowledged'), alert });
  });
