import { Hono } from 'hono';
import {
  requireOwnedCivilian,
  requireOwnedVehicle,
  deleteVehicle,
  listVehicles,
  registerVehicle,
  toVehicleJson,
  updateVehicle,
  reportVehicleRecovered,
  reportVehicleStolen,
} from '@tenfour/db/civilians';
import { checkListValues, firstListValue } from '@tenfour/db/values';
import type { AppEnv } from '../context';
import { requireSession } from '../context';
import { fieldError } from '../errors';
import { openDepartment } from '../officer-context';
import { signedIn } from '../middleware/session';
import { validate } from '../validate';
import { memberAudiences } from '../values';
import { idParam } from './shared';
import { registerVehicleSchema, reportStolenSchema, updateVehicleSchema } from './vehicles.schemas';
import { said } from '../said';

/** Next year's models are on sale already; anything later is a typo. */
function checkYear(year: number, now: Date) {
  const latest = now.getUTCFullYear() + 1;
  if (year > latest) {
    throw fieldError('year', 'civilians.yearTooLate', { latest });
  }
}

/** /api/vehicles: the civilian's vehicles, and reporting one stolen or recovered. */
export const vehiclesRoutes = new Hono<AppEnv>()
  .use('*', signedIn)
  .post('/register', validate('json', registerVehicleSchema), async (c) => {
    const { user } = requireSession(c);
    const { db, now } = c.get('deps');
    const { civilianId, customFields, ...input } = c.req.valid('json');
    checkYear(input.year, now());
    const civilian = await requireOwnedCivilian(db, user.discord_id, civilianId);
    const fields = {
      ...input,
      type: input.type ?? (await firstListValue(db, 'vehicle_type')) ?? '',
    };
    await checkListValues(db, [
      { list: 'vehicle_type', value: fields.type, field: 'type' },
      { list: 'vehicle_colour', value: fields.color, field: 'color' },
    ]);
    const row = await registerVehicle(db, civilian.id, fields, now(), {
      writer: memberAudiences(c, user.discord_id),
      values: customFields ?? {},
    });
    return c.json(
      {
        success: true as const,
        ...said('civilians.done.vehicleRegistered'),
        vehicle: toVehicleJson(row),
      },
      201,
    );
  })
  .get('/by-civilian/:id', validate('param', idParam), async (c) => {
    const { user } = requireSession(c);
    const { db } = c.get('deps');
    const civilian = await requireOwnedCivilian(db, user.discord_id, c.req.valid('param').id);
    return c.json({ vehicles: await listVehicles(db, civilian.id) });
  })
  .put('/:id', validate('param', idParam), validate('json', updateVehicleSchema), async (c) => {
    const { user } = requireSession(c);
    const { db, now } = c.get('deps');
    const fields = c.req.valid('json');
    checkYear(fields.year, now());
    const held = await requireOwnedVehicle(db, user.discord_id, c.req.valid('param').id);
    await checkListValues(db, [
      { list: 'vehicle_type', value: fields.type, current: held.type, field: 'type' },
      { list: 'vehicle_colour', value: fields.color, current: held.color, field: 'color' },
    ]);
    const row = await updateVehicle(db, user.discord_id, c.req.valid('param').id, fields, now());
    return c.json(toVehicleJson(row));
  })
  /** The owner reports it stolen (a BOLO goes out) or recovered (the BOLO is cleared). */
  .post(
    '/:id/stolen',
    validate('param', idParam),
    validate('json', reportStolenSchema),
    async (c) => {
      const { user } = requireSession(c);
      const { db, now } = c.get('deps');
      const id = c.req.valid('param').id;
      await openDepartment(c, c.req.valid('json').department, 'police');
      const result = await reportVehicleStolen(db, user.discord_id, id, c.req.valid('json'), now());
      const message = said('civilians.done.vehicleStolen', {
        plate: result.vehicle.plate,
        department: c.req.valid('json').department,
      });
      return c.json({ success: true as const, ...message, ...result });
    },
  )
  .post('/:id/recovered', validate('param', idParam), async (c) => {
    const { user } = requireSession(c);
    const { db, now } = c.get('deps');
    const id = c.req.valid('param').id;
    const result = await reportVehicleRecovered(db, user.discord_id, id, now());
    const message = said('civilians.done.vehicleRecovered', { plate: result.vehicle.plate });
    return c.json({ success: true as const, ...message, ...result });
  })
  .delete('/:id', validate('param', idParam), async (c) => {
    const { user } = requireSession(c);
    await deleteVehicle(c.get('deps').db, user.discord_id, c.req.valid('param').id);
    return c.json({ success: true as const, ...said('civilians.done.vehicleDeleted') });
  });
