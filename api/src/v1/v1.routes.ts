import { Hono } from 'hono';
import { callEmergency, changeUnit, listOnDutyUnits, pageActiveCalls } from '@tenfour/db/dispatch';
import { openDepartment, knownDepartment } from '../officer-context';
import type { AppContext } from '../context';
import { validate } from '../validate';
import { said } from '../said';
import { keyAuth, scope, type V1Env } from './key-auth';
import { officerByDiscordId } from './units';
import { recordsV1 } from './records.routes';
import { eventsV1 } from './events.routes';
import {
  callsQuery,
  emergencyCallBody,
  memberParam,
  unitStatusBody,
  unitsQuery,
} from './v1.schemas';

const asApp = (c: unknown) => c as AppContext;

/**
 * The public API's operations (operations.ts describes each for the document). Each calls
 * the same database operation as the site's own route, with the same rules.
 */
export const v1Routes = new Hono<V1Env>()
  .use('*', keyAuth)
  .get('/calls', scope('calls:read'), validate('query', callsQuery), async (c) => {
    const { department, limit, cursor } = c.req.valid('query');
    await knownDepartment(asApp(c), department);
    return c.json(await pageActiveCalls(c.get('deps').db, department, { limit, after: cursor }));
  })
  .post('/calls/911', scope('calls:write'), validate('json', emergencyCallBody), async (c) => {
    const { db, now } = c.get('deps');
    const { callerDiscordId, ...input } = c.req.valid('json');
    await openDepartment(asApp(c), input.department);
    const call = await callEmergency(db, callerDiscordId, input, now());
    return c.json(
      {
        success: true as const,
        ...said('dispatch.done.emergencyCallReceived', { callNumber: call.callNumber }),
        call,
      },
      201,
    );
  })
  .get('/units', scope('units:read'), validate('query', unitsQuery), async (c) => {
    const { department, service } = c.req.valid('query');
    await knownDepartment(asApp(c), department);
    return c.json({ units: await listOnDutyUnits(c.get('deps').db, department, service) });
  })
  .put(
    '/units/:discordId/status',
    scope('units:write'),
    validate('param', memberParam),
    validate('json', unitStatusBody),
    async (c) => {
      const { db, now } = c.get('deps');
      const officer = await officerByDiscordId(c, c.req.valid('param').discordId);
      const unit = await changeUnit(db, officer, c.req.valid('json'), now());
      return c.json({ success: true as const, unit });
    },
  )
  .post(
    '/units/:discordId/clock-in',
    scope('units:write'),
    validate('param', memberParam),
    async (c) => {
      const { db, now } = c.get('deps');
      const officer = await officerByDiscordId(c, c.req.valid('param').discordId);
      const unit = await changeUnit(db, officer, { duty: 'in' }, now());
      return c.json({ success: true as const, ...said('dispatch.done.clockedIn'), unit });
    },
  )
  .post(
    '/units/:discordId/clock-out',
    scope('units:write'),
    validate('param', memberParam),
    async (c) => {
      const { db, now } = c.get('deps');
      const officer = await officerByDiscordId(c, c.req.valid('param').discordId);
      const unit = await changeUnit(db, officer, { duty: 'out' }, now());
      return c.json({ success: true as const, ...said('dispatch.done.clockedOut'), unit });
    },
  )
  .route('/', recordsV1)
  .route('/', eventsV1);
