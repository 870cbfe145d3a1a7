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
import { checkListValues, requireLiveLicenseType } from '@tenfour/db/values';
import type { AppEnv } from '../context';
import { requireSession } from '../context';
import { fieldError, forbidden } from '../errors';
import { allowed, signedIn } from '../middleware/session';
import { validate } from '../validate';
import { memberAudiences } from '../values';
import {
  addLicenseSchema,
  createCivilianSchema,
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
  .post('/', validate('json', createCivilianSchema), async (c) => {
    const { user } = requireSession(c);
    const { db, now, config } = c.get('deps');
    const { customFields, ...fields } = c.req.valid('json');
    checkBirthDate(fields.dateOfBirth, now());
    await checkListValues(db, [
      { list: 'hair_colour', value: fields.hairColor, field: 'hairColor' },
      { list: 'eye_colour', value: fields.eyeColor, field: 'eyeColor' },
    ]);
    const row = await createCivilian(
      db,
      user.discord_id,
      fields,
      now(),
      config.civilians.maxPerMember,
      { writer: memberAudiences(c, user.discord_id), values: customFields ?? {} },
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
    const held = await requireOwnedCivilian(db, user.discord_id, c.req.valid('param').id);
    await checkListValues(db, [
      {
        list: 'hair_colour',
        value: fields.hairColor,
        current: held.hair_color,
        field: 'hairColor',
      },
      { list: 'eye_colour', value: fields.eyeColor, current: held.eye_color, field: 'eyeColor' },
    ]);
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
      const type = await requireLiveLicenseType(db, c.req.valid('json').license);
      // Holding a Discord role mapped to the license (on the roles page, or the type's own)
      // is what allows adding it.
      const ownRole = type.discordRoleId !== null && user.roles.includes(type.discordRoleId);
      if (!ownRole && !(permissions.licenses as readonly string[]).includes(type.name)) {
        throw forbidden('civilians.licenseRoleRequired');
      }
      await addLicense(db, civilian.id, type.name, now());
      return c.json({ success: true as const, ...said('civilians.done.licenseAdded') });
    },
  );
