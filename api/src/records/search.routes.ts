import { Hono } from 'hono';
import {
  civilianProfile,
  findCivilianIdByName,
  findVehicle,
  findWeapon,
  profileRecordsPage,
  suggestNames,
  suggestVehicles,
  suggestWeapons,
} from '@tenfour/db/records';
import { activeBolosForPlate } from '@tenfour/db/dispatch';
import type { AppEnv } from '../context';
import { allowed } from '../middleware/session';
import { requireOfficer } from '../officer-context';
import { validate } from '../validate';
import { civilianIdParam, recordPageQuery, searchQuery, suggestionQuery } from './records.schemas';

/**
 * Search Database, public safety only. Suggestions (names, plates, serials;
 * one request per keystroke) need only the role; opening a profile needs the officer profile,
 * whose department scopes the records shown.
 */
export const searchRoutes = new Hono<AppEnv>()
  .get('/', allowed('publicSafety'), validate('query', searchQuery), async (c) => {
    const { officer } = await requireOfficer(c);
    const { db, now, config } = c.get('deps');
    const q = c.req.valid('query');
    // With plate or weapon, `id` names the suggestion picked; alone, it is a civilian id.
    if (q.plate !== undefined && (q.plate || q.id)) {
      const found = await findVehicle(db, q.id ? { id: q.id } : { plate: q.plate });
      // A stolen vehicle's BOLO (and any other naming its plate) comes with the match.
      const bolos = await activeBolosForPlate(db, officer.department, found.vehicle.plate);
      return c.json({ ...found, bolos });
    }
    if (q.weapon !== undefined && (q.weapon || q.id)) {
      return c.json(await findWeapon(db, q.id ? { id: q.id } : { serial: q.weapon }));
    }
    const civilianId = q.id ?? (await findCivilianIdByName(db, q.name ?? ''));
    return c.json(
      await civilianProfile(db, civilianId, officer.department, now(), {
        patientCareReports: config.safr.pcrVisibleToPublicSafety,
      }),
    );
  })
  // The owner profile's next records (its answer carries the first page and the cursor).
  .get(
    '/civilian/:civilianId/records',
    allowed('publicSafety'),
    validate('param', civilianIdParam),
    validate('query', recordPageQuery),
    async (c) => {
      const { officer } = await requireOfficer(c);
      const { limit, cursor } = c.req.valid('query');
      return c.json(
        await profileRecordsPage(
          c.get('deps').db,
          c.req.valid('param').civilianId,
          officer.department,
          { limit, after: cursor },
        ),
      );
    },
  )
  .get('/names', allowed('publicSafety'), validate('query', suggestionQuery), async (c) => {
    return c.json({ items: await suggestNames(c.get('deps').db, c.req.valid('query').q) });
  })
  .get('/vehicles', allowed('publicSafety'), validate('query', suggestionQuery), async (c) => {
    return c.json({ items: await suggestVehicles(c.get('deps').db, c.req.valid('query').q) });
  })
  .get('/weapons', allowed('publicSafety'), validate('query', suggestionQuery), async (c) => {
    return c.json({ items: await suggestWeapons(c.get('deps').db, c.req.valid('query').q) });
  });
