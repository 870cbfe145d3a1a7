import { Hono } from 'hono';
import {
  civilianJson,
  createCivilian,
  deleteCivilian,
  listCivilianNames,
  listCivilians,
  markCivilianDeceased,
  requireOwnedCivilian,
  updateCivilian,
  addLicense,
} from '@tenfour/db/civilians';
import type { AppEnv } from '../context';
import { requireSession } from '../context';
import { fieldError, forbidden } from '../errors';
import { allowed, signedIn } from '../middleware/session';
import { validate } from '../validate';
import {
  addLicenseSchema,
  civilianSchema,
  civilianNamesQuery,
  civilianPageQuery,
  civilianUpdateSchema,
  populateQuery,
} from './civilians.schemas';
import { idParam, today } from './shared';
import { said } from '../said';

function checkBirthDate(dateOfBirth: string | undefined, now: Date) {
  if (dateOfBirth !== undefined && dateOfBirth > today(now)) {
    throw fieldError('dateOfBirth', 'civilians.birthDateFuture');
  }
}

/** /api/civilians: the member's own civilians. */
export const civiliansRoutes = new Hono<AppEnv>()
  .use('*', signedIn)
  .get('/', validate('query', civilianPageQuery), async (c) => {
    const { user } = requireSession(c);
    const { limit, cursor } = c.req.valid('query');
    return c.json(await listCivilians(c.get('deps').db, user.discord_id, { limit, after: cursor }));
  })
  // Officers' warrant form picks any civilian by name; it needs nothing more than that.
  .get('/all', allowed('publicSafety'), validate('query', civilianNamesQuery), async (c) => {
    const { q, limit, cursor } = c.req.valid('query');
    return c.json(await listCivilianNames(c.get('deps').db, { limit, after: cursor }, q));
  })
  .get('/:id', validate('param', idParam), validate('query', populateQuery), async (c) => {
    const { user } = requireSession(c);
    const { db } = c.get('deps');
    const row = await requireOwnedCivilian(db, user.discord_id, c.req.valid('param').id);
    const populate = c.req.valid('query').populate !== 'false';
    return c.json(await civilianJson(db, row, populate));
  })
  .post('/', validate('json', civilianSchema), async (c) => {
    const { user } = requireSession(c);
    const { db, now, config } = c.get('deps');
    const fields = c.req.valid('json');
    checkBirthDate(fields.dateOfBirth, now());
    const row = await createCivilian(
      db,
      user.discord_id,
      fields,
      now(),
      config.civilians.maxPerMember,
    );
    return c.json(
      {
        success: true as const,
        ...said('civilians.done.created'),
        civilian: await civilianJson(db, row, false),
      },
      201,
    );
  })
  .put('/:id', validate('param', idParam), validate('json', civilianUpdateSchema), async (c) => {
    const { user } = requireSession(c);
    const { db, now } = c.get('deps');
    const fields = c.req.valid('json');
    checkBirthDate(fields.dateOfBirth, now());
    const row = await updateCivilian(db, user.discord_id, c.req.valid('param').id, fields, now());
    return c.json({
      success: true as const,
      ...said('civilians.done.updated'),
      civilian: await civilianJson(db, row, false),
    });
  })
  .delete('/:id', validate('param', idParam), async (c) => {
    const { user } = requireSession(c);
    const { db, now } = c.get('deps');
    await deleteCivilian(db, user.discord_id, c.req.valid('param').id, now());
    return c.json({ success: true as const, ...said('civilians.done.deleted') });
  })
  .post('/:id/deceased', validate('param', idParam), async (c) => {
    const { user } = requireSession(c);
    const { db, now } = c.get('deps');
    const row = await markCivilianDeceased(db, user.discord_id, c.req.valid('param').id, now());
    return c.json({
      success: true as const,
      ...said('civilians.done.deceased'),
      civilian: await civilianJson(db, row, false),
    });
  })
  .post(
    '/:id/add-license',
    validate('param', idParam),
    validate('json', addLicenseSchema),
    async (c) => {
      const { user, permissions } = requireSession(c);
      const { db, now } = c.get('deps');
      const civilian = await requireOwnedCivilian(db, user.discord_id, c.req.valid('param').id);
      const { license } = c.req.valid('json');
      // Holding a license class's Discord role is what allows adding that license.
      if (!permissions.licenses.includes(license)) {
        throw forbidden('civilians.licenseRoleRequired');
      }
      await addLicense(db, civilian.id, license, now());
      return c.json({ success: true as const, ...said('civilians.done.licenseAdded') });
    },
  );
