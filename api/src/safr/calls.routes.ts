import { Hono } from 'hono';
import { attachUnit, detachUnit, getCall, listCalls } from '@tenfour/db/dispatch';
import type { AppEnv } from '../context';
import { allowed } from '../middleware/session';
import { requireSafrMember } from '../officer-context';
import { validate } from '../validate';
import { attachSchema, callListQuery, callUnitParam, idParam } from './safr.schemas';

/**
 * The department's calls that need fire or EMS. Officers create them and request services;
 * fire/rescue members attach and detach their units. A call that needs neither is a 404 here.
 */
export const safrCallsRoutes = new Hono<AppEnv>()
  .get('/', allowed('fireRescue'), validate('query', callListQuery), async (c) => {
    const { officer } = await requireSafrMember(c);
    const { status } = c.req.valid('query');
    return c.json({ calls: await listCalls(c.get('deps').db, officer.department, status, 'safr') });
  })
  .get('/:id', allowed('fireRescue'), validate('param', idParam), async (c) => {
    const { officer } = await requireSafrMember(c);
    const { db } = c.get('deps');
    return c.json({ call: await getCall(db, officer.department, c.req.valid('param').id, 'safr') });
  })
  /** Attach yourself, or another fire/rescue unit of the department by unitId. */
  .post(
    '/:id/units',
    allowed('fireRescue'),
    validate('param', idParam),
    validate('json', attachSchema),
    async (c) => {
      const { officer } = await requireSafrMember(c);
      const { db, now } = c.get('deps');
      const unitId = c.req.valid('json').unitId ?? officer.id;
      const call = await attachUnit(db, officer, c.req.valid('param').id, unitId, now());
      return c.json({ success: true as const, call });
    },
  )
  .delete(
    '/:id/units/:unitId',
    allowed('fireRescue'),
    validate('param', callUnitParam),
    async (c) => {
      const { officer } = await requireSafrMember(c);
      const { db, now } = c.get('deps');
      const { id, unitId } = c.req.valid('param');
      const call = await detachUnit(db, officer, id, unitId, now());
      return c.json({ success: true as const, call });
    },
  );
