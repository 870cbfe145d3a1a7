import { Hono, type Context } from 'hono';
import { centsToDollars, loadBankProfile, openingBalances } from '@tenfour/db/bank';
import { civilianById } from '@tenfour/db/civilians';
import { activeBolosForPlate } from '@tenfour/db/dispatch';
import {
  civilianProfile,
  createRecord,
  findCivilianIdByName,
  findVehicle,
  findWeapon,
  profileRecordsPage,
} from '@tenfour/db/records';
import type { AppContext } from '../context';
import { knownDepartment } from '../officer-context';
import { said } from '../said';
import { validate } from '../validate';
import { scope, type V1Env } from './key-auth';
import { issuerByDiscordId } from './units';
import {
  citationBody,
  civilianIdParam,
  civilianRecordsQuery,
  lookupQuery,
} from './records.schemas';

const asApp = (c: unknown) => c as AppContext;

/** A lookup shows a civilian's SSN only to a key that may read civilians. */
function ssnFor<T extends { civilian: { ssn: string | null } }>(c: Context<V1Env>, found: T): T {
  if (c.get('apiKey').scopes.has('civilians:read')) return found;
  return { ...found, civilian: { ...found.civilian, ssn: null } };
}

/**
 * The public API's records operations (operations.ts describes each): the same database reads
 * as Search Database and the owner's bank page, and the same filing as an officer's citation.
 */
export const recordsV1 = new Hono<V1Env>()
  .get('/lookup', scope('lookup:read'), validate('query', lookupQuery), async (c) => {
    const { db, now, config } = c.get('deps');
    const { department, name, plate, serial } = c.req.valid('query');
    await knownDepartment(asApp(c), department);
    if (plate) {
      const found = await findVehicle(db, { plate });
      const bolos = await activeBolosForPlate(db, department, found.vehicle.plate);
      return c.json(ssnFor(c, { ...found, bolos }));
    }
    if (serial) return c.json(ssnFor(c, await findWeapon(db, { serial })));
    const civilianId = await findCivilianIdByName(db, name ?? '');
    const profile = await civilianProfile(db, civilianId, department, now(), {
      patientCareReports: config.safr.pcrVisibleToPublicSafety,
    });
    return c.json(ssnFor(c, profile));
  })
  .get(
    '/civilians/:civilianId',
    scope('civilians:read'),
    validate('param', civilianIdParam),
    async (c) => {
      const civilian = await civilianById(c.get('deps').db, c.req.valid('param').civilianId);
      return c.json({ civilian });
    },
  )
  .get(
    '/civilians/:civilianId/records',
    scope('records:read'),
    validate('param', civilianIdParam),
    validate('query', civilianRecordsQuery),
    async (c) => {
      const { department, limit, cursor } = c.req.valid('query');
      await knownDepartment(asApp(c), department);
      const { civilianId } = c.req.valid('param');
      return c.json(
        await profileRecordsPage(c.get('deps').db, civilianId, department, {
          limit,
          after: cursor,
        }),
      );
    },
  )
  .get(
    '/civilians/:civilianId/bank',
    scope('bank:read'),
    validate('param', civilianIdParam),
    async (c) => {
      const { db, config, now } = c.get('deps');
      const civilian = await civilianById(db, c.req.valid('param').civilianId);
      const profile = await loadBankProfile(db, {
        civilianId: civilian._id,
        discordId: civilian.discordId,
        opening: openingBalances(config),
        now: now(),
      });
      return c.json({
        civilianId: civilian._id,
        accounts: profile.accounts.map((a) => ({
          _id: a.id,
          name: a.name,
          accountType: a.accountType,
          accountNumber: a.accountNumber,
          balance: centsToDollars(a.balanceCents),
        })),
        wallet: { balance: centsToDollars(profile.walletBalanceCents) },
      });
    },
  )
  .post('/citations', scope('fines:write'), validate('json', citationBody), async (c) => {
    const { db, config, now } = c.get('deps');
    const { officerDiscordId, ...input } = c.req.valid('json');
    const issuer = await issuerByDiscordId(c, officerDiscordId);
    const record = await createRecord(
      db,
      issuer,
      { ...input, type: 'citation' },
      config.records,
      now(),
    );
    return c.json({ success: true as const, ...said('records.done.recordSubmitted'), record }, 201);
  });
