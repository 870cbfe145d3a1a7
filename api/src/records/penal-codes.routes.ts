import { Hono } from 'hono';
import {
  createPenalCode,
  listPenalCodes,
  setPenalCodeRetired,
  updatePenalCode,
} from '@tenfour/db/records';
import { STAFF_PROFILE } from '@tenfour/db/staff';
import { requirePermission, type AppContext, type AppEnv } from '../context';
import { allowed, signedIn } from '../middleware/session';
import { validate } from '../validate';
import {
  createPenalCodeSchema,
  idParam,
  penalCodeListQuery,
  updatePenalCodeSchema,
} from './records.schemas';
import { said } from '../said';

/** The staff member changing the penal code, as the audit log names them. */
const staff = (c: AppContext) => ({
  discordId: requirePermission(c, 'admin').user.discord_id,
  profile: STAFF_PROFILE,
});

/** The community's penal code: everyone signed in reads it; staff (admin) maintain it. */
export const penalCodesRoutes = new Hono<AppEnv>()
  .get('/', signedIn, validate('query', penalCodeListQuery), async (c) => {
    const { includeRetired } = c.req.valid('query');
    if (includeRetired) requirePermission(c, 'admin');
    return c.json(await listPenalCodes(c.get('deps').db, { includeRetired }));
  })
  .post('/', allowed('admin'), validate('json', createPenalCodeSchema), async (c) => {
    const { db, now } = c.get('deps');
    const penalCode = await createPenalCode(db, staff(c), c.req.valid('json'), now());
    return c.json({ success: true as const, ...said('records.done.offenseAdded'), penalCode }, 201);
  })
  .put(
    '/:id',
    allowed('admin'),
    validate('param', idParam),
    validate('json', updatePenalCodeSchema),
    async (c) => {
      const { db, now } = c.get('deps');
      const penalCode = await updatePenalCode(
        db,
        staff(c),
        c.req.valid('param').id,
        c.req.valid('json'),
        now(),
      );
      return c.json({ success: true as const, ...said('records.done.offenseUpdated'), penalCode });
    },
  )
  .delete('/:id', allowed('admin'), validate('param', idParam), async (c) => {
    const { db, now } = c.get('deps');
    const penalCode = await setPenalCodeRetired(db, staff(c), c.req.valid('param').id, true, now());
    return c.json({ success: true as const, ...said('records.done.offenseRetired'), penalCode });
  })
  .post('/:id/restore', allowed('admin'), validate('param', idParam), async (c) => {
    const { db, now } = c.get('deps');
    const penalCode = await setPenalCodeRetired(
      db,
      staff(c),
      c.req.valid('param').id,
      false,
      now(),
    );
    return c.json({ success: true as const, ...said('records.done.offenseRestored'), penalCode });
  });
