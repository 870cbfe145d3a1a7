import { Hono } from 'hono';
import {
  communityValues,
  createCallType,
  createStatus,
  deleteCallType,
  deleteStatus,
  listAdminCallTypes,
  listAdminStatuses,
  setCallTypeRetired,
  setStatusRetired,
  updateCallType,
  updateStatus,
  type ValuesChange,
} from '@tenfour/db/values';
import { requirePermission, type AppContext, type AppEnv } from '../context';
import { signedIn } from '../middleware/session';
import { validate } from '../validate';
import { said } from '../said';
import {
  callTypeBody,
  callTypeParam,
  callTypePatch,
  statusBody,
  statusParam,
  statusPatch,
} from './values.schemas';
import { adminValueListsRoutes } from './values-lists.routes';
import { adminCustomFieldsRoutes, customValuesRoutes } from './custom-fields.routes';

const db = (c: AppContext) => c.get('deps').db;

/** The member making the change (staff, checked again here), and the moment. */
function staffChange(c: AppContext): ValuesChange {
  return {
    staffDiscordId: requirePermission(c, 'admin').user.discord_id,
    now: c.get('deps').now(),
  };
}

/**
 * GET /api/values (any signed-in member): the community's values every screen needs (the
 * boards' status buttons, labels and colours), retired ones included so what units still show
 * keeps its label. Served from the process's copy.
 */
export const valuesRoutes = new Hono<AppEnv>()
  .use('*', signedIn)
  .get('/', async (c) => c.json(await communityValues(db(c)).all()))
  .route('/custom-fields', customValuesRoutes);

/** Staff: the community's values (docs/values.md). Mounted at /api/admin/values. */
export const adminValuesRoutes = new Hono<AppEnv>()
  .use('*', async (c, next) => {
    requirePermission(c, 'admin');
    await next();
  })
  .get('/statuses', async (c) => c.json({ statuses: await listAdminStatuses(db(c)) }))
  .post('/statuses', validate('json', statusBody), async (c) => {
    const status = await createStatus(db(c), staffChange(c), c.req.valid('json'));
    return c.json({ success: true as const, ...said('values.done.statusSaved'), status }, 201);
  })
  .patch(
    '/statuses/:id',
    validate('param', statusParam),
    validate('json', statusPatch),
    async (c) => {
      const status = await updateStatus(
        db(c),
        staffChange(c),
        c.req.valid('param').id,
        c.req.valid('json'),
      );
      return c.json({ success: true as const, ...said('values.done.statusSaved'), status });
    },
  )
  .post('/statuses/:id/retire', validate('param', statusParam), async (c) => {
    const status = await setStatusRetired(db(c), staffChange(c), c.req.valid('param').id, true);
    return c.json({ success: true as const, ...said('values.done.statusRetired'), status });
  })
  .post('/statuses/:id/restore', validate('param', statusParam), async (c) => {
    const status = await setStatusRetired(db(c), staffChange(c), c.req.valid('param').id, false);
    return c.json({ success: true as const, ...said('values.done.statusRestored'), status });
  })
  .delete('/statuses/:id', validate('param', statusParam), async (c) => {
    await deleteStatus(db(c), staffChange(c), c.req.valid('param').id);
    return c.json({ success: true as const, ...said('values.done.statusDeleted') });
  })
  .get('/call-types', async (c) => c.json({ callTypes: await listAdminCallTypes(db(c)) }))
  .post('/call-types', validate('json', callTypeBody), async (c) => {
    const callType = await createCallType(db(c), staffChange(c), c.req.valid('json'));
    return c.json({ success: true as const, ...said('values.done.callTypeSaved'), callType }, 201);
  })
  .patch(
    '/call-types/:id',
    validate('param', callTypeParam),
    validate('json', callTypePatch),
    async (c) => {
      const callType = await updateCallType(
        db(c),
        staffChange(c),
        c.req.valid('param').id,
        c.req.valid('json'),
      );
      return c.json({ success: true as const, ...said('values.done.callTypeSaved'), callType });
    },
  )
  .post('/call-types/:id/retire', validate('param', callTypeParam), async (c) => {
    const id = c.req.valid('param').id;
    const callType = await setCallTypeRetired(db(c), staffChange(c), id, true);
    return c.json({ success: true as const, ...said('values.done.callTypeRetired'), callType });
  })
  .post('/call-types/:id/restore', validate('param', callTypeParam), async (c) => {
    const id = c.req.valid('param').id;
    const callType = await setCallTypeRetired(db(c), staffChange(c), id, false);
    return c.json({ success: true as const, ...said('values.done.callTypeRestored'), callType });
  })
  .delete('/call-types/:id', validate('param', callTypeParam), async (c) => {
    await deleteCallType(db(c), staffChange(c), c.req.valid('param').id);
    return c.json({ success: true as const, ...said('values.done.callTypeDeleted') });
  })
  .route('/', adminValueListsRoutes)
  .route('/', adminCustomFieldsRoutes);
