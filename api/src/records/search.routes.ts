import { Hono } from 'hono';
import { DomainError } from '@tenfour/db';
import {
  civilianProfile,
  findByCustomField,
  findCivilianIdByName,
  resultCustomFields,
  findVehicle,
  findWeapon,
  profileRecordsPage,
  suggestNames,
  suggestVehicles,
  suggestWeapons,
} from '@tenfour/db/records';
import { activeBolosForPlate } from '@tenfour/db/dispatch';
import type { Kysely } from 'kysely';
import type { Database } from '@tenfour/db';
import type { CustomFieldTarget } from '@tenfour/db/values';
import type { AppEnv } from '../context';
import { allowed } from '../middleware/session';
import { requireOfficer } from '../officer-context';
import { validate } from '../validate';
import { memberAudiences } from '../values';
import { civilianIdParam, recordPageQuery, searchQuery, suggestionQuery } from './records.schemas';

/**
 * With `field`, the search text is that custom field's value: the record holding it, or the
 * search's own not-found. Without, nothing to do here.
 */
async function byCustomField(
  db: Kysely<Database>,
  target: CustomFieldTarget,
  text: string,
  field: string | undefined,
  notFound: 'records.noVehicleMatch' | 'records.noWeaponMatch' | 'records.noCivilianMatch',
): Promise<string | undefined> {
  if (field === undefined) return undefined;
  const id = await findByCustomField(db, target, text, field);
  if (!id) throw new DomainError('not_found', notFound);
  return id;
}

/**
 * The search's own match, or else a record whose searchable custom field holds the text (an
 * insurance policy number typed in the plate box); the search's not-found when neither.
 */
async function orByCustomField<T>(
  own: () => Promise<T>,
  other: () => Promise<T | undefined>,
): Promise<T> {
  try {
    return await own();
  } catch (err) {
    if (!(err instanceof DomainError) || err.code !== 'not_found') throw err;
    const found = await other();
    if (found === undefined) throw err;
    return found;
  }
}

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
    const reader = memberAudiences(c);
    // With plate or weapon, `id` names the suggestion picked; alone, it is a civilian id.
    if (q.plate !== undefined && (q.plate || q.id)) {
      const id =
        q.id ?? (await byCustomField(db, 'vehicle', q.plate, q.field, 'records.noVehicleMatch'));
      const found = await orByCustomField(
        () => findVehicle(db, id ? { id } : { plate: q.plate }),
        async () => {
          const other = await findByCustomField(db, 'vehicle', q.plate ?? '');
          return other ? findVehicle(db, { id: other }) : undefined;
        },
      );
      // A stolen vehicle's BOLO (and any other naming its plate) comes with the match.
      const bolos = await activeBolosForPlate(db, officer.department, found.vehicle.plate);
      const customFields = await resultCustomFields(
        db,
        { vehicle: [found.vehicle._id], civilian: [found.civilian._id] },
        reader,
      );
      return c.json({ ...found, bolos, customFields });
    }
    if (q.weapon !== undefined && (q.weapon || q.id)) {
      const id =
        q.id ?? (await byCustomField(db, 'weapon', q.weapon, q.field, 'records.noWeaponMatch'));
      const found = await orByCustomField(
        () => findWeapon(db, id ? { id } : { serial: q.weapon }),
        async () => {
          const other = await findByCustomField(db, 'weapon', q.weapon ?? '');
          return other ? findWeapon(db, { id: other }) : undefined;
        },
      );
      const customFields = await resultCustomFields(
        db,
        { weapon: [found.weapon._id], civilian: [found.civilian._id] },
        reader,
      );
      return c.json({ ...found, customFields });
    }
    const civilianId =
      q.id ??
      (await byCustomField(db, 'civilian', q.name ?? '', q.field, 'records.noCivilianMatch')) ??
      (await orByCustomField(
        () => findCivilianIdByName(db, q.name ?? ''),
        () => findByCustomField(db, 'civilian', q.name ?? ''),
      ));
    const profile = await civilianProfile(db, civilianId, officer.department, now(), {
      patientCareReports: config.safr.pcrVisibleToPublicSafety,
    });
    const customFields = await resultCustomFields(
      db,
      {
        civilian: [civilianId],
        vehicle: profile.vehicles.map((v) => v._id),
        weapon: profile.weapons.map((w) => w._id),
      },
      reader,
    );
    return c.json({ ...profile, customFields });
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
