import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { createTestContext, TEST_ROLES, type TestContext } from '../testing/test-app';
import { clientAs, errorBody, issuePaths, type ApiClient } from '../testing/client';
import { CIVILIAN, createCivilianFor, uniquePlate, uniqueSerial } from '../testing/civilians';
import { officer } from '../testing/records';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx?.close();
});

const civilian = (api: ApiClient) => api.civilians[':id'];
const param = (id: string) => ({ param: { id } });
const flat = { query: { populate: 'false' as const } };
const list = async (api: ApiClient) => (await api.civilians.$get({ query: {} })).json();

describe('civilians', () => {
  it('creates a civilian in the documented shape with a generated SSN and lists it for its owner only', async () => {
    const member = await ctx.member();
    const owner = clientAs(ctx, member);
    const res = await owner.civilians.$post({
      json: {
        ...CIVILIAN,
        knownAliases: [' Ace ', '', 'Bee, Cee ,,'],
        residence: '   ',
        middleInitial: 'j.',
      },
    });
    expect(res.status).toBe(201);
    const body = await res.json();
    expect(body.success).toBe(true);
    // The English for any client, and its key for a reader of another language.
    expect(body).toMatchObject({
      message: 'Civilian created successfully.',
      messageKey: 'civilians.done.created',
      messageParams: {},
    });
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
      discordId: member.discordId,
    });
    expect(body.civilian.ssn).toMatch(/^\d{9}$/);

    const listed = await list(owner);
    expect(listed.civilians.map((c) => c._id)).toEqual([body.civilian._id]);

    const stranger = clientAs(ctx, await ctx.member());
    expect((await list(stranger)).civilians).toEqual([]);
  });

  it('accepts aliases as comma separated text and splits them the same way', async () => {
    const owner = clientAs(ctx, await ctx.member());
    const res = await owner.civilians.$post({
      json: { ...CIVILIAN, knownAliases: 'One, ,Two ,' },
    });
    expect((await res.json()).civilian.knownAliases).toEqual(['One', 'Two']);
  });

  it('refuses invalid input with field issues', async () => {
    const owner = clientAs(ctx, await ctx.member());
    const paths = await issuePaths(
      await owner.civilians.$post({
        // @ts-expect-error -- no last name, on purpose (the colour lists: values-lists.test.ts)
        json: {
          firstName: '  ',
          dateOfBirth: '1990-02-30',
          age: -1,
          hairColor: 'Purple',
          eyeColor: 'Blue',
          middleInitial: 'AB',
        },
      }),
    );
    expect(paths).toEqual(
      expect.arrayContaining(['firstName', 'lastName', 'dateOfBirth', 'age', 'middleInitial']),
    );
    expect(paths).not.toContain('eyeColor');

    const future = ctx.clock.now.getUTCFullYear() + 1;
    expect(
      await issuePaths(
        await owner.civilians.$post({ json: { ...CIVILIAN, dateOfBirth: `${future}-01-01` } }),
      ),
    ).toEqual(['dateOfBirth']);
    const tooLong = await owner.civilians.$post({
      json: { ...CIVILIAN, occupation: 'x'.repeat(81) },
    });
    expect(await issuePaths(tooLong)).toEqual(['occupation']);
  });

  it('requires a session', async () => {
    const res = await clientAs(ctx).civilians.$get({ query: {} });
    expect(res.status).toBe(401);
  });

  it('reads a civilian populated or not, and hides other members\u2019 civilians', async () => {
    const owner = clientAs(ctx, await ctx.member());
    const id = await createCivilianFor(owner);
    await owner.vehicles.register.$post({
      json: {
        plate: uniquePlate(),
        make: 'Vapid',
        model: 'Dominator',
        year: 2019,
        civilianId: id,
      },
    });

    const bare = await (await civilian(owner).$get({ ...param(id), ...flat })).json();
    expect(bare._id).toBe(id);
    expect(bare.vehicles).toEqual([expect.any(String)]);
    const full = await (await civilian(owner).$get({ ...param(id), query: {} })).json();
    expect(full.vehicles).toEqual([expect.objectContaining({ make: 'Vapid', status: 'Valid' })]);

    const stranger = clientAs(ctx, await ctx.member());
    expect((await civilian(stranger).$get({ ...param(id), ...flat })).status).toBe(404);
    expect(
      (await civilian(stranger).$put({ ...param(id), json: { occupation: 'Thief' } })).status,
    ).toBe(404);
    expect((await civilian(stranger).$delete(param(id))).status).toBe(404);
    expect((await civilian(stranger).deceased.$post(param(id))).status).toBe(404);
    expect((await civilian(owner).$get({ ...param(randomUUID()), query: {} })).status).toBe(404);
    expect((await civilian(owner).$get({ ...param('not-an-id'), query: {} })).status).toBe(400);
  });

  it('updates only the fields sent', async () => {
    const owner = clientAs(ctx, await ctx.member());
    const id = await createCivilianFor(owner);
    const res = await civilian(owner).$put({
      ...param(id),
      json: { occupation: 'Chef', hairColor: '' },
    });
    expect(res.status).toBe(200);
    const updated = (await res.json()).civilian;
    expect(updated).toMatchObject({ occupation: 'Chef', hairColor: null, firstName: 'Avery' });
    expect(
      await issuePaths(await civilian(owner).$put({ ...param(id), json: { lastName: '' } })),
    ).toEqual(['lastName']);
  });

  it('marks a civilian deceased', async () => {
    const owner = clientAs(ctx, await ctx.member());
    const id = await createCivilianFor(owner);
    const res = await civilian(owner).deceased.$post(param(id));
    expect(res.status).toBe(200);
    expect((await res.json()).civilian.deceased).toBe(true);
    expect((await list(owner)).civilians[0]!.deceased).toBe(true);
  });

  it('deletes a civilian with everything hanging off it, leaving nothing dangling', async () => {
    const owner = clientAs(ctx, await ctx.member([TEST_ROLES.licenseC]));
    const id = await createCivilianFor(owner);
    const keep = await createCivilianFor(owner, { firstName: 'Keeper' });
    for (const civilianId of [id, keep]) {
      expect(
        (
          await owner.vehicles.register.$post({
            json: { plate: uniquePlate(), make: 'Karin', model: 'Sultan', year: 2015, civilianId },
          })
        ).status,
      ).toBe(201);
      expect(
        (
          await owner.weapons.register.$post({
            json: { weaponType: 'Pistol', serialNumber: uniqueSerial(), civilianId },
          })
        ).status,
      ).toBe(201);
      expect(
        (await owner.medical.$post({ json: { civilianId, description: 'Diabetic.' } })).status,
      ).toBe(201);
      expect(
        (
          await civilian(owner)['add-license'].$post({
            ...param(civilianId),
            json: { license: 'Class C - Standard Drivers License' },
          })
        ).status,
      ).toBe(200);
      expect(
        (
          await owner.licenses['start-test'].$post({
            json: { civilianId, licenseType: "Standard Driver's License" },
          })
        ).status,
      ).toBe(201);
    }

    const res = await civilian(owner).$delete(param(id));
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ success: true });
    expect((await civilian(owner).$get({ ...param(id), query: {} })).status).toBe(404);

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
    expect((await civilian(owner).$delete(param(id))).status).toBe(404);
  });

  it('refuses to delete a civilian with an active warrant or money, so neither can be escaped or destroyed', async () => {
    const owner = clientAs(ctx, await ctx.member());
    const wanted = await createCivilianFor(owner, { firstName: 'Wanted' });
    const cop = clientAs(ctx, await officer(ctx));
    const warrant = await cop.warrants.create.$post({
      json: { type: 'Arrest', civilianId: wanted, reason: 'Failure to appear.', expiresAt: '' },
    });
    expect(warrant.status).toBeLessThan(300);
    const refused = await civilian(owner).$delete(param(wanted));
    expect(refused.status).toBe(409);
    expect(await errorBody(refused)).toMatchObject({
      error: 'This civilian has an active warrant and cannot be deleted.',
    });
    expect((await cop.warrants.all.$get({ query: {} })).ok).toBe(true);
    expect(
      await ctx.db.selectFrom('warrants').select('id').where('civilian_id', '=', wanted).execute(),
    ).toHaveLength(1);

    const rich = await createCivilianFor(owner, { firstName: 'Rich' });
    // Opening the bank pays the starting money into the civilian's cash and checking.
    expect(
      (await owner.bank.accounts[':civilianId'].$get({ param: { civilianId: rich } })).status,
    ).toBe(200);
    const keeps = await civilian(owner).$delete(param(rich));
    expect(keeps.status).toBe(409);
    expect((await errorBody(keeps)).error).toMatch(/still has money/);
    expect((await civilian(owner).$get({ ...param(rich), query: {} })).status).toBe(200);
  });
});

describe('GET /api/civilians/all', () => {
  it('is for officers and gives only names and dates of birth', async () => {
    const owner = clientAs(ctx, await ctx.member());
    const id = await createCivilianFor(owner, { firstName: 'Listed' });
    const officer = clientAs(ctx, await ctx.member([TEST_ROLES.publicSafety]));
    const res = await officer.civilians.all.$get({ query: {} });
    expect(res.status).toBe(200);
    const { civilians } = await res.json();
    const found = civilians.find((c) => c._id === id);
    expect(found).toEqual({
      _id: id,
      firstName: 'Listed',
      lastName: 'Stone',
      dateOfBirth: '1990-04-12',
    });

    expect((await owner.civilians.all.$get({ query: {} })).status).toBe(403);
  });
});

describe('POST /api/civilians/{id}/add-license', () => {
  const CLASS_C = 'Class C - Standard Drivers License';
  const addLicense = (
    api: ApiClient,
    id: string,
    license: 'Class C - Standard Drivers License' | 'Class A - CDL Class A License',
  ) => civilian(api)['add-license'].$post({ ...param(id), json: { license } });

  it('adds a license the member holds the role for, once', async () => {
    const owner = clientAs(ctx, await ctx.member([TEST_ROLES.licenseC]));
    const id = await createCivilianFor(owner);
    const res = await addLicense(owner, id, CLASS_C);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      success: true,
      message: 'License successfully added.',
      messageKey: 'civilians.done.licenseAdded',
      messageParams: {},
    });
    const read = await (await civilian(owner).$get({ ...param(id), ...flat })).json();
    expect(read.licenses).toEqual([CLASS_C]);

    const again = await addLicense(owner, id, CLASS_C);
    expect(again.status).toBe(409);
    expect(await errorBody(again)).toMatchObject({ success: false, message: expect.any(String) });
  });

  it('refuses a license class without its role (403)', async () => {
    const owner = clientAs(ctx, await ctx.member([TEST_ROLES.licenseC]));
    const id = await createCivilianFor(owner);
    const res = await addLicense(owner, id, 'Class A - CDL Class A License');
    expect(res.status).toBe(403);
  });

  it('refuses an unknown license type (400) and another member\u2019s civilian (404)', async () => {
    const owner = clientAs(ctx, await ctx.member([TEST_ROLES.licenseC]));
    const id = await createCivilianFor(owner);
    const bad = await civilian(owner)['add-license'].$post({
      ...param(id),
      json: { license: 'Pilot' },
    });
    expect(await issuePaths(bad)).toEqual(['license']);
    const none = await civilian(owner)['add-license'].$post({
      ...param(id),
      // @ts-expect-error -- no license at all, on purpose
      json: {},
    });
    expect((await errorBody(none)).message).toBe('Please select a license type.');

    const stranger = clientAs(ctx, await ctx.member([TEST_ROLES.licenseC]));
    const res = await addLicense(stranger, id, CLASS_C);
    expect(res.status).toBe(404);
  });
});
