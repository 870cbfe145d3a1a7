import { Hono } from 'hono';
import { DomainError } from '@tenfour/db';
import {
  createCustomField,
  customFieldRecordOwner,
  deleteCustomField,
  listAdminCustomFields,
  readCustomFields,
  setCustomFieldRetired,
  updateCustomField,
  writeCustomFields,
  type CustomFieldAudience,
  type CustomFieldTarget,
  type ValuesChange,
} from '@tenfour/db/values';
import { requirePermission, requireSession, type AppContext, type AppEnv } from '../context';
import { signedIn } from '../middleware/session';
import { validate } from '../validate';
import { said } from '../said';
import {
  customFieldBody,
  customFieldParam,
  customFieldPatch,
  customValuesBody,
  customValuesParam,
} from './custom-fields.schemas';

const db = (c: AppContext) => c.get('deps').db;

function staffChange(c: AppContext): ValuesChange {
  return {
    staffDiscordId: requirePermission(c, 'admin').user.discord_id,
    now: c.get('deps').now(),
  };
}

/** The member's audiences, on top of owning the record or not. */
export function memberAudiences(c: AppContext, owner?: string): Set<CustomFieldAudience> {
  const { user, permissions } = requireSession(c);
  const audiences = new Set<CustomFieldAudience>();
  if (owner !== undefined && owner === user.discord_id) audiences.add('owner');
  // Public safety as Search Database and the boards know it: officers and fire/rescue.
  if (permissions.publicSafety || permissions.fireRescue) audiences.add('public_safety');
  if (permissions.admin) audiences.add('staff');
  return audiences;
}

/**
 * Who reads or writes this record's fields. Someone who is none of its audiences learns
 * nothing of it, not even that it exists (404, as the owner's own pages answer).
 */
async function recordReader(c: AppContext, target: CustomFieldTarget, id: string) {
  const owner = await customFieldRecordOwner(db(c), target, id);
  const reader = memberAudiences(c, owner);
  if (reader.size === 0) throw new DomainError('not_found', 'customValues.recordNotFound');
  return reader;
}

/** A record's custom field values: GET and PUT /api/values/custom-fields/:target/:id. */
export const customValuesRoutes = new Hono<AppEnv>()
  .use('*', signedIn)
  .get('/:target/:id', validate('param', customValuesParam), async (c) => {
    const { target, id } = c.req.valid('param');
    const reader = await recordReader(c, target, id);
    return c.json({ fields: (await readCustomFields(db(c), target, [id], reader))[id] ?? [] });
  })
  .put(
    '/:target/:id',
    validate('param', customValuesParam),
    validate('json', customValuesBody),
    async (c) => {
      const { target, id } = c.req.valid('param');
      const writer = await recordReader(c, target, id);
      const fields = await writeCustomFields(
        db(c),
        target,
        id,
        writer,
        c.req.valid('json').values,
        c.get('deps').now(),
      );
      return c.json({ success: true as const, ...said('values.done.customValuesSaved'), fields });
    },
  );

/** Staff: custom field definitions (docs/values.md). Mounted under /api/admin/values. */
export const adminCustomFieldsRoutes = new Hono<AppEnv>()
  .get('/custom-fields', async (c) => c.json({ customFields: await listAdminCustomFields(db(c)) }))
  .post('/custom-fields', validate('json', customFieldBody), async (c) => {
    const customField = await createCustomField(db(c), staffChange(c), c.req.valid('json'));
    return c.json(
      { success: true as const, ...said('values.done.customFieldSaved'), customField },
      201,
    );
  })
  .patch(
    '/custom-fields/:id',
    validate('param', customFieldParam),
    validate('json', customFieldPatch),
    async (c) => {
      const customField = await updateCustomField(
        db(c),
        staffChange(c),
        c.req.valid('param').id,
        c.req.valid('json'),
      );
      return c.json({
        success: true as const,
        ...said('values.done.customFieldSaved'),
        customField,
      });
    },
  )
  .post('/custom-fields/:id/retire', validate('param', customFieldParam), async (c) => {
    const id = c.req.valid('param').id;
    const customField = await setCustomFieldRetired(db(c), staffChange(c), id, true);
    return c.json({
      success: true as const,
      ...said('values.done.customFieldRetired'),
      customField,
    });
  })
  .post('/custom-fields/:id/restore', validate('param', customFieldParam), async (c) => {
    const id = c.req.valid('param').id;
    const customField = await setCustomFieldRetired(db(c), staffChange(c), id, false);
    return c.json({
      success: true as const,
      ...said('values.done.customFieldRestored'),
      customField,
    });
  })
  .delete('/custom-fields/:id', validate('param', customFieldParam), async (c) => {
    await deleteCustomField(db(c), staffChange(c), c.req.valid('param').id);
    return c.json({ success: true as const, ...said('values.done.customFieldDeleted') });
  });
