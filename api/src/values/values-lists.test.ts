import { describe, expect, it } from 'vitest';
import { send, valuesSuite } from '../testing/values';
import type {
  AdminLicenseType,
  AdminListValue,
  ValuesFile,
  ValuesImportPlan,
} from '@tenfour/db/values';
import {
  createTestContext,
  TEST_ROLES,
  type TestContext,
  type TestMember,
} from '../testing/test-app';
import { clientAs, issuePaths } from '../testing/client';
import { createCivilianFor, uniquePlate } from '../testing/civilians';
import { DMV_QUESTIONS } from '@tenfour/db/civilians';

let ctx: TestContext;
let staff: TestMember;
valuesSuite('staff.lists', (suite) => ({ ctx, staff } = suite));

const API = '/api/admin/values';

/** Any answer, typed client's or plain, read as JSON. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Reply = { status: number; json(): Promise<any> };

async function licenseTypes(who = staff): Promise<AdminLicenseType[]> {
  const res = await who.get(`${API}/license-types`);
  expect(res.status).toBe(200);
  return ((await res.json()) as { licenseTypes: AdminLicenseType[] }).licenseTypes;
}

async function addLicenseType(body: Record<string, unknown>): Promise<AdminLicenseType> {
  const res = await staff.post(`${API}/license-types`, body);
  expect(res.status, await res.clone().text()).toBe(201);
  return ((await res.json()) as { licenseType: AdminLicenseType }).licenseType;
}

async function listValues(who = staff): Promise<AdminListValue[]> {
  const res = await who.get(`${API}/lists`);
  expect(res.status).toBe(200);
  return ((await res.json()) as { values: AdminListValue[] }).values;
}

async function addValue(list: string, value: string): Promise<AdminListValue> {
  const res = await staff.post(`${API}/lists`, { list, value });
  expect(res.status, await res.clone().text()).toBe(201);
  return ((await res.json()) as { value: AdminListValue }).value;
}

const audited = (id: string) =>
  ctx.db
    .selectFrom('audit_log')
    .selectAll()
    .where('action', '=', 'values.change')
    .where('target_id', '=', id)
    .execute();

describe('license types', () => {
  it('seeds the four driver classes, each taken with its DMV test', async () => {
    const all = await licenseTypes();
    expect(all.map((t) => t.name)).toEqual([
      'Class C - Standard Drivers License',
      'Class M - Motorcycle License',
      'Class A - CDL Class A License',
      'Class B - CDL Class B License',
    ]);
    expect(all[0]).toMatchObject({
      dmvTest: "Standard Driver's License",
      discordRoleId: null,
      retired: false,
      inUse: false,
    });
  });

  it('is staff only; every member reads the live types', async () => {
    const member = await ctx.member();
    expect((await member.get(`${API}/license-types`)).status).toBe(403);
    expect((await member.post(`${API}/license-types`, { name: 'Pilot' })).status).toBe(403);
    const read = (await (await member.get('/api/values')).json()) as {
      licenseTypes: { name: string }[];
      lists: { list: string; value: string }[];
    };
    expect(read.licenseTypes).toHaveLength(4);
    expect(read.lists.filter((v) => v.list === 'vehicle_type').map((v) => v.value)).toContain(
      'Offroad',
    );
  });

  it('refuses bad input with field messages', async () => {
    let res: Reply = await staff.post(`${API}/license-types`, { name: ' ', dmvTest: 'Juggling' });
    expect(await issuePaths(res)).toEqual(expect.arrayContaining(['name', 'dmvTest']));
    res = await staff.post(`${API}/license-types`, { name: 'Pilot', discordRoleId: 'no spaces' });
    expect(await issuePaths(res)).toEqual(['discordRoleId']);
    res = await send(staff, 'PATCH', `${API}/license-types/nope`, { name: 'x' });
    expect(await issuePaths(res)).toEqual(['id']);
    res = await send(staff, 'PATCH', `${API}/license-types/${crypto.randomUUID()}`, {});
    expect(res.status).toBe(400);
    res = await send(staff, 'PATCH', `${API}/license-types/${crypto.randomUUID()}`, { name: 'x' });
    expect(res.status).toBe(404);
    res = await staff.post(`${API}/license-types`, { name: 'class c - standard drivers license' });
    expect(res.status).toBe(409);
  });

  it('a new type with a role: a member with the role adds it; audited; in use it is only retired', async () => {
    const pilot = await addLicenseType({ name: 'Pilot License', discordRoleId: 'role-pilot' });
    expect(pilot).toMatchObject({ discordRoleId: 'role-pilot', dmvTest: null, inUse: false });
    expect(await audited(pilot.id)).toHaveLength(1);

    const without = clientAs(ctx, await ctx.member());
    const civ = await createCivilianFor(without);
    let res: Reply = await without.civilians[':id']['add-license'].$post({
      param: { id: civ },
      json: { license: 'Pilot License' },
    });
    expect(res.status).toBe(403);

    const owner = clientAs(ctx, await ctx.member(['role-pilot']));
    const id = await createCivilianFor(owner);
    res = await owner.civilians[':id']['add-license'].$post({
      param: { id },
      json: { license: 'Pilot License' },
    });
    expect(res.status).toBe(200);
    const held = await (await owner.civilians[':id'].$get({ param: { id }, query: {} })).json();
    expect(held.licenses).toContain('Pilot License');

    expect((await licenseTypes()).find((t) => t.id === pilot.id)?.inUse).toBe(true);
    res = await send(staff, 'DELETE', `${API}/license-types/${pilot.id}`);
    expect(res.status).toBe(409);
    res = await send(staff, 'PATCH', `${API}/license-types/${pilot.id}`, { name: 'Aviator' });
    expect(res.status).toBe(409);
    res = await staff.post(`${API}/license-types/${pilot.id}/retire`);
    expect(res.status).toBe(200);
    expect((await staff.post(`${API}/license-types/${pilot.id}/retire`)).status).toBe(409);

    // Retired: no longer taken anew; the civilian keeps showing it.
    const other = await createCivilianFor(owner);
    res = await owner.civilians[':id']['add-license'].$post({
      param: { id: other },
      json: { license: 'Pilot License' },
    });
    expect(await issuePaths(res)).toEqual(['license']);
    const again = await (await owner.civilians[':id'].$get({ param: { id }, query: {} })).json();
    expect(again.licenses).toContain('Pilot License');

    expect((await staff.post(`${API}/license-types/${pilot.id}/restore`)).status).toBe(200);
    expect(await audited(pilot.id)).toHaveLength(3);
  });

  it('a passed DMV test grants the live types taken with it, a failed one nothing', async () => {
    const owner = clientAs(ctx, await ctx.member());
    const id = await createCivilianFor(owner);
    const take = async (right: number) => {
      const started = await owner.licenses['start-test'].$post({
        json: { civilianId: id, licenseType: 'Motorcycle License' },
      });
      const { testId } = await started.json();
      const answers = Object.fromEntries(
        DMV_QUESTIONS['Motorcycle License'].map((q, i) => [
          String(i),
          q.options[i < right ? q.answer : (q.answer + 1) % 4]!,
        ]),
      );
      const res = await owner.licenses['save-test'].$post({
        json: { testId, civilianId: id, licenseType: 'Motorcycle License', answers },
      });
      expect(res.status).toBe(200);
      return (await res.json()).granted;
    };
    expect(await take(3)).toEqual([]);
    expect(await take(10)).toEqual(['Class M - Motorcycle License']);
    expect(await take(10)).toEqual([]);
    const civ = await (await owner.civilians[':id'].$get({ param: { id }, query: {} })).json();
    expect(civ.licenses).toEqual(['Class M - Motorcycle License']);
  });

  it('a type nobody holds is edited and deleted', async () => {
    const cdl = await addLicenseType({ name: 'Hunting' });
    const res = await send(staff, 'PATCH', `${API}/license-types/${cdl.id}`, {
      name: 'Hunting License',
      dmvTest: 'CDL Class A',
    });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { licenseType: AdminLicenseType }).licenseType).toMatchObject({
      name: 'Hunting License',
      dmvTest: 'CDL Class A',
    });
    expect((await send(staff, 'DELETE', `${API}/license-types/${cdl.id}`)).status).toBe(200);
    expect((await licenseTypes()).some((t) => t.id === cdl.id)).toBe(false);
  });
});

describe('lists', () => {
  it("seeds today's options", async () => {
    const all = await listValues();
    const of = (list: string) => all.filter((v) => v.list === list).map((v) => v.value);
    expect(of('hair_colour')).toEqual([
      'Black',
      'Brown',
      'Blonde',
      'Red',
      'Gray',
      'White',
      'Other',
    ]);
    expect(of('eye_colour')).toContain('Hazel');
    expect(of('vehicle_type')).toEqual(expect.arrayContaining(['Sedan', 'Van', 'Offroad']));
    expect(of('weapon_type')).toContain('Combat Pistol');
    expect(of('vehicle_colour')).toContain('Black');
  });

  it('is staff only and refuses bad input with field messages', async () => {
    const member = await ctx.member();
    expect((await member.get(`${API}/lists`)).status).toBe(403);
    let res: Reply = await staff.post(`${API}/lists`, { list: 'shoe_size', value: '' });
    expect(await issuePaths(res)).toEqual(expect.arrayContaining(['list', 'value']));
    res = await staff.post(`${API}/lists`, { list: 'vehicle_colour', value: 'x'.repeat(41) });
    expect(await issuePaths(res)).toEqual(['value']);
    res = await staff.post(`${API}/lists`, { list: 'vehicle_colour', value: 'black' });
    expect(res.status).toBe(409);
  });

  it('the forms are checked against the stored list; a retired value stays where it is', async () => {
    const teal = await addValue('vehicle_colour', 'Teal');
    expect(await audited(teal.id)).toHaveLength(1);
    const owner = clientAs(ctx, await ctx.member());
    const civilianId = await createCivilianFor(owner);
    const car = { make: 'Vapid', model: 'Stanier', year: 2015, civilianId };

    let res: Reply = await owner.vehicles.register.$post({
      json: { ...car, plate: uniquePlate(), color: 'Plaid' },
    });
    const refused = (await res.json()) as { message: string; issues: { path: string }[] };
    expect(res.status).toBe(400);
    expect(refused.issues.map((i) => i.path)).toEqual(['color']);
    expect(refused.message).toMatch(/Teal/);
    res = await owner.vehicles.register.$post({
      json: { ...car, plate: uniquePlate(), type: 'Hovercraft' },
    });
    expect(await issuePaths(res)).toEqual(['type']);

    const plate = uniquePlate();
    res = await owner.vehicles.register.$post({ json: { ...car, plate, color: 'Teal' } });
    expect(res.status).toBe(201);
    const vehicle = (await res.json()).vehicle;
    expect(vehicle.type).toBe('Sedan');

    // In use: not deleted, not renamed, only retired.
    expect((await send(staff, 'DELETE', `${API}/lists/${teal.id}`)).status).toBe(409);
    res = await send(staff, 'PATCH', `${API}/lists/${teal.id}`, { value: 'Cyan' });
    expect(res.status).toBe(409);
    expect((await staff.post(`${API}/lists/${teal.id}/retire`)).status).toBe(200);

    // The vehicle keeps it and may be saved as is; nothing takes it anew.
    const edit = { plate, make: 'Vapid', model: 'Stanier', year: 2016, type: 'Sedan' };
    res = await owner.vehicles[':id'].$put({
      param: { id: vehicle._id },
      json: { ...edit, color: 'Teal' },
    });
    expect(res.status).toBe(200);
    res = await owner.vehicles.register.$post({
      json: { ...car, plate: uniquePlate(), color: 'Teal' },
    });
    expect(await issuePaths(res)).toEqual(['color']);
    expect((await staff.post(`${API}/lists/${teal.id}/restore`)).status).toBe(200);
  });

  it('civilians, weapons: hair and eye colours, weapon types from the lists', async () => {
    const owner = clientAs(ctx, await ctx.member());
    let res: Reply = await owner.civilians.$post({
      json: {
        firstName: 'Lee',
        lastName: 'Park',
        dateOfBirth: '1990-01-01',
        hairColor: 'Purple',
        eyeColor: 'Violet',
      },
    });
    expect(await issuePaths(res)).toEqual(['hairColor']);
    await addValue('hair_colour', 'Purple');
    const id = await createCivilianFor(owner, { hairColor: 'Purple' });
    res = await owner.weapons.register.$post({
      json: { civilianId: id, weaponType: 'Railgun' },
    });
    expect(await issuePaths(res)).toEqual(['weaponType']);
    const rail = await addValue('weapon_type', 'Railgun');
    res = await owner.weapons.register.$post({ json: { civilianId: id, weaponType: 'Railgun' } });
    expect(res.status).toBe(201);
    expect((await listValues()).find((v) => v.id === rail.id)?.inUse).toBe(true);

    const unused = await addValue('weapon_type', 'Crossbow');
    res = await send(staff, 'PATCH', `${API}/lists/${unused.id}`, { value: 'Longbow' });
    expect(res.status).toBe(200);
    expect((await send(staff, 'DELETE', `${API}/lists/${unused.id}`)).status).toBe(200);
    expect((await send(staff, 'DELETE', `${API}/lists/${unused.id}`)).status).toBe(404);
  });
});

describe('export and import', () => {
  const download = async (who: TestMember): Promise<ValuesFile> => {
    const res = await who.get(`${API}/export`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toMatch(/attachment/);
    return (await res.json()) as ValuesFile;
  };

  it('is staff only', async () => {
    const member = await ctx.member();
    expect((await member.get(`${API}/export`)).status).toBe(403);
    expect((await member.post(`${API}/import`, {})).status).toBe(403);
  });

  it('round trip: export, import into a fresh community, export again: identical', async () => {
    await addLicenseType({ name: 'Fishing License' });
    const gone = await addValue('vehicle_colour', 'Mauve');
    await staff.post(`${API}/lists/${gone.id}/retire`);
    await staff.post(`${API}/statuses`, {
      service: 'police',
      code: '10-7B',
      label: 'Out of Service',
      colour: '#112233',
      meaning: 'busy',
    });
    await staff.post(`${API}/custom-fields`, {
      target: 'vehicle',
      key: 'insurance',
      label: 'Insurance',
      type: 'text',
      maxLength: 30,
      see: ['owner', 'public_safety'],
      edit: ['owner'],
      inResults: true,
      searchable: 'prefix',
    });
    const fuel = await staff.post(`${API}/custom-fields`, {
      target: 'vehicle',
      key: 'fuel',
      label: 'Fuel',
      type: 'choice',
      options: ['Petrol', 'Diesel'],
      required: true,
    });
    const { customField } = (await fuel.json()) as { customField: { id: string } };
    await staff.post(`${API}/custom-fields/${customField.id}/retire`);
    const file = await download(staff);
    expect(file).toMatchObject({ format: 'tenfour.values', version: 1 });
    expect(file.lists.vehicle_colour).toContainEqual({ value: 'Mauve', retired: true });

    const fresh = await createTestContext();
    try {
      const admin = await fresh.member([TEST_ROLES.admin]);
      const preview = await admin.post(`${API}/import/preview`, file);
      expect(preview.status).toBe(200);
      const { plan } = (await preview.json()) as { plan: ValuesImportPlan };
      expect(plan.licenseTypes.added).toContain('Fishing License');
      expect(plan.statuses.added).toContain('police 10-7B');
      expect(plan.customFields.added).toEqual(['vehicle insurance', 'vehicle fuel']);
      // Nothing was written by the preview.
      expect((await download(admin)).licenseTypes).toHaveLength(4);

      const res = await admin.post(`${API}/import`, file);
      expect(res.status, await res.clone().text()).toBe(200);
      expect(await download(admin)).toEqual(file);
      // Importing the same file again changes nothing.
      const twice = (await (await admin.post(`${API}/import/preview`, file)).json()) as {
        plan: ValuesImportPlan;
      };
      for (const section of Object.values(twice.plan))
        expect(section).toEqual({ added: [], changed: [], retired: [], removed: [] });
      const audit = await fresh.db
        .selectFrom('audit_log')
        .selectAll()
        .where('target_type', '=', 'community_values')
        .execute();
      expect(audit).toHaveLength(1);
      // Every process hears it: the members' read has the new type at once.
      const read = (await (await admin.get('/api/values')).json()) as {
        licenseTypes: { name: string }[];
      };
      expect(read.licenseTypes.map((t) => t.name)).toContain('Fishing License');
    } finally {
      await fresh.close();
    }
  });

  it('retires what the file leaves out if records hold it, deletes the rest, in one go', async () => {
    const file = await download(staff);
    const held = file.licenseTypes.find((t) => t.name === 'Pilot License')!;
    const smaller: ValuesFile = {
      ...file,
      licenseTypes: file.licenseTypes.filter((t) => t !== held && t.name !== 'Fishing License'),
      callTypes: file.callTypes.map((t) => (t.name === 'Robbery' ? { ...t, priority: 2 } : t)),
    };
    const res = await staff.post(`${API}/import`, smaller);
    expect(res.status).toBe(200);
    const { plan } = (await res.json()) as { plan: ValuesImportPlan };
    expect(plan.licenseTypes).toMatchObject({
      retired: ['Pilot License'],
      removed: ['Fishing License'],
    });
    expect(plan.callTypes.changed).toEqual(['Robbery']);
    const after = await licenseTypes();
    expect(after.find((t) => t.name === 'Pilot License')?.retired).toBe(true);
    expect(after.some((t) => t.name === 'Fishing License')).toBe(false);
  });

  it('a bad file is a 400 with field messages, never a 500; a huge one is refused', async () => {
    const file = await download(staff);
    let res: Reply = await staff.post(`${API}/import`, { ...file, version: 99 });
    expect(await issuePaths(res)).toEqual(['version']);
    res = await staff.post(`${API}/import`, { format: 'other' });
    expect(await issuePaths(res)).toEqual(
      expect.arrayContaining(['format', 'statuses', 'callTypes', 'licenseTypes', 'lists']),
    );
    res = await staff.post(`${API}/import`, {
      ...file,
      licenseTypes: [...file.licenseTypes, { ...file.licenseTypes[0], retired: false }],
      lists: { ...file.lists, eye_colour: [{ value: 7, retired: 'no' }] },
    });
    expect(await issuePaths(res)).toEqual(
      expect.arrayContaining(['licenseTypes', 'lists.eye_colour.0.value']),
    );
    res = await staff.post(`${API}/import`, {
      ...file,
      statuses: file.statuses.filter((s) => s.meaning !== 'offduty'),
    });
    expect(await issuePaths(res)).toEqual(['statuses']);
    res = await send(staff, 'POST', `${API}/import`, undefined);
    expect(res.status).toBe(400);
    res = await staff.post(`${API}/import`, { ...file, padding: 'x'.repeat(200_000) });
    expect(res.status).toBe(413);
  });
});
