import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CivilianProfile } from '@tenfour/db/records';
import type { CivilianJson, VehicleJson, WeaponJson } from '@tenfour/db/civilians';
import { createTestContext, type TestContext } from '../testing/test-app';
import { insertCivilian, json, officer, type RecordsOfficer } from '../testing/records';

let ctx: TestContext;
let cop: RecordsOfficer;
let johnId: string;
let vehicleId: string;
let weaponId: string;

beforeAll(async () => {
  ctx = await createTestContext();
  cop = await officer(ctx, 'Xbox');
  const owner = await ctx.member();
  johnId = await insertCivilian(ctx, owner.discordId, {
    first: 'John',
    last: 'Smith',
    ssn: '123456789',
  });
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

type Items<T> = { items: T[] };

describe('search suggestions', () => {
  it('ranks exact and prefix matches first and tolerates typos', async () => {
    const names = await json<Items<{ _id: string; name: string }>>(
      await cop.get('/api/search/names?q=john'),
    );
    expect(names.items.map((i) => i.name).slice(0, 2)).toEqual(['John Smith', 'Johnny Apple']);
    // Last-name prefix after the full-name prefixes; substring after that.
    expect(names.items.map((i) => i.name)).toContain('Alice Johnson');
    expect(names.items[0]!._id).toBe(johnId);

    const exact = await json<Items<{ name: string }>>(
      await cop.get('/api/search/names?q=Jon%20Smithers'),
    );
    expect(exact.items[0]!.name).toBe('Jon Smithers');

    const typo = await json<Items<{ name: string }>>(
      await cop.get('/api/search/names?q=jonh%20smith'),
    );
    expect(typo.items.map((i) => i.name)).toContain('John Smith');

    // Sharing only the last name (similarity 0.375) is not similar enough.
    const sameLast = await json<Items<{ name: string }>>(
      await cop.get('/api/search/names?q=mary%20smith'),
    );
    expect(sameLast.items).toEqual([]);

    const ssn = await json<Items<{ _id: string }>>(await cop.get('/api/search/names?q=1234'));
    expect(ssn.items.map((i) => i._id)).toEqual([johnId]);

    // Names need 2 characters.
    expect((await json<Items<unknown>>(await cop.get('/api/search/names?q=j'))).items).toEqual([]);
  });

  it('suggests plates from one character and serials with or without the WPN- prefix', async () => {
    const plates = await json<Items<{ _id: string; plate: string }>>(
      await cop.get('/api/search/vehicles?q=a'),
    );
    expect(plates.items.map((i) => i.plate)).toEqual(['ABC123']);
    // Nothing starts with "bc12": plates containing it answer instead.
    const substring = await json<Items<{ plate: string }>>(
      await cop.get('/api/search/vehicles?q=bc12'),
    );
    expect(substring.items.map((i) => i.plate).sort()).toEqual(['ABC123', 'XABC12']);
    const prefixOnly = await json<Items<{ plate: string }>>(
      await cop.get('/api/search/vehicles?q=abc12'),
    );
    expect(prefixOnly.items.map((i) => i.plate)).toEqual(['ABC123']);
    const plateTypo = await json<Items<{ plate: string }>>(
      await cop.get('/api/search/vehicles?q=abc124'),
    );
    expect(plateTypo.items.map((i) => i.plate)).toContain('ABC123');
    const exactFirst = await json<Items<{ plate: string }>>(
      await cop.get('/api/search/vehicles?q=xabc12'),
    );
    expect(exactFirst.items[0]!.plate).toBe('XABC12');
    const byVin = await json<Items<{ _id: string }>>(await cop.get('/api/search/vehicles?q=1hgcm'));
    expect(byVin.items.map((i) => i._id)).toEqual([vehicleId]);

    const serials = await json<Items<{ _id: string; serialNumber: string; weaponType: string }>>(
      await cop.get('/api/search/weapons?q=7q'),
    );
    expect(serials.items).toEqual([
      expect.objectContaining({ _id: weaponId, serialNumber: 'WPN-7QX2KA', weaponType: 'Pistol' }),
    ]);
    const serialTypo = await json<Items<{ _id: string }>>(
      await cop.get('/api/search/weapons?q=wpn-7qx2kb'),
    );
    expect(serialTypo.items.map((i) => i._id)).toEqual([weaponId]);
    const byOwner = await json<Items<{ _id: string }>>(await cop.get('/api/search/weapons?q=john'));
    expect(byOwner.items.map((i) => i._id)).toEqual([weaponId]);
    expect((await json<Items<unknown>>(await cop.get('/api/search/weapons?q=zzz'))).items).toEqual(
      [],
    );
    // LIKE wildcards in the query are plain characters.
    expect((await json<Items<unknown>>(await cop.get('/api/search/vehicles?q=%25'))).items).toEqual(
      [],
    );
  });

  it('rejects an over-long query (400)', async () => {
    for (const path of ['names', 'vehicles', 'weapons']) {
      expect((await cop.get(`/api/search/${path}?q=${'a'.repeat(101)}`)).status).toBe(400);
    }
  });

  it('is public safety only (401/403); a profile needs a registered officer', async () => {
    expect((await ctx.request('/api/search/names?q=john')).status).toBe(401);
    const plain = await ctx.member();
    for (const path of ['names', 'vehicles', 'weapons']) {
      expect((await plain.get(`/api/search/${path}?q=john`)).status).toBe(403);
    }
    expect((await plain.get('/api/search?name=John%20Smith')).status).toBe(403);
    // Suggestions need only the role; opening a profile needs the officer profile.
    const unregistered = await ctx.member(['role-pso']);
    expect((await unregistered.get('/api/search/names?q=john')).status).toBe(200);
    expect((await unregistered.get('/api/search?name=John%20Smith')).status).toBe(403);
  });
});

describe('GET /api/search', () => {
  it('finds a vehicle by plate and a weapon by serial with their owner', async () => {
    const plate = await cop.get('/api/search?plate=abc123');
    expect(plate.status).toBe(200);
    const vehicle = await json<{ vehicle: VehicleJson; civilian: CivilianJson }>(plate);
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
    const picked = await json<{ vehicle: VehicleJson }>(
      await cop.get(`/api/search?plate=&id=${vehicleId}`),
    );
    expect(picked.vehicle._id).toBe(vehicleId);

    const weapon = await json<{ weapon: WeaponJson; civilian: CivilianJson }>(
      await cop.get('/api/search?weapon=7qx2ka'),
    );
    expect(weapon.weapon).toMatchObject({
      _id: weaponId,
      serialNumber: 'WPN-7QX2KA',
      weaponType: 'Pistol',
    });
    expect(weapon.civilian._id).toBe(johnId);

    expect((await cop.get('/api/search?plate=NOPE99')).status).toBe(404);
    expect((await cop.get('/api/search?weapon=WPN-000000')).status).toBe(404);
  });

  it('returns the owner profile by name, SSN or id, with only the department’s records', async () => {
    const other = await officer(ctx, 'PlayStation');
    await cop.post('/api/reports/create', {
      civilianId: johnId,
      type: 'citation',
      reason: 'Jaywalking',
    });
    await cop.post('/api/reports/create', {
      civilianId: johnId,
      type: 'warning',
      reason: 'Loitering',
    });
    await cop.post('/api/warrants/create', { type: 'Arrest', civilianId: johnId, reason: 'FTA' });
    await other.post('/api/reports/create', {
      civilianId: johnId,
      type: 'arrest',
      reason: 'Murder',
    });

    const byName = await json<CivilianProfile>(await cop.get('/api/search?name=john%20smith'));
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

    const theirs = await json<CivilianProfile>(await other.get(`/api/search?id=${johnId}`));
    expect(theirs.records.arrests.map((r) => r.reason)).toEqual(['Murder']);
    expect(theirs.records.citations).toEqual([]);
    expect(theirs.warrants).toEqual([]);

    const bySsn = await json<CivilianProfile>(await cop.get('/api/search?name=123-45-6789'));
    expect(bySsn.civilian._id).toBe(johnId);
    expect((await cop.get('/api/search?name=Nobody%20Here')).status).toBe(404);
  });

  it('rejects an empty or malformed search (400)', async () => {
    expect((await cop.get('/api/search')).status).toBe(400);
    expect((await cop.get('/api/search?id=nope')).status).toBe(400);
    expect((await cop.get(`/api/search?name=${'x'.repeat(101)}`)).status).toBe(400);
  });
});
