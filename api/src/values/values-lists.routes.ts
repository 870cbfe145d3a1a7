import { Hono } from 'hono';
import {
  createLicenseType,
  createListValue,
  deleteLicenseType,
  deleteListValue,
  exportValues,
  importValues,
  listAdminLicenseTypes,
  listAdminListValues,
  previewValuesImport,
  setLicenseTypeRetired,
  setListValueRetired,
  updateLicenseType,
  updateListValue,
  type ValuesChange,
} from '@tenfour/db/values';
import { requirePermission, type AppContext, type AppEnv } from '../context';
import { validate } from '../validate';
import { said } from '../said';
import {
  licenseTypeBody,
  licenseTypeParam,
  licenseTypePatch,
  listValueBody,
  listValueParam,
  listValuePatch,
} from './values-lists.schemas';
import { valuesFileSchema } from './portable.schemas';

const db = (c: AppContext) => c.get('deps').db;

function staffChange(c: AppContext): ValuesChange {
  return {
    staffDiscordId: requirePermission(c, 'admin').user.discord_id,
    now: c.get('deps').now(),
  };
}

/**
 * Staff: license types, the forms' lists and the values file (docs/values.md). Mounted with
 * the other values at /api/admin/values, behind its staff check.
 */
export const adminValueListsRoutes = new Hono<AppEnv>()
  .get('/license-types', async (c) => c.json({ licenseTypes: await listAdminLicenseTypes(db(c)) }))
  .post('/license-types', validate('json', licenseTypeBody), async (c) => {
    const licenseType = await createLicenseType(db(c), staffChange(c), c.req.valid('json'));
    return c.json(
      { success: true as const, ...said('values.done.licenseTypeSaved'), licenseType },
      201,
    );
  })
  .patch(
    '/license-types/:id',
    validate('param', licenseTypeParam),
    validate('json', licenseTypePatch),
    async (c) => {
      const licenseType = await updateLicenseType(
        db(c),
        staffChange(c),
        c.req.valid('param').id,
        c.req.valid('json'),
      );
      return c.json({
        success: true as const,
        ...said('values.done.licenseTypeSaved'),
        licenseType,
      });
    },
  )
  .post('/license-types/:id/retire', validate('param', licenseTypeParam), async (c) => {
    const id = c.req.valid('param').id;
    const licenseType = await setLicenseTypeRetired(db(c), staffChange(c), id, true);
    return c.json({
      success: true as const,
      ...said('values.done.licenseTypeRetired'),
      licenseType,
    });
  })
  .post('/license-types/:id/restore', validate('param', licenseTypeParam), async (c) => {
    const id = c.req.valid('param').id;
    const licenseType = await setLicenseTypeRetired(db(c), staffChange(c), id, false);
    return c.json({
      success: true as const,
      ...said('values.done.licenseTypeRestored'),
      licenseType,
    });
  })
  .delete('/license-types/:id', validate('param', licenseTypeParam), async (c) => {
    await deleteLicenseType(db(c), staffChange(c), c.req.valid('param').id);
    return c.json({ success: true as const, ...said('values.done.licenseTypeDeleted') });
  })
  .get('/lists', async (c) => c.json({ values: await listAdminListValues(db(c)) }))
  .post('/lists', validate('json', listValueBody), async (c) => {
    const value = await createListValue(db(c), staffChange(c), c.req.valid('json'));
    return c.json({ success: true as const, ...said('values.done.listValueSaved'), value }, 201);
  })
  .patch(
    '/lists/:id',
    validate('param', listValueParam),
    validate('json', listValuePatch),
    async (c) => {
      const value = await updateListValue(
        db(c),
        staffChange(c),
        c.req.valid('param').id,
        c.req.valid('json').value,
      );
      return c.json({ success: true as const, ...said('values.done.listValueSaved'), value });
    },
  )
  .post('/lists/:id/retire', validate('param', listValueParam), async (c) => {
    const value = await setListValueRetired(db(c), staffChange(c), c.req.valid('param').id, true);
    return c.json({ success: true as const, ...said('values.done.listValueRetired'), value });
  })
  .post('/lists/:id/restore', validate('param', listValueParam), async (c) => {
    const value = await setListValueRetired(db(c), staffChange(c), c.req.valid('param').id, false);
    return c.json({ success: true as const, ...said('values.done.listValueRestored'), value });
  })
  .delete('/lists/:id', validate('param', listValueParam), async (c) => {
    await deleteListValue(db(c), staffChange(c), c.req.valid('param').id);
    return c.json({ success: true as const, ...said('values.done.listValueDeleted') });
  })
  .get('/export', async (c) => {
    const file = await exportValues(db(c));
    c.header('content-disposition', 'attachment; filename="tenfour-values.json"');
    return c.json(file);
  })
  .post('/import/preview', validate('json', valuesFileSchema), async (c) =>
    c.json({ plan: await previewValuesImport(db(c), c.req.valid('json')) }),
  )
  .post('/import', validate('json', valuesFileSchema), async (c) => {
    const plan = await importValues(db(c), staffChange(c), c.req.valid('json'));
    return c.json({ success: true as const, ...said('values.done.imported'), plan });
  });
