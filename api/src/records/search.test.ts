import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseResponse, type InferRequestType } from 'hono/client';
import { createTestContext, type TestContext, type TestMember } from '../testing/test-app';
import { insertCivilian, officer, type RecordsOfficer } from '../testing/records';
import { clientAs, type ApiClient } from '../testing/client';

let ctx: TestContext;
let cop: RecordsOfficer;
let johnId: string;
let vehicleId: string;
let weaponId: string;

beforeAll(async () => {
  ctx = await createTestContext();
  cop = await officer(ctx, 'Xbox');
  const owner = await ctx.member();
  johnId = await insertCivilian(ctx, owner.discordId, { first: 'John', last: 'Smith' });
  await ctx.db
    .updateTable('civilians')
    .set({ ssn: '123456789', emergency_contact_name: 'Maria Reyes' })
    .where('id', '=', johnId)
    .execute();
  for (const [first, last] of [
    ['Johnny', 'Apple'],
    ['Jon', 'Smithers'],
    ['Alice', 'Johnson'],
    ['Bob', 'Stone'],
  ] as const) {
    await insertCivilian(ctx, owner.discordId, { first, last });
  }
  await ctx.db
    .insertInto('civilian_licenses')
    .values({ civilian_id: johnId, license_type: 'Class C - Standard Drivers License' })
    .execute();
  ({ id: vehicleId } = await ctx.db
    .insertInto('vehicles')
    .values({
      civilian_id: johnId,
      plate: 'ABC123',
      vin: '1HGCM82633A004352',
      make: 'Vapid',
      model: 'Stanier',
      year: 2020,
      color: 'Black',
      insured: true,
    })
    .returning('id')
    .executeTakeFirstOrThrow());
  await ctx.db
    .insertInto('vehicles')
    .values({ civilian_id: johnId, plate: 'XABC12', make: 'Bravado', model: 'Buffalo' })
    .execute();
  ({ id: weaponId } = await ctx.db
    .insertInto('weapons')
    .values({
      civilian_id: johnId,
      weapon_type: 'Pistol',
      serial_number: 'WPN-7QX2KA',
      registered_name: 'John Smith',
    })
    .returning('id')
    .executeTakeFirstOrThrow());
});
afterAll(async () => {
  await ctx?.close();
});

type Kind = 'names' | 'vehicles' | 'weapons';
const suggest = (kind: Kind, q: string, as: Pick<TestMember, 'cookie'> = cop) =>
  clientAs(ctx, as).search[kind].$get({ query: { q } });
const names = async (q: string) =>
  (await parseResponse(clientAs(ctx, cop).search.names.$get({ query: { q } }))).items;
const plates = async (q: string) =>
  (await parseResponse(clientAs(ctx, cop).search.vehicles.$get({ query: { q } }))).items;
const serials = async (q: string) =>
  (await parseResponse(clientAs(ctx, cop).search.weapons.$get({ query: { q } }))).items;

type ReportInput = InferRequestType<ApiClient['reports']['create']['$post']>['json'];
type SearchQuery = InferRequestType<ApiClient['search']['$get']>['query'];
const search = (query: SearchQuery, as: Pick<TestMember, 'cookie'> = cop) =>
  clientAs(ctx, as).search.$get({ query });

/** Search answers a shape per kind of query: the one that carries `key`. */
async function answerWith<K extends 'vehicle' | 'weapon' | 'records'>(
  res: ReturnType<typeof search> | Awaited<ReturnType<typeof search>>,
  key: K,
) {
  const body = await parseResponse(res);
  if (!(key in body)) throw new Error(`no ${key} in the search answer`);
  return body as Extract<typeof body, Record<K, unknown>>;
}

describe('search suggestions', () => {
  it('ranks exact and prefix matches first and tolerates typos', async () => {
    const found = await names('john');
    expect(found.map((i) => i.name).slice(0, 2)).toEqual(['John Smith', 'Johnny Apple']);
    // Last-name prefix after the full-name prefixes; substring after that.
    expect(found.map((i) => i.name)).toContain('Alice Johnson');
    expect(found[0]!._id).toBe(johnId);

    expect((await names('Jon Smithers'))[0]!.name).toBe('Jon Smithers');

    expect((await names('jonh smith')).map((i) => i.name)).toContain('John Smith');

    // Sharing only the last name (similarity 0.375) is not similar enough.
    expect(await names('mary smith')).toEqual([]);

    expect((await names('1234')).map((i) => i._id)).toEqual([johnId]);

    // Names need 2 characters.
    expect(await names('j')).toEqual([]);
  });

  it('suggests plates from one character and serials with or without the WPN- prefix', async () => {
    expect((await plates('a')).map((i) => i.plate)).toEqual(['ABC123']);
    // Nothing starts with "bc12": plates containing it answer instead.
    expect((await plates('bc12')).map((i) => i.plate).sort()).toEqual(['ABC123', 'XABC12']);
    expect((await plates('abc12')).map((i) => i.plate)).toEqual(['ABC123']);
    expect((await plates('abc124')).map((i) => i.plate)).toContain('ABC123');
    expect((await plates('xabc12'))[0]!.plate).toBe('XABC12');
    expect((await plates('1hgcm')).map((i) => i._id)).toEqual([vehicleId]);

    expect(await serials('7q')).toEqual([
      expect.objectContaining({ _id: weaponId, serialNumber: 'WPN-7QX2KA', weaponType: 'Pistol' }),
    ]);
    expect((await serials('wpn-7qx2kb')).map((i) => i._id)).toEqual([weaponId]);
    expect((await serials('john')).map((i) => i._id)).toEqual([weaponId]);
    expect(await serials('zzz')).toEqual([]);
    // LIKE wildcards in the query are plain characters.
    expect(await plates('%')).toEqual([]);
  });

  it('rejects an over-long query (400)', async () => {
    for (const kind of ['names', 'vehicles', 'weapons'] as const) {
      expect((await suggest(kind, 'a'.repeat(101))).status).toBe(400);
    }
  });

  it('is public safety only (401/403); a profile needs a registered officer', async () => {
    expect((await clientAs(ctx).search.names.$get({ query: { q: 'john' } })).status).toBe(401);
    const plain = await ctx.member();
    for (const kind of ['names', 'vehicles', 'weapons'] as const) {
      expect((await suggest(kind, 'john', plain)).status).toBe(403);
    }
    expect((await search({ name: 'John Smith' }, plain)).status).toBe(403);
    // Suggestions need only the role; opening a profile needs the officer profile.
    const unregistered = await ctx.member(['role-pso']);
    expect((await suggest('names', 'john', unregistered)).status).toBe(200);
    expect((await search({ name: 'John Smith' }, unregistered)).status).toBe(403);
  });
});

describe('GET /api/search', () => {
  it('finds a vehicle by plate and a weapon by serial with their owner', async () => {
    const plate = await search({ plate: 'abc123' });
    expect(plate.status).toBe(200);
    const vehicle = await answerWith(plate, 'vehicle');
    expect(vehicle.vehicle).toMatchObject({
      _id: vehicleId,
      plate: 'ABC123',
      make: 'Vapid',
      model: 'Stanier',
      color: 'Black',
      insured: true,
      status: 'Valid',
    });
    expect(vehicle.civilian).toMatchObject({ _id: johnId, firstName: 'John', lastName: 'Smith' });
    const picked = await answerWith(search({ plate: '', id: vehicleId }), 'vehicle');
    expect(picked.vehicle._id).toBe(vehicleId);

    const weapon = await answerWith(search({ weapon: '7qx2ka' }), 'weapon');
    expect(weapon.weapon).toMatchObject({
      _id: weaponId,
      serialNumber: 'WPN-7QX2KA',
      weaponType: 'Pistol',
    });
    expect(weapon.civilian._id).toBe(johnId);

    expect((await search({ plate: 'NOPE99' })).status).toBe(404);
    expect((await search({ weapon: 'WPN-000000' })).status).toBe(404);
  });

  it('returns the owner profile by name, SSN or id, with only the department’s records', async () => {
    const other = await officer(ctx, 'PlayStation');
    const file = (as: RecordsOfficer, json: ReportInput) =>
      clientAs(ctx, as).reports.create.$post({ json });
    await file(cop, { civilianId: johnId, type: 'citation', reason: 'Jaywalking' });
    await file(cop, { civilianId: johnId, type: 'warning', reason: 'Loitering' });
    await clientAs(ctx, cop).warrants.create.$post({
      json: { type: 'Arrest', civilianId: johnId, reason: 'FTA' },
    });
    await file(other, { civilianId: johnId, type: 'arrest', reason: 'Murder' });

    const byName = await answerWith(search({ name: 'john smith' }), 'records');
    expect(byName.civilian._id).toBe(johnId);
    expect(byName.licenses).toEqual([
      { type: 'Class C - Standard Drivers License', status: 'Valid' },
    ]);
    expect(byName.vehicles.map((v) => v.plate)).toEqual(['ABC123', 'XABC12']);
    expect(byName.vehicles[1]!.status).toBe('Valid');
    expect(byName.weapons.map((w) => w.serialNumber)).toEqual(['WPN-7QX2KA']);
    expect(byName.medical).toMatchObject({
      bloodType: 'Unknown',
      allergies: 'Unknown',
      medication: 'Unknown',
      pastHistory: 'Unknown',
      emergencyContactName: 'Maria Reyes',
    });
    expect(byName.records.citations.map((r) => r.reason)).toEqual(['Jaywalking']);
    expect(byName.records.warnings.map((r) => r.reason)).toEqual(['Loitering']);
    expect(byName.records.arrests).toEqual([]);
    expect(byName.warrants.map((w) => w.reason)).toEqual(['FTA']);

    const theirs = await answerWith(search({ id: johnId }, other), 'records');
    expect(theirs.records.arrests.map((r) => r.reason)).toEqual(['Murder']);
    expect(theirs.records.citations).toEqual([]);
    expect(theirs.warrants).toEqual([]);

    const bySsn = await answerWith(search({ name: '123-45-6789' }), 'records');
    expect(bySsn.civilian._id).toBe(johnId);
    expect((await search({ name: 'Nobody Here' })).status).toBe(404);
  });

  it('rejects an empty or malformed search (400)', async () => {
    expect((await search({})).status).toBe(400);
    expect((await search({ id: 'nope' })).status).toBe(400);
    expect((await search({ name: 'x'.repeat(101) })).status).toBe(400);
  });
});
