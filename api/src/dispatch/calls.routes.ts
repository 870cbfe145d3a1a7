import { Hono } from 'hono';
import {
  attachUnit,
  closeCall,
  createCall,
  detachUnit,
  getCall,
  listCalls,
  requestServices,
  updateCall,
  sortServices,
} from '@tenfour/db/dispatch';
import type { AppEnv } from '../context';
import { allowed } from '../middleware/session';
import { requireOfficer, requireProfileToFile } from '../officer-context';
import { validate } from '../validate';
import {
  attachUnitSchema,
  callListQuery,
  callUnitParam,
  createCallSchema,
  idParam,
  requestServicesSchema,
  updateCallSchema,
} from './dispatch.schemas';
import { said } from '../said';
import type { MessageKey } from '@tenfour/db/browser';

// What requesting fire/rescue on a call says, by the services asked for (in display order).
const SERVICES_REQUESTED: Partial<Record<string, `dispatch.done.${string}Requested` & MessageKey>> =
  {
    fire: 'dispatch.done.fireRequested',
    ems: 'dispatch.done.emsRequested',
    'fire ems': 'dispatch.done.fireAndEmsRequested',
  };

/** Calls for service of the caller's department; every change is broadcast to its officers. */
export const callsRoutes = new Hono<AppEnv>()
  .get('/', allowed('publicSafety'), validate('query', callListQuery), async (c) => {
    const { officer } = await requireOfficer(c);
    const calls = await listCalls(
      c.get('deps').db,
      officer.department,
      c.req.valid('query').status,
    );
    return c.json({ calls });
  })
  .post('/', allowed('publicSafety'), validate('json', createCallSchema), async (c) => {
    const { officer } = await requireProfileToFile(c, 'police');
    const { db, now } = c.get('deps');
    const call = await createCall(db, officer, c.req.valid('json'), now());
    return c.json(
      {
        success: true as const,
        ...said('dispatch.done.callCreated', { callNumber: call.callNumber }),
        call,
      },
      201,
    );
  })
  .get('/:id', allowed('publicSafety'), validate('param', idParam), async (c) => {
    const { officer } = await requireOfficer(c);
    return c.json({
      call: await getCall(c.get('deps').db, officer.department, c.req.valid('param').id),
    });
  })
  .put(
    '/:id',
    allowed('publicSafety'),
    validate('param', idParam),
    validate('json', updateCallSchema),
    async (c) => {
      const { officer } = await requireOfficer(c);
      const { db, now } = c.get('deps');
      const call = await updateCall(
        db,
        officer,
        c.req.valid('param').id,
        c.req.valid('json'),
        now(),
      );
      return c.json({ success: true as const, call });
    },
  )
  /** Request fire and/or EMS on a call: it then reaches the fire/rescue board. */
  .post(
    '/:id/request',
    allowed('publicSafety'),
    validate('param', idParam),
    validate('json', requestServicesSchema),
    async (c) => {
      const { officer } = await requireOfficer(c);
      const { db, now } = c.get('deps');
      const { services } = c.req.valid('json');
      const call = await requestServices(db, officer, c.req.valid('param').id, services, now());
      const asked = sortServices(services).join(' ');
      return c.json({
        success: true as const,
        ...said(SERVICES_REQUESTED[asked] ?? 'dispatch.done.fireAndEmsRequested', {
          callNumber: call.callNumber,
        }),
        call,
      });
    },
  )
  /**
   * Attach a unit: yourself, or another unit of your department by officerId (a fire/rescue
   * unit too: the call then needs its service).
   */
  .post(
    '/:id/units',
    allowed('publicSafety'),
    validate('param', idParam),
    validate('json', attachUnitSchema),
    async (c) => {
      const { officer } = await requireOfficer(c);
      const { db, now } = c.get('deps');
      const unitId = c.req.valid('json').officerId ?? officer.id;
      const call = await attachUnit(db, officer, c.req.valid('param').id, unitId, now());
      return c.json({ success: true as const, call });
    },
  )
  .delete(
    '/:id/units/:officerId',
    allowed('publicSafety'),
    validate('param', callUnitParam),
    async (c) => {
      const { officer } = await requireOfficer(c);
      const { db, now } = c.get('deps');
      const { id, officerId } = c.req.valid('param');
      const call = await detachUnit(db, officer, id, officerId, now());
      return c.json({ success: true as const, call });
    },
  )
  .post('/:id/close', allowed('publicSafety'), validate('param', idParam), async (c) => {
    const { officer } = await requireOfficer(c);
    const { db, now } = c.get('deps');
    const call = await closeCall(db, officer, c.req.valid('param').id, now());
    return c.json({
      success: true as const,
      ...said('dispatch.done.callClosed', { callNumber: call.callNumber }),
      call,
    });
  });
