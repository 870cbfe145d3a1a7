import { Hono } from 'hono';
import {
  requireOwnedCivilian,
  generateWeaponSerial,
  deleteWeapon,
  listWeapons,
  registerWeapon,
  requireOwnedWeapon,
  toWeaponJson,
  updateWeapon,
} from '@tenfour/db/civilians';
import { checkListValues } from '@tenfour/db/values';
import type { AppEnv } from '../context';
import { requireSession } from '../context';
import { signedIn } from '../middleware/session';
import { validate } from '../validate';
import { memberAudiences } from '../values';
import { idParam } from './shared';
import { registerWeaponSchema, updateWeaponSchema } from './weapons.schemas';
import { said } from '../said';

/** /api/weapons: the civilian's registered weapons. */
export const weaponsRoutes = new Hono<AppEnv>()
  .use('*', signedIn)
  .post('/register', validate('json', registerWeaponSchema), async (c) => {
    const { user } = requireSession(c);
    const { db, now } = c.get('deps');
    const input = c.req.valid('json');
    const civilian = await requireOwnedCivilian(db, user.discord_id, input.civilianId);
    await checkListValues(db, [
      { list: 'weapon_type', value: input.weaponType, field: 'weaponType' },
    ]);
    const row = await registerWeapon(
      db,
      civilian.id,
      {
        weaponType: input.weaponType,
        serialNumber: input.serialNumber ?? generateWeaponSerial(),
        registeredName: input.registeredName ?? `${civilian.first_name} ${civilian.last_name}`,
      },
      now(),
      { writer: memberAudiences(c, user.discord_id), values: input.customFields ?? {} },
    );
    return c.json(
      {
        success: true as const,
        ...said('civilians.done.weaponRegistered'),
        weapon: toWeaponJson(row),
      },
      201,
    );
  })
  .get('/by-civilian/:id', validate('param', idParam), async (c) => {
    const { user } = requireSession(c);
    const { db } = c.get('deps');
    const civilian = await requireOwnedCivilian(db, user.discord_id, c.req.valid('param').id);
    return c.json({ weapons: await listWeapons(db, civilian.id) });
  })
  .get('/:id', validate('param', idParam), async (c) => {
    const { user } = requireSession(c);
    const row = await requireOwnedWeapon(
      c.get('deps').db,
      user.discord_id,
      c.req.valid('param').id,
    );
    return c.json({ success: true as const, weapon: toWeaponJson(row) });
  })
  .put('/:id', validate('param', idParam), validate('json', updateWeaponSchema), async (c) => {
    const { user } = requireSession(c);
    const { db, now } = c.get('deps');
    const held = await requireOwnedWeapon(db, user.discord_id, c.req.valid('param').id);
    await checkListValues(db, [
      {
        list: 'weapon_type',
        value: c.req.valid('json').weaponType,
        current: held.weapon_type,
        field: 'weaponType',
      },
    ]);
    const row = await updateWeapon(
      db,
      user.discord_id,
      c.req.valid('param').id,
      c.req.valid('json'),
      now(),
    );
    return c.json({
      success: true as const,
      ...said('civilians.done.weaponUpdated'),
      weapon: toWeaponJson(row),
    });
  })
  .delete('/:id', validate('param', idParam), async (c) => {
    const { user } = requireSession(c);
    await deleteWeapon(c.get('deps').db, user.discord_id, c.req.valid('param').id);
    return c.json({ success: true as const, ...said('civilians.done.weaponDeleted') });
  });
