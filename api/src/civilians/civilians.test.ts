import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { createTestContext, TEST_ROLES, type TestContext } from '../testing/test-app';
import {
  CIVILIAN,
  createCivilianFor,
  issuePaths,
  json,
  uniquePlate,
  uniqueSerial,
} from './civilians.fixtures';
import { officer } from '../testing/records';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx?.close();
});

interface CivilianBody {
  _id: string;
  firstName: string;
  knownAliases: string[];
  licenses: string[];
  ssn: string;
  deceased: boolean;
  vehicles: unknown[];
  weapons: unknown[];
  hairColor: string | null;
  middleInitial: string | null;
  discordId: string;
}

describe('civilians', () => {
  it('creates a civilian in the spec shape with a generated SSN and lists it for its owner only', async () => {
    const owner = await ctx.member();
    const res = await owner.post('/api/civilians', {
      ...CIVILIAN,
      knownAliases: [' Ace ', '', 'Bee, Cee ,,'],
      residence: '   ',
      middleInitial: 'j.',
    });
    expect(res.status).toBe(201);
    const body = await json<{ success: boolean; civilian: CivilianBody }>(res);
    expect(body.success).toBe(true);
    expect(body.civilian).toMatchObject({
      firstName: 'Avery',
      lastName: 'Stone',
      middleInitial: 'J',
      dateOfBirth: '1990-04-12',
      age: 35,
      knownAliases: ['Ace', 'Bee', 'Cee'],
      residence: null,
      hairColor: 'Brown',
      eyeColor: 'Hazel',
      licenses: [],
      vehicles: [],
      weapons: [],
      deceased: false,
      discordId: owner.discordId,
    });
    expect(body.civilian.ssn).toMatch(/^\d{9}$/);

    const list = await json<{ civilians: CivilianBody[] }>(await owner.get('/api/civilians'));
    expect(list.civilians.map((c) => c._id)).toEqual([body.civilian._id]);

    const stranger = await ctx.member();
    expect(
      (await json<{ civilians: unknown[] }>(await stranger.get('/api/civilians'))).civilians,
    ).toEqual([]);
  });

  it('accepts aliases as comma separated text and splits them the same way', async () => {
    const owner = await ctx.member();
    const res = await owner.post('/api/civilians', { ...CIVILIAN, knownAliases: 'One, ,Two ,' });
    expect((await json<{ civilian: CivilianBody }>(res)).civilian.knownAliases).toEqual([
      'One',
      'Two',
    ]);
  });

  it('refuses invalid input with field issues', async () => {
    const owner = await ctx.member();
    const paths = await issuePaths(
      await owner.post('/api/civilians', {
        firstName: '  ',
        dateOfBirth: '1990-02-30',
        age: -1,
        hairColor: 'Purple',
        eyeColor: 'Blue',
        middleInitial: 'AB',
      }),
    );
    expect(paths).toEqual(
      expect.arrayContaining([
        'firstName',
        'lastName',
        'dateOfBirth',
        'age',
        'hairColor',
        'middleInitial',
      ]),
    );
    expect(paths).not.toContain('eyeColor');

    const future = ctx.clock.now.getUTCFullYear() + 1;
    expect(
      await issuePaths(
        await owner.post('/api/civilians', { ...CIVILIAN, dateOfBirth: `${future}-01-01` }),
      ),
    ).toEqual(['dateOfBirth']);
    const tooLong = await owner.post('/api/civilians', { ...CIVILIAN, occupation: 'x'.repeat(81) });
    expect(await issuePaths(tooLong)).toEqual(['occupation']);
  });

  it('requires a session', async () => {
    const res = await ctx.request('/api/civilians');
    expect(res.status).toBe(401);
  });

  it('reads a civilian populated or not, and hides other members\u2019 civilians', async () => {
    const owner = await ctx.member();
    const id = await createCivilianFor(owner);
    await owner.post('/api/vehicles/register', {
      plate: uniquePlate(),
      make: 'Vapid',
      model: 'Dominator',
      year: 2019,
      civilianId: id,
    });

    const flat = await json<CivilianBody>(await owner.get(`/api/civilians/${id}?populate=false`));
    expect(flat._id).toBe(id);
    expect(flat.vehicles).toEqual([expect.any(String)]);
    const full = await json<CivilianBody>(await owner.get(`/api/civilians/${id}`));
    expect(full.vehicles).toEqual([expect.objectContaining({ make: 'Vapid', status: 'Valid' })]);

    const stranger = await ctx.member();
    expect((await stranger.get(`/api/civilians/${id}?populate=false`)).status).toBe(404);
    expect((await stranger.put(`/api/civilians/${id}`, { occupation: 'Thief' })).status).toBe(404);
    expect((await stranger.delete(`/api/civilians/${id}`)).status).toBe(404);
    expect((await stranger.post(`/api/civilians/${id}/deceased`)).status).toBe(404);
    expect((await owner.get(`/api/civilians/${randomUUID()}`)).status).toBe(404);
    expect((await owner.get('/api/civilians/not-an-id')).status).toBe(400);
  });

  it('updates only the fields sent', async () => {
    const owner = await ctx.member();
    const id = await createCivilianFor(owner);
    const res = await owner.put(`/api/civilians/${id}`, { occupation: 'Chef', hairColor: '' });
    expect(res.status).toBe(200);
    const { civilian } = await json<{
      message: string;
      civilian: CivilianBody & { occupation: string };
    }>(res);
    expect(civilian).toMatchObject({ occupation: 'Chef', hairColor: null, firstName: 'Avery' });
    expect(await issuePaths(await owner.put(`/api/civilians/${id}`, { lastName: '' }))).toEqual([
      'lastName',
    ]);
  });

  it('marks a civilian deceased', async () => {
    const owner = await ctx.member();
    const id = await createCivilianFor(owner);
    const res = await owner.post(`/api/civilians/${id}/deceased`);
    expect(res.status).toBe(200);
    expect((await json<{ civilian: CivilianBody }>(res)).civilian.deceased).toBe(true);
    const list = await json<{ civilians: CivilianBody[] }>(await owner.get('/api/civilians'));
    expect(list.civilians[0]!.deceased).toBe(true);
  });

  it('deletes a civilian with everything hanging off it, leaving nothing dangling', async () => {
    const owner = await ctx.member([TEST_ROLES.licenseC]);
    const id = await createCivilianFor(owner);
    const keep = await createCivilianFor(owner, { firstName: 'Keeper' });
    for (const civilianId of [id, keep]) {
      expect(
        (
          await owner.post('/api/vehicles/register', {
            plate: uniquePlate(),
            make: 'Karin',
            model: 'Sultan',
            year: 2015,
            civilianId,
          })
        ).status,
      ).toBe(201);
      expect(
        (
          await owner.post('/api/weapons/register', {
            weaponType: 'Pistol',
            serialNumber: uniqueSerial(),
            civilianId,
          })
        ).status,
      ).toBe(201);
      expect(
        (await owner.post('/api/medical', { civilianId, description: 'Diabetic.' })).status,
      ).toBe(201);
      expect(
        (
          await owner.post(`/api/civilians/${civilianId}/add-license`, {
            license: 'Class C - Standard Drivers License',
          })
        ).status,
      ).toBe(200);
      expect(
        (
          await owner.post('/api/licenses/start-test', {
            civilianId,
            licenseType: "Standard Driver's License",
          })
        ).status,
      ).toBe(201);
    }

    const res = await owner.delete(`/api/civilians/${id}`);
    expect(res.status).toBe(200);
    expect(await json(res)).toMatchObject({ success: true });
    expect((await owner.get(`/api/civilians/${id}`)).status).toBe(404);

    const left = async (civilianId: string) => {
      const counts = await Promise.all(
        (['vehicles', 'weapons', 'medical_records', 'civilian_licenses', 'dmv_tests'] as const).map(
          async (table) =>
            Number(
              (
                await ctx.db
                  .selectFrom(table)
                  .select((eb) => eb.fn.countAll().as('n'))
                  .where('civilian_id', '=', civilianId)
                  .executeTakeFirstOrThrow()
              ).n,
            ),
        ),
      );
      return counts;
    };
    expect(await left(id)).toEqual([0, 0, 0, 0, 0]);
    expect(await left(keep)).toEqual([1, 1, 1, 1, 1]);
    expect((await owner.delete(`/api/civilians/${id}`)).status).toBe(404);
  });

  it('refuses to delete a civilian with an active warrant or money, so neither can be escaped or destroyed', async () => {
    const owner = await ctx.member();
    const wanted = await createCivilianFor(owner, { firstName: 'Wanted' });
    const cop = await officer(ctx);
    const warrant = await cop.post('/api/warrants/create', {
      type: 'Arrest',
      civilianId: wanted,
      reason: 'Failure to appear.',
      expiresAt: '',
    });
    expect(warrant.status).toBeLessThan(300);
    const refused = await owner.delete(`/api/civilians/${wanted}`);
    expect(refused.status).toBe(409);
    expect(await json(refused)).toMatchObject({
      error: 'This civilian has an active warrant and cannot be deleted.',
    });
    expect((await cop.get('/api/warrants/all')).ok).toBe(true);
    expect(
      await ctx.db.selectFrom('warrants').select('id').where('civilian_id', '=', wanted).execute(),
    ).toHaveLength(1);

    const rich = await createCivilianFor(owner, { firstName: 'Rich' });
    // Opening the bank pays the starting money into the civilian's cash and checking.
    expect((await owner.get(`/api/bank/accounts/${rich}`)).status).toBe(200);
    const keeps = await owner.delete(`/api/civilians/${rich}`);
    expect(keeps.status).toBe(409);
    expect((await json<{ error: string }>(keeps)).error).toMatch(/still has money/);
    expect((await owner.get(`/api/civilians/${rich}`)).status).toBe(200);
  });
});

describe('GET /api/civilians/all', () => {
  it('is for officers and gives only names and dates of birth', async () => {
    const owner = await ctx.member();
    const id = await createCivilianFor(owner, { firstName: 'Listed' });
    const officer = await ctx.member([TEST_ROLES.publicSafety]);
    const res = await officer.get('/api/civilians/all');
    expect(res.status).toBe(200);
    const { civilians } = await json<{ civilians: Record<string, unknown>[] }>(res);
    const found = civilians.find((c) => c._id === id);
    expect(found).toEqual({
      _id: id,
      firstName: 'Listed',
      lastName: 'Stone',
      dateOfBirth: '1990-04-12',
    });

    expect((await owner.get('/api/civilians/all')).status).toBe(403);
  });
});

describe('POST /api/civilians/{id}/add-license', () => {
  const CLASS_C = 'Class C - Standard Drivers License';

  it('adds a license the member holds the role for, once', async () => {
    const owner = await ctx.member([TEST_ROLES.licenseC]);
    const id = await createCivilianFor(owner);
    const res = await owner.post(`/api/civilians/${id}/add-license`, { license: CLASS_C });
    expect(res.status).toBe(200);
    expect(await json(res)).toEqual({ success: true, message: 'License successfully added.' });
    const civilian = await json<CivilianBody>(
      await owner.get(`/api/civilians/${id}?populate=false`),
    );
    expect(civilian.licenses).toEqual([CLASS_C]);

    const again = await owner.post(`/api/civilians/${id}/add-license`, { license: CLASS_C });
    expect(again.status).toBe(409);
    expect(await json(again)).toMatchObject({ success: false, message: expect.any(String) });
  });

  it('refuses a license class without its role (403)', async () => {
    const owner = await ctx.member([TEST_ROLES.licenseC]);
    const id = await createCivilianFor(owner);
    const res = await owner.post(`/api/civilians/${id}/add-license`, {
      license: 'Class A - CDL Class A License',
    });
    expect(res.status).toBe(403);
  });

  it('refuses an unknown license type (400) and another member\u2019s civilian (404)', async () => {
    const owner = await ctx.member([TEST_ROLES.licenseC]);
    const id = await createCivilianFor(owner);
    const bad = await owner.post(`/api/civilians/${id}/add-license`, { license: 'Pilot' });
    expect(await issuePaths(bad)).toEqual(['license']);
    expect(
      (await json<{ message: string }>(await owner.post(`/api/civilians/${id}/add-license`, {})))
        .message,
    ).toBe('Please select a license type.');

    const stranger = await ctx.member([TEST_ROLES.licenseC]);
    const res = await stranger.post(`/api/civilians/${id}/add-license`, { license: CLASS_C });
    expect(res.status).toBe(404);
  });
});
