import { Hono } from 'hono';
import {
  archivePart,
  createDepartment,
  createPart,
  listAdminDepartments,
  reorderDepartments,
  reorderParts,
  sendWebhookTest,
  setDepartmentArchived,
  setDepartmentWebhook,
  updateDepartment,
  updatePart,
  type StaffChange,
} from '@tenfour/db/departments';
import { requirePermission, type AppContext, type AppEnv } from '../context';
import { validate } from '../validate';
import { said } from '../said';
import {
  createDepartmentBody,
  departmentParam,
  divisionBody,
  divisionPatch,
  orderBody,
  partParam,
  rankBody,
  rankPatch,
  updateDepartmentBody,
  webhookBody,
  webhookParam,
} from './departments.schemas';

/** The member making the change (staff, checked again here), and the moment. */
function staffChange(c: AppContext): StaffChange {
  return {
    staffDiscordId: requirePermission(c, 'admin').user.discord_id,
    now: c.get('deps').now(),
  };
}

const db = (c: AppContext) => c.get('deps').db;

/** A department's divisions or ranks: add, rename, reorder, archive. */
function partRoutes(table: 'divisions' | 'ranks') {
  const body = table === 'ranks' ? rankBody : divisionBody;
  const patch = table === 'ranks' ? rankPatch : divisionPatch;
  return new Hono<AppEnv>()
    .post('/', validate('param', departmentParam), validate('json', body), async (c) => {
      const department = await createPart(
        db(c),
        staffChange(c),
        table,
        c.req.valid('param').id,
        c.req.valid('json'),
      );
      return c.json(
        { success: true as const, ...said('departments.done.partSaved'), department },
        201,
      );
    })
    .put('/order', validate('param', departmentParam), validate('json', orderBody), async (c) => {
      const department = await reorderParts(
        db(c),
        staffChange(c),
        table,
        c.req.valid('param').id,
        c.req.valid('json').ids,
      );
      return c.json({ success: true as const, ...said('departments.done.orderSaved'), department });
    })
    .patch('/:partId', validate('param', partParam), validate('json', patch), async (c) => {
      const { id, partId } = c.req.valid('param');
      const department = await updatePart(
        db(c),
        staffChange(c),
        table,
        id,
        partId,
        c.req.valid('json'),
      );
      return c.json({ success: true as const, ...said('departments.done.partSaved'), department });
    })
    .post('/:partId/archive', validate('param', partParam), async (c) => {
      const { id, partId } = c.req.valid('param');
      const department = await archivePart(db(c), staffChange(c), table, id, partId);
      return c.json({
        success: true as const,
        ...said('departments.done.partArchived'),
        department,
      });
    });
}

/**
 * Staff: the community's departments, their webhooks (write-only), divisions and ranks.
 * Mounted at /api/admin/departments; docs/departments.md says what staff do here.
 */
export const departmentsRoutes = new Hono<AppEnv>()
  .use('*', async (c, next) => {
    requirePermission(c, 'admin');
    await next();
  })
  .get('/', async (c) => c.json({ departments: await listAdminDepartments(db(c)) }))
  .post('/', validate('json', createDepartmentBody), async (c) => {
    const department = await createDepartment(db(c), staffChange(c), c.req.valid('json'));
    return c.json({ success: true as const, ...said('departments.done.created'), department }, 201);
  })
  .put('/order', validate('json', orderBody), async (c) => {
    const departments = await reorderDepartments(db(c), staffChange(c), c.req.valid('json').ids);
    return c.json({ success: true as const, ...said('departments.done.orderSaved'), departments });
  })
  .patch(
    '/:id',
    validate('param', departmentParam),
    validate('json', updateDepartmentBody),
    async (c) => {
      const department = await updateDepartment(
        db(c),
        staffChange(c),
        c.req.valid('param').id,
        c.req.valid('json'),
      );
      return c.json({ success: true as const, ...said('departments.done.saved'), department });
    },
  )
  .post('/:id/archive', validate('param', departmentParam), async (c) => {
    const department = await setDepartmentArchived(
      db(c),
      staffChange(c),
      c.req.valid('param').id,
      true,
    );
    return c.json({ success: true as const, ...said('departments.done.archived'), department });
  })
  .post('/:id/restore', validate('param', departmentParam), async (c) => {
    const department = await setDepartmentArchived(
      db(c),
      staffChange(c),
      c.req.valid('param').id,
      false,
    );
    return c.json({ success: true as const, ...said('departments.done.restored'), department });
  })
  .put(
    '/:id/webhooks/:which',
    validate('param', webhookParam),
    validate('json', webhookBody),
    async (c) => {
      const { id, which } = c.req.valid('param');
      const department = await setDepartmentWebhook(
        db(c),
        staffChange(c),
        id,
        which,
        c.req.valid('json').url,
      );
      return c.json({
        success: true as const,
        ...said('departments.done.webhookSaved'),
        department,
      });
    },
  )
  .delete('/:id/webhooks/:which', validate('param', webhookParam), async (c) => {
    const { id, which } = c.req.valid('param');
    const department = await setDepartmentWebhook(db(c), staffChange(c), id, which, null);
    return c.json({
      success: true as const,
      ...said('departments.done.webhookCleared'),
      department,
    });
  })
  .post('/:id/webhooks/:which/test', validate('param', webhookParam), async (c) => {
    requirePermission(c, 'admin');
    const { id, which } = c.req.valid('param');
    const deliveryId = await sendWebhookTest(db(c), id, which);
    return c.json(
      {
        success: true as const,
        ...said('departments.done.testQueued'),
        deliveryId: deliveryId ?? null,
      },
      202,
    );
  })
  .route('/:id/divisions', partRoutes('divisions'))
  .route('/:id/ranks', partRoutes('ranks'));
