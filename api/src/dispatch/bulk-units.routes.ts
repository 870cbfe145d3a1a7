import { Hono } from 'hono';
import { assignUnits, callDepartment, setUnitsStatus, suggestUnits } from '@tenfour/db/dispatch';
import type { AppEnv } from '../context';
import { allowed } from '../middleware/session';
import { knownDepartment, requireOfficer } from '../officer-context';
import { said } from '../said';
import { validate } from '../validate';
import { bulkAssignSchema, bulkStatusSchema } from './bulk-units.schemas';
import { requireDispatcher } from './dispatcher-context';
import { idParam } from './dispatch.schemas';

/**
 * The dispatcher's suggestions and several units at once (/api/dispatch): each bulk action is
 * one transaction, all or nothing, one live event per unit changed, each unit audited as its
 * own change would be. A dispatcher acts in the call's department, or the one named.
 */
export const dispatcherBulkRoutes = new Hono<AppEnv>()
  .use('*', allowed('dispatch'))
  .get('/calls/:id/suggested-units', validate('param', idParam), async (c) => {
    const { id } = c.req.valid('param');
    const { db } = c.get('deps');
    const dispatcher = requireDispatcher(c, await callDepartment(db, id));
    return c.json({ units: await suggestUnits(db, dispatcher.department, id) });
  })
  .post(
    '/calls/:id/units/bulk',
    validate('param', idParam),
    validate('json', bulkAssignSchema),
    async (c) => {
      const { id } = c.req.valid('param');
      const { db, now } = c.get('deps');
      const dispatcher = requireDispatcher(c, await callDepartment(db, id));
      const call = await assignUnits(db, dispatcher, id, c.req.valid('json').unitIds, now());
      return c.json({
        success: true as const,
        ...said('dispatch.done.unitsAssigned', {
          count: c.req.valid('json').unitIds.length,
          callNumber: call.callNumber,
        }),
        call,
      });
    },
  )
  .post('/units/status', validate('json', bulkStatusSchema), async (c) => {
    const { department, unitIds, status } = c.req.valid('json');
    await knownDepartment(c, department);
    const dispatcher = requireDispatcher(c, department);
    const { db, now } = c.get('deps');
    const units = await setUnitsStatus(db, dispatcher, unitIds, status, now());
    return c.json({
      success: true as const,
      ...said('dispatch.done.unitsStatusSet', { count: units.length, status }),
      units,
    });
  });

/** GET /api/calls/:id/suggested-units: the same list for an officer, in their department. */
export const officerSuggestedRoutes = new Hono<AppEnv>().get(
  '/:id/suggested-units',
  allowed('publicSafety'),
  validate('param', idParam),
  async (c) => {
    const { officer } = await requireOfficer(c);
    const { id } = c.req.valid('param');
    return c.json({ units: await suggestUnits(c.get('deps').db, officer.department, id) });
  },
);
