import { beforeAll, describe, expect, it } from 'vitest';
import type { AdminCustomField, CustomFieldShown } from '@tenfour/db/values';
import { send, valuesSuite } from '../testing/values';
import type { TestContext, TestMember } from '../testing/test-app';
import { clientAs, issuePaths } from '../testing/client';
import { createCivilianFor, uniquePlate, uniqueSerial } from '../testing/civilians';
import { officer, type RecordsOfficer } from '../testing/records';

let ctx: TestContext;
let staff: TestMember;
valuesSuite('staff.fields', (suite) => ({ ctx, staff } = suite));

const API = '/api/admin/values/custom-fields';
const VALUES = '/api/values/custom-fields';

let owner: TestMember;
let cop: RecordsOfficer;
let civilianId: string;
let vehicleId: string;
let plate: string;

beforeAll(async () => {
  owner = await ctx.member();
  cop = await officer(ctx);
  const api = clientAs(ctx, owner);
  civilianId = await createCivilianFor(api, { firstName: 'Casey', lastName: 'Fields' });
  plate = uniquePlate();
  const res = await api.vehicles.register.$post({
    json: {
      plate,
      make: 'Bravado',
      model: 'Buffalo',
      year: 2020,
      color: 'Black',
      insured: true,
      civilianId,
    },
  });
  expect(res.status).toBe(201);
  vehicleId = (await res.json()).vehicle._id;
});

async function addField(body: Record<string, unknown>): Promise<AdminCustomField> {
  const res = await staff.post(API, body);
  expect(res.status, await res.clone().text()).toBe(201);
  return ((await res.json()) as { customField: AdminCustomField }).customField;
}

const write = (who: TestMember, target: string, id: string, values: Record<string, unknown>) =>
  who.put(`${VALUES}/${target}/${id}`, { values });

async function shown(who: TestMember, target: string, id: string): Promise<CustomFieldShown[]> {
  const res = await who.get(`${VALUES}/${target}/${id}`);
  expect(res.status, await res.clone().text()).toBe(200);
  return ((await res.json()) as { fields: CustomFieldShown[] }).fields;
}

async function refusal(res: Response, status: number) {
  expect(res.status, await res.clone().text()).toBe(status);
  return (await res.json()) as { message: string; issues?: { path: string; message: string }[] };
}

describe('custom field definitions', () => {
  it('is staff only; members read the definitions with the values', async () => {
    expect((await owner.get(API)).status).toBe(403);
    expect(
      (await owner.post(API, { target: 'vehicle', key: 'x', label: 'X', type: 'text' })).status,
    ).toBe(403);
    const field = await addField({
      target: 'civilian',
      key: 'nickname',
      label: 'Nickname',
      type: 'text',
    });
    expect(field).toMatchObject({
      key: 'nickname',
      required: false,
      see: ['owner', 'public_safety', 'staff'],
      edit: ['owner', 'staff'],
      searchable: 'none',
      inUse: false,
      retired: false,
    });
    const values = (await (await owner.get('/api/values')).json()) as {
      customFields: { key: string }[];
    };
    expect(values.customFields.map((f) => f.key)).toContain('nickname');
    const audit = await ctx.db
      .selectFrom('audit_log')
      .select('target_type')
      .where('target_id', '=', field.id)
      .execute();
    expect(audit).toEqual([{ target_type: 'custom_field' }]);
  });

  it('refuses bad definitions with field messages and a taken key with 409', async () => {
    let res = await staff.post(API, { target: 'boat', key: 'Bad Key', label: '', type: 'colour' });
    expect(await issuePaths(res)).toEqual(
      expect.arrayContaining(['target', 'key', 'label', 'type']),
    );
    res = await staff.post(API, { target: 'vehicle', key: 'tint', label: 'Tint', type: 'choice' });
    expect(await issuePaths(res)).toEqual(['options']);
    res = await staff.post(API, {
      target: 'vehicle',
      key: 'tint',
      label: 'Tint',
      type: 'choice',
      options: ['Dark', 'dark'],
    });
    expect(await issuePaths(res)).toEqual(['options']);
    res = await staff.post(API, {
      target: 'vehicle',
      key: 'tint',
      label: 'Tint',
      type: 'text',
      options: ['Dark'],
    });
    expect(await issuePaths(res)).toEqual(['options']);
    res = await staff.post(API, {
      target: 'vehicle',
      key: 'k',
      label: 'K',
      type: 'number',
      min: 5,
      max: 1,
    });
    expect(await issuePaths(res)).toEqual(['min']);
    res = await staff.post(API, {
      target: 'vehicle',
      key: 'k',
      label: 'K',
      type: 'yesno',
      maxLength: 5,
    });
    expect(await issuePaths(res)).toEqual(['maxLength']);
    await addField({ target: 'weapon', key: 'permit', label: 'Permit', type: 'text' });
    res = await staff.post(API, { target: 'weapon', key: 'permit', label: 'Again', type: 'text' });
    expect((await refusal(res, 409)).message).toBe('There is already a field with this key here.');
    // The same key on another target is a different field.
    await addField({ target: 'vehicle', key: 'permit', label: 'Permit', type: 'text' });
  });
});

describe('values', () => {
  it('checks every type against its definition, per field', async () => {
    await addField({
      target: 'vehicle',
      key: 'notes',
      label: 'Notes',
      type: 'longtext',
      maxLength: 20,
    });
    await addField({
      target: 'vehicle',
      key: 'seats',
      label: 'Seats',
      type: 'number',
      min: 1,
      max: 9,
    });
    await addField({ target: 'vehicle', key: 'inspected', label: 'Inspected on', type: 'date' });
    await addField({ target: 'vehicle', key: 'tinted', label: 'Tinted', type: 'yesno' });
    await addField({
      target: 'vehicle',
      key: 'fuel',
      label: 'Fuel',
      type: 'choice',
      options: ['Petrol', 'Diesel', 'Electric'],
    });
    const bad: [Record<string, unknown>, string][] = [
      [{ permit: 42 }, 'Enter text.'],
      [{ permit: 'two\nlines' }, 'Keep it to one line.'],
      [{ notes: 'x'.repeat(21) }, 'At most 20 characters.'],
      [{ seats: 'many' }, 'Enter a number.'],
      [{ seats: 0 }, 'At least 1.'],
      [{ seats: 12 }, 'At most 9.'],
      [{ inspected: '2024-02-30' }, 'Enter a date (YYYY-MM-DD).'],
      [{ tinted: 'yes' }, 'Choose yes or no.'],
      [{ fuel: 'Coal' }, 'Choose one of: Petrol, Diesel, Electric.'],
    ];
    for (const [values, message] of bad) {
      const key = Object.keys(values)[0];
      const body = await refusal(await write(owner, 'vehicle', vehicleId, values), 400);
      expect(body.issues).toEqual([
        expect.objectContaining({ path: `customFields.${key}`, message }),
      ]);
    }
    const unknown = await refusal(await write(owner, 'vehicle', vehicleId, { colour: 'red' }), 400);
    expect(unknown.issues?.[0]?.path).toBe('customFields.colour');

    const res = await write(owner, 'vehicle', vehicleId, {
      permit: ' P-1 ',
      notes: 'Dent on the left door',
      seats: '4',
      inspected: '2024-02-29',
      tinted: true,
      fuel: 'Diesel',
    });
    expect(res.status).toBe(400); // notes is 21 characters
    const ok = await write(owner, 'vehicle', vehicleId, {
      permit: ' P-1 ',
      notes: 'Dent, left door',
      seats: '4',
      inspected: '2024-02-29',
      tinted: true,
      fuel: 'Diesel',
    });
    expect(ok.status, await ok.clone().text()).toBe(200);
    expect((await shown(owner, 'vehicle', vehicleId)).map((f) => [f.key, f.value])).toEqual([
      ['permit', 'P-1'],
      ['notes', 'Dent, left door'],
      ['seats', 4],
      ['inspected', '2024-02-29'],
      ['tinted', true],
      ['fuel', 'Diesel'],
    ]);
    // Null or empty text clears a value.
    expect((await write(owner, 'vehicle', vehicleId, { notes: '', tinted: null })).status).toBe(
      200,
    );
    expect((await shown(owner, 'vehicle', vehicleId)).map((f) => f.key)).toEqual([
      'permit',
      'seats',
      'inspected',
      'fuel',
    ]);
  });

  it('a required field must keep a value', async () => {
    const field = await addField({
      target: 'weapon',
      key: 'case_no',
      label: 'Case number',
      type: 'text',
      required: true,
    });
    const api = clientAs(ctx, owner);
    const weapon = { weaponType: 'Pistol', registeredName: 'Casey Fields', civilianId };
    const weapons = () =>
      ctx.db.selectFrom('weapons').select('id').where('civilian_id', '=', civilianId).execute();
    const before = (await weapons()).length;

    // A new weapon without it is refused whole: no weapon is registered.
    let body = await refusal(
      await api.weapons.register.$post({ json: { ...weapon, serialNumber: uniqueSerial() } }),
      400,
    );
    expect(body.issues).toEqual([
      expect.objectContaining({
        path: 'customFields.case_no',
        message: 'Case number is required.',
      }),
    ]);
    body = await refusal(
      await api.weapons.register.$post({
        json: {
          ...weapon,
          serialNumber: uniqueSerial(),
          customFields: { case_no: 'x'.repeat(999) },
        },
      }),
      400,
    );
    expect(body.issues?.[0]?.path).toBe('customFields.case_no');
    expect(await weapons()).toHaveLength(before);

    // Sent with the weapon, it is stored in the weapon's own transaction.
    const res = await api.weapons.register.$post({
      json: { ...weapon, serialNumber: uniqueSerial(), customFields: { case_no: 'C-0' } },
    });
    expect(res.status, await res.clone().text()).toBe(201);
    const weaponId = (await res.json()).weapon._id;
    expect((await shown(owner, 'weapon', weaponId)).find((f) => f.key === 'case_no')?.value).toBe(
      'C-0',
    );
    body = await refusal(await write(owner, 'weapon', weaponId, { case_no: '' }), 400);
    expect(body.issues?.[0]?.path).toBe('customFields.case_no');
    expect((await write(owner, 'weapon', weaponId, { permit: 'W-9' })).status).toBe(200);
    body = await refusal(
      await write(owner, 'weapon', weaponId, { permit: 'W-9', case_no: null }),
      400,
    );
    expect(body.issues).toEqual([
      expect.objectContaining({
        path: 'customFields.case_no',
        message: 'Case number is required.',
      }),
    ]);
    expect((await write(owner, 'weapon', weaponId, { permit: 'W-9', case_no: 'C-1' })).status).toBe(
      200,
    );
    body = await refusal(await write(owner, 'weapon', weaponId, { case_no: null }), 400);
    expect(body.issues?.[0]?.path).toBe('customFields.case_no');
    await staff.post(`${API}/${field.id}/retire`);
  });

  it('shows and accepts only what each reader may see and edit', async () => {
    await addField({
      target: 'civilian',
      key: 'gang',
      label: 'Gang affiliation',
      type: 'text',
      see: ['public_safety', 'staff'],
      edit: ['public_safety'],
    });
    await addField({
      target: 'civilian',
      key: 'vip',
      label: 'VIP',
      type: 'yesno',
      see: ['staff'],
      edit: ['staff'],
    });
    // The owner may not write what only officers edit.
    let body = await refusal(await write(owner, 'civilian', civilianId, { gang: 'Ballas' }), 403);
    expect(body.message).toBe('You may not edit Gang affiliation.');
    expect((await write(cop, 'civilian', civilianId, { gang: 'Ballas' })).status).toBe(200);
    body = await refusal(await write(cop, 'civilian', civilianId, { vip: true }), 403);
    expect(
      (await write(staff, 'civilian', civilianId, { vip: true, nickname: 'Case' })).status,
    ).toBe(200);

    expect((await shown(owner, 'civilian', civilianId)).map((f) => f.key)).toEqual(['nickname']);
    expect((await shown(cop, 'civilian', civilianId)).map((f) => f.key)).toEqual([
      'nickname',
      'gang',
    ]);
    expect((await shown(staff, 'civilian', civilianId)).map((f) => f.key)).toEqual([
      'nickname',
      'gang',
      'vip',
    ]);
    // Another member learns nothing of the record.
    const stranger = await ctx.member();
    expect((await stranger.get(`${VALUES}/civilian/${civilianId}`)).status).toBe(404);
    expect((await write(stranger, 'civilian', civilianId, { nickname: 'x' })).status).toBe(404);
    expect((await owner.get(`${VALUES}/boat/${civilianId}`)).status).toBe(400);
  });
});

describe('in use, retired, search', () => {
  it('a field with values cannot be deleted (409), only retired; records keep showing it', async () => {
    const list = (await (await staff.get(API)).json()) as { customFields: AdminCustomField[] };
    const permit = list.customFields.find((f) => f.target === 'vehicle' && f.key === 'permit')!;
    expect(permit.inUse).toBe(true);
    const res = await send(staff, 'DELETE', `${API}/${permit.id}`);
    expect((await refusal(res, 409)).message).toMatch(/Retire it instead/);
    const typed = await staff.request(`${API}/${permit.id}`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ type: 'number' }),
    });
    expect(typed.status).toBe(409);
    expect((await staff.post(`${API}/${permit.id}/retire`)).status).toBe(200);
    const fields = await shown(owner, 'vehicle', vehicleId);
    expect(fields.find((f) => f.key === 'permit')).toMatchObject({ value: 'P-1', retired: true });
    // Its value can no longer change; the other fields still can.
    const body = await refusal(await write(owner, 'vehicle', vehicleId, { permit: 'P-2' }), 400);
    expect(body.issues?.[0]?.path).toBe('customFields.permit');
    expect((await write(owner, 'vehicle', vehicleId, { seats: 5 })).status).toBe(200);
    // An unused field is deleted.
    const spare = await addField({ target: 'vehicle', key: 'spare', label: 'Spare', type: 'text' });
    expect((await send(staff, 'DELETE', `${API}/${spare.id}`)).status).toBe(200);
  });

  it('Search Database shows the fields chosen for results and finds by exact and prefix values', async () => {
    await addField({
      target: 'vehicle',
      key: 'insurance',
      label: 'Insurance',
      type: 'text',
      see: ['owner', 'public_safety'],
      edit: ['owner'],
      inResults: true,
      searchable: 'exact',
    });
    await addField({
      target: 'vehicle',
      key: 'fleet',
      label: 'Fleet number',
      type: 'text',
      edit: ['owner'],
      inResults: true,
      searchable: 'prefix',
    });
    expect(
      (await write(owner, 'vehicle', vehicleId, { insurance: 'POL-4471', fleet: 'LSPD-0042' }))
        .status,
    ).toBe(200);

    const search = async (query: string) => {
      const res = await cop.get(`/api/search?${query}`);
      return res;
    };
    let res = await search(`plate=${plate}`);
    expect(res.status).toBe(200);
    let body = (await res.json()) as {
      vehicle: { _id: string };
      customFields: Record<string, CustomFieldShown[]>;
    };
    // Only fields chosen for results: insurance and fleet, not seats or fuel.
    expect(body.customFields[vehicleId]?.map((f) => [f.label, f.value])).toEqual([
      ['Insurance', 'POL-4471'],
      ['Fleet number', 'LSPD-0042'],
    ]);

    // By exact value, any case, in the plate box or naming the field.
    for (const q of [
      'plate=pol-4471',
      'plate=POL-4471&field=insurance',
      'plate=lspd-00&field=fleet',
      'plate=LSPD-0',
    ]) {
      res = await search(q);
      expect(res.status, q).toBe(200);
      body = (await res.json()) as typeof body;
      expect(body.vehicle._id).toBe(vehicleId);
    }
    // Exact means exact; an unknown or unsearchable key is a 400 naming the field.
    expect((await search('plate=POL-44&field=insurance')).status).toBe(404);
    expect((await search('plate=POL-44')).status).toBe(404);
    expect(await issuePaths(await search('plate=4&field=seats'))).toEqual(['field']);
    expect(await issuePaths(await search('plate=4&field=Not%20a%20key'))).toEqual(['field']);

    // The name search carries the civilian's, vehicles' and weapons' result fields.
    res = await search(`id=${civilianId}`);
    expect(res.status).toBe(200);
    const profile = (await res.json()) as { customFields: Record<string, CustomFieldShown[]> };
    expect(profile.customFields[vehicleId]?.map((f) => f.key)).toEqual(['insurance', 'fleet']);
  });

  it('a new vehicle or civilian is created with its values in one transaction, or not at all', async () => {
    const vin = await addField({
      target: 'vehicle',
      key: 'registration_office',
      label: 'Registration office',
      type: 'choice',
      options: ['Los Santos', 'Blaine County'],
      required: true,
    });
    const nickname = await addField({
      target: 'civilian',
      key: 'street_name',
      label: 'Nickname',
      type: 'text',
    });
    const api = clientAs(ctx, owner);
    const vehicle = {
      make: 'Vapid',
      model: 'Stanier',
      year: 2015,
      color: 'Black',
      insured: false,
      civilianId,
    };
    const plates = () =>
      ctx.db.selectFrom('vehicles').select('id').where('civilian_id', '=', civilianId).execute();
    const before = (await plates()).length;
    let body = await refusal(
      await api.vehicles.register.$post({ json: { ...vehicle, plate: uniquePlate() } }),
      400,
    );
    expect(body.issues?.[0]?.path).toBe('customFields.registration_office');
    body = await refusal(
      await api.vehicles.register.$post({
        json: { ...vehicle, plate: uniquePlate(), customFields: { registration_office: 'Paleto' } },
      }),
      400,
    );
    expect(body.issues?.[0]?.path).toBe('customFields.registration_office');
    expect(await plates()).toHaveLength(before);
    const res = await api.vehicles.register.$post({
      json: {
        ...vehicle,
        plate: uniquePlate(),
        customFields: { registration_office: 'Blaine County' },
      },
    });
    expect(res.status, await res.clone().text()).toBe(201);
    const id = (await res.json()).vehicle._id;
    expect((await shown(owner, 'vehicle', id)).map((f) => [f.key, f.value])).toContainEqual([
      'registration_office',
      'Blaine County',
    ]);

    const made = await api.civilians.$post({
      json: {
        firstName: 'Nick',
        lastName: 'Named',
        dateOfBirth: '1990-05-05',
        customFields: { street_name: 'Slick' },
      },
    });
    expect(made.status, await made.clone().text()).toBe(201);
    const civilian = (await made.json()).civilian._id;
    expect((await shown(owner, 'civilian', civilian)).map((f) => [f.key, f.value])).toEqual([
      ['street_name', 'Slick'],
    ]);
    body = await refusal(
      await api.civilians.$post({
        json: {
          firstName: 'Nick',
          lastName: 'Twice',
          dateOfBirth: '1990-05-05',
          customFields: { no_such_field: 'x' },
        },
      }),
      400,
    );
    expect(body.issues?.[0]?.path).toBe('customFields.no_such_field');
    for (const field of [vin, nickname]) await staff.post(`${API}/${field.id}/retire`);
  });
});
