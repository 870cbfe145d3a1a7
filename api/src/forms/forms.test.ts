import { beforeAll, describe, expect, it } from 'vitest';
import type { AdminForm, CustomReportJson, PublishedForm } from '@tenfour/db/forms';
import { announceConfigChange } from '@tenfour/db';
import { insertCivilian, insertUnit } from '@tenfour/db/testing';
import { valuesSuite, send } from '../testing/values';
import {
  createTestContext,
  TEST_ROLES,
  type TestContext,
  type TestMember,
} from '../testing/test-app';
import { uniquePlate } from '../testing/civilians';

let ctx: TestContext;
let staff: TestMember;
valuesSuite('staff.forms', (suite) => ({ ctx, staff } = suite));

const ADMIN = '/api/admin/forms';
const FORMS = '/api/forms';

/** Every field type, the optional ones with limits the tests push against. */
const EVERY_TYPE = {
  sections: [
    {
      title: 'All',
      fields: [
        { key: 'title', label: 'Title', type: 'text', required: true, maxLength: 10 },
        { key: 'story', label: 'Story', type: 'longText', minLength: 3 },
        { key: 'count', label: 'Count', type: 'number', min: 0, max: 10 },
        { key: 'damage', label: 'Damage', type: 'money', max: 1000 },
        { key: 'when', label: 'When', type: 'datetime' },
        { key: 'armed', label: 'Armed', type: 'yesNo' },
        { key: 'weather', label: 'Weather', type: 'oneOf', options: ['Clear', 'Rain'] },
        {
          key: 'units',
          label: 'Units',
          type: 'severalOf',
          options: ['Air', 'K9', 'SWAT'],
          maxSelections: 2,
        },
        { key: 'suspect', label: 'Suspect', type: 'civilian' },
        { key: 'car', label: 'Car', type: 'vehicle' },
        { key: 'charges', label: 'Charges', type: 'charges' },
        { key: 'backup', label: 'Backup', type: 'officer' },
      ],
    },
  ],
};

interface Officer extends TestMember {
  officerId: string;
}

let xbox: Officer;
let ps: Officer;
let fire: Officer;
let civilianId: string;
let vehicleId: string;
let chargeId: string;

async function officerIn(
  department: 'Xbox' | 'PlayStation',
  service: 'police' | 'safr' = 'police',
) {
  const roles = [
    service === 'police' ? TEST_ROLES.publicSafety : TEST_ROLES.fireRescue,
    department === 'Xbox' ? 'role-xbox' : 'role-ps',
  ];
  const member = await ctx.member(roles);
  const unit = await insertUnit(ctx, member.discordId, { department, service });
  return Object.assign(member, { officerId: unit.id });
}

async function createForm(body: Record<string, unknown>): Promise<AdminForm> {
  const res = await staff.post(ADMIN, body);
  expect(res.status, await res.clone().text()).toBe(201);
  return ((await res.json()) as { form: AdminForm }).form;
}

async function publish(id: string, to: Record<string, unknown>) {
  const res = await staff.post(`${ADMIN}/${id}/publish`, to);
  expect(res.status, await res.clone().text()).toBe(200);
  return ((await res.json()) as { form: AdminForm }).form;
}

async function file(who: TestMember, id: string, values: Record<string, unknown>) {
  return who.post(`${FORMS}/${id}/file`, { values });
}

async function filed(who: TestMember, id: string, values: Record<string, unknown>) {
  const res = await file(who, id, values);
  expect(res.status, await res.clone().text()).toBe(201);
  return ((await res.json()) as { report: CustomReportJson }).report;
}

async function issuesOf(res: Response) {
  expect(res.status, await res.clone().text()).toBe(400);
  const body = (await res.json()) as { issues: { path: string; message: string }[] };
  return body.issues;
}

let everyType: AdminForm;

beforeAll(async () => {
  // Each department admits its own role only, so one department's officer is not the other's.
  await ctx.db
    .insertInto('role_mappings')
    .values([
      { permission: 'department', target: 'Xbox', role_id: 'role-xbox', role_name: 'Xbox' },
      { permission: 'department', target: 'PlayStation', role_id: 'role-ps', role_name: 'PS' },
    ])
    .execute();
  await announceConfigChange(ctx.db, 'role-mapping');
  xbox = await officerIn('Xbox');
  ps = await officerIn('PlayStation');
  fire = await officerIn('Xbox', 'safr');
  civilianId = await insertCivilian(ctx, xbox.discordId, { first: 'Dana', last: 'Cole' });
  ({ id: vehicleId } = await ctx.db
    .insertInto('vehicles')
    .values({ civilian_id: civilianId, plate: uniquePlate(), make: 'Vapid', model: 'Stanier' })
    .returning('id')
    .executeTakeFirstOrThrow());
  ({ id: chargeId } = await ctx.db
    .selectFrom('penal_codes')
    .select('id')
    .where('retired_at', 'is', null)
    .limit(1)
    .executeTakeFirstOrThrow());
  everyType = await createForm({ name: 'Everything', definition: EVERY_TYPE });
  await publish(everyType.id, { departments: ['Xbox'], services: ['fire'] });
});

describe('definitions (staff)', () => {
  it('seeds Traffic Stop and Vehicle Pursuit, published to the police departments', async () => {
    const res = await staff.get(ADMIN);
    expect(res.status).toBe(200);
    const { forms } = (await res.json()) as { forms: AdminForm[] };
    const stop = forms.find((f) => f.name === 'Traffic Stop');
    const pursuit = forms.find((f) => f.name === 'Vehicle Pursuit');
    expect(stop).toMatchObject({ version: 1, departments: ['Xbox', 'PlayStation'] });
    expect(stop!.definition.sections[0]!.fields.map((f) => f.type)).toEqual(
      expect.arrayContaining(['civilian', 'vehicle', 'charges', 'text', 'longText', 'yesNo']),
    );
    expect(pursuit!.definition.sections[0]!.fields.map((f) => f.label)).toContain('Tactics used');
  });

  it('is staff only', async () => {
    expect((await xbox.get(ADMIN)).status).toBe(403);
    expect((await xbox.post(ADMIN, { name: 'X', definition: EVERY_TYPE })).status).toBe(403);
  });

  it('refuses duplicate keys, too many fields, empty or repeated options', async () => {
    const one = (fields: unknown[]) => ({ name: 'Bad', definition: { sections: [{ fields }] } });
    const text = (key: string) => ({ key, label: key, type: 'text' });
    let issues = await issuesOf(await staff.post(ADMIN, one([text('a'), text('a')])));
    expect(issues[0]!.path).toBe('definition.sections.0.fields.1.key');
    expect(issues[0]!.message).toMatch(/unique/);
    const many = Array.from({ length: 61 }, (_, i) => text(`f${i}`));
    issues = await issuesOf(await staff.post(ADMIN, one(many)));
    expect(issues[0]!.message).toMatch(/at most 60 fields/);
    issues = await issuesOf(
      await staff.post(ADMIN, one([{ key: 'w', label: 'Weather', type: 'oneOf', options: [] }])),
    );
    expect(issues[0]).toMatchObject({ path: 'definition.sections.0.fields.0.options' });
    issues = await issuesOf(
      await staff.post(
        ADMIN,
        one([{ key: 'w', label: 'Weather', type: 'severalOf', options: ['Rain', 'rain'] }]),
      ),
    );
    expect(issues[0]!.message).toMatch(/twice/);
    const sections = Array.from({ length: 21 }, () => ({ fields: [text('x')] }));
    issues = await issuesOf(await staff.post(ADMIN, { name: 'Bad', definition: { sections } }));
    expect(issues.length).toBeGreaterThan(0);
  });

  it('answers 404 for an unknown form and 400 for a bad id', async () => {
    expect((await staff.get(`${ADMIN}/00000000-0000-4000-8000-000000000000`)).status).toBe(404);
    expect((await staff.get(`${ADMIN}/nope`)).status).toBe(400);
  });

  it('edits, publishes as a new version, audits and refuses a second name', async () => {
    const form = await createForm({ name: 'Edit me', definition: EVERY_TYPE });
    expect(form.version).toBeNull();
    const res = await send(staff, 'PATCH', `${ADMIN}/${form.id}`, { description: 'New' });
    expect(res.status).toBe(200);
    expect((await staff.post(ADMIN, { name: 'edit ME', definition: EVERY_TYPE })).status).toBe(409);
    expect((await staff.post(`${ADMIN}/${form.id}/publish`, {})).status).toBe(400);
    const unknown = await staff.post(`${ADMIN}/${form.id}/publish`, { departments: ['nope'] });
    expect((await issuesOf(unknown))[0]!.path).toBe('departments');
    expect((await publish(form.id, { services: ['police'] })).version).toBe(1);
    expect((await publish(form.id, { services: ['police'] })).version).toBe(2);
    const audit = await ctx.db
      .selectFrom('audit_log')
      .select('target_type')
      .where('target_id', '=', form.id)
      .execute();
    expect(audit.length).toBe(4);
    expect(audit.every((a) => a.target_type === 'custom_form')).toBe(true);
  });

  it('deletes an unused form; a filed one is retired, never deleted', async () => {
    const unused = await createForm({ name: 'Unused', definition: EVERY_TYPE });
    expect((await staff.delete(`${ADMIN}/${unused.id}`)).status).toBe(200);
    expect((await staff.delete(`${ADMIN}/${unused.id}`)).status).toBe(404);

    const used = await createForm({ name: 'Used', definition: EVERY_TYPE });
    await publish(used.id, { departments: ['Xbox'] });
    await filed(xbox, used.id, { title: 'x' });
    const refused = await staff.delete(`${ADMIN}/${used.id}`);
    expect(refused.status).toBe(409);
    expect(((await refused.json()) as { message: string }).message).toMatch(/Retire it instead/);
    expect((await staff.post(`${ADMIN}/${used.id}/retire`)).status).toBe(200);
    expect((await staff.post(`${ADMIN}/${used.id}/retire`)).status).toBe(409);
    expect((await staff.post(`${ADMIN}/${used.id}/publish`, { services: ['police'] })).status).toBe(
      409,
    );
    // Retired: no longer offered, and filing it is refused.
    const offered = (await (await xbox.get(FORMS)).json()) as { forms: PublishedForm[] };
    expect(offered.forms.some((f) => f.id === used.id)).toBe(false);
    expect((await file(xbox, used.id, { title: 'x' })).status).toBe(409);
  });
});

describe('filing', () => {
  const good = () => ({
    title: 'Stop',
    story: 'A long story',
    count: 3,
    damage: '12.50',
    when: '2026-11-28T12:00:00.000Z',
    armed: false,
    weather: 'Rain',
    units: ['Air', 'K9'],
    suspect: civilianId,
    car: vehicleId,
    charges: [chargeId],
    backup: ps.officerId,
  });

  it('lists the forms of the filer’s department and files one with every type', async () => {
    const list = (await (await xbox.get(FORMS)).json()) as { forms: PublishedForm[] };
    expect(list.forms.map((f) => f.name)).toEqual(
      expect.arrayContaining(['Everything', 'Traffic Stop', 'Vehicle Pursuit']),
    );
    expect((await xbox.get(`${FORMS}/${everyType.id}`)).status).toBe(200);
    const report = await filed(xbox, everyType.id, good());
    expect(report.answers).toMatchObject({
      damage: 1250,
      armed: false,
      units: ['Air', 'K9'],
      suspect: { id: civilianId, text: 'Dana Cole' },
      charges: [{ id: chargeId }],
    });
    expect(report.department).toBe('Xbox');
    const audit = await ctx.db
      .selectFrom('audit_log')
      .select('action')
      .where('target_id', '=', report.id)
      .execute();
    expect(audit).toEqual([{ action: 'custom_report.create' }]);
  });

  const bad: [string, unknown, RegExp][] = [
    ['title', 'far too long a title', /at most 10 characters/],
    ['title', 42, /must be text/],
    ['story', 'ab', /at least 3 characters/],
    ['count', 'many', /must be a number/],
    ['count', 11, /at most 10/],
    ['damage', '12.345', /amount in dollars/],
    ['damage', '-1', /amount in dollars/],
    ['damage', '1000.01', /at most 1000/],
    ['when', 'yesterday', /date and time/],
    ['armed', 'yes', /yes or no/],
    ['weather', 'Snow', /choose from Clear, Rain/],
    ['units', ['Air', 'K9', 'SWAT'], /at most 2/],
    ['units', ['Boat'], /choose from/],
    ['suspect', '00000000-0000-4000-8000-000000000000', /civilian you can look up/],
    ['suspect', 'not-an-id', /civilian you can look up/],
    ['car', '00000000-0000-4000-8000-000000000000', /vehicle you can look up/],
    ['charges', ['00000000-0000-4000-8000-000000000000'], /penal code/],
    ['backup', '00000000-0000-4000-8000-000000000000', /officer or unit/],
  ];
  it.each(bad)('refuses %s = %j with the field’s own sentence', async (key, value, message) => {
    const issues = await issuesOf(await file(xbox, everyType.id, { ...good(), [key]: value }));
    expect(issues).toHaveLength(1);
    expect(issues[0]!.path).toBe(key);
    expect(issues[0]!.message).toMatch(message);
  });

  it('requires required fields and refuses unknown ones, every problem at once', async () => {
    const issues = await issuesOf(await file(xbox, everyType.id, { extra: 1 }));
    expect(issues.map((i) => i.path).sort()).toEqual(['extra', 'title']);
    expect(issues.find((i) => i.path === 'title')!.message).toBe('Title is required.');
    expect((await xbox.post(`${FORMS}/${everyType.id}/file`, { values: 'x' })).status).toBe(400);
  });

  it('lets fire/rescue file where the form is published to fire, but not link a vehicle', async () => {
    const issues = await issuesOf(await file(fire, everyType.id, { title: 'x', car: vehicleId }));
    expect(issues[0]).toMatchObject({ path: 'car' });
    await filed(fire, everyType.id, { title: 'x', suspect: civilianId });
  });

  it('is filed only where published; another department neither files nor reads it', async () => {
    const list = (await (await ps.get(FORMS)).json()) as { forms: PublishedForm[] };
    expect(list.forms.some((f) => f.id === everyType.id)).toBe(false);
    expect((await ps.get(`${FORMS}/${everyType.id}`)).status).toBe(404);
    expect((await file(ps, everyType.id, { title: 'x' })).status).toBe(404);
    const report = await filed(xbox, everyType.id, { title: 'Private' });
    expect((await ps.get(`${FORMS}/reports/${report.id}`)).status).toBe(404);
    const theirs = (await (await ps.get(`${FORMS}/reports`)).json()) as {
      reports: { id: string }[];
    };
    expect(theirs.reports.some((r) => r.id === report.id)).toBe(false);
    expect((await staff.get(`${FORMS}/reports/${report.id}`)).status).toBe(200);
    expect((await xbox.get(`${FORMS}/reports/${report.id}`)).status).toBe(200);
    expect((await xbox.get(`${FORMS}/reports/00000000-0000-4000-8000-000000000000`)).status).toBe(
      404,
    );
  });

  it('needs a unit profile to file', async () => {
    const member = await ctx.member([TEST_ROLES.publicSafety, 'role-xbox']);
    expect((await member.get(`${FORMS}/${everyType.id}`)).status).toBe(403);
    expect((await file(member, everyType.id, { title: 'x' })).status).toBe(403);
    expect(((await (await member.get(FORMS)).json()) as { canFile: boolean }).canFile).toBe(false);
  });

  it('keeps the version an old report was filed with after republishing', async () => {
    const form = await createForm({ name: 'Versioned', definition: EVERY_TYPE });
    await publish(form.id, { departments: ['Xbox'] });
    const old = await filed(xbox, form.id, { title: 'Old' });
    const renamed = structuredClone(EVERY_TYPE);
    renamed.sections[0]!.fields[0]!.label = 'Headline';
    await send(staff, 'PATCH', `${ADMIN}/${form.id}`, { definition: renamed });
    expect((await publish(form.id, { departments: ['Xbox'] })).version).toBe(2);
    const fresh = await filed(xbox, form.id, { title: 'New' });
    const read = async (id: string) =>
      ((await (await xbox.get(`${FORMS}/reports/${id}`)).json()) as { report: CustomReportJson })
        .report;
    const [oldRead, freshRead] = [await read(old.id), await read(fresh.id)];
    expect(oldRead.version).toBe(1);
    expect(oldRead.definition.sections[0]!.fields[0]!.label).toBe('Title');
    expect(freshRead.version).toBe(2);
    expect(freshRead.definition.sections[0]!.fields[0]!.label).toBe('Headline');
  });

  it('queues the report webhook post in the filing’s transaction when the form says so', async () => {
    const form = await createForm({ name: 'Posted', definition: EVERY_TYPE, postToWebhook: true });
    await publish(form.id, { departments: ['Xbox'] });
    const report = await filed(xbox, form.id, {
      ...good(),
      story: 'x'.repeat(5000).slice(0, 8000),
    });
    const row = await ctx.db
      .selectFrom('outbox')
      .select(['kind', 'payload'])
      .where('dedupe_key', '=', `webhook:${report.id}`)
      .executeTakeFirstOrThrow();
    expect(row.kind).toBe('webhook');
    const payload = row.payload as {
      platform: string;
      message: { embeds: { fields: unknown[] }[] };
    };
    expect(payload.platform).toBe('Xbox');
    const embed = payload.message.embeds[0]!;
    const total = JSON.stringify(embed).length;
    expect(embed.fields.length).toBeLessThanOrEqual(25);
    expect(total).toBeLessThan(7000);
    // The form without the setting posts nothing.
    const quiet = await filed(xbox, everyType.id, { title: 'Quiet' });
    const none = await ctx.db
      .selectFrom('outbox')
      .select('id')
      .where('dedupe_key', '=', `webhook:${quiet.id}`)
      .executeTakeFirst();
    expect(none).toBeUndefined();
  });

  it('lists by form, filer, civilian, date and text', async () => {
    const report = await filed(xbox, everyType.id, { ...good(), title: 'Findme' });
    const list = async (query: string) =>
      (
        (await (await xbox.get(`${FORMS}/reports?${query}`)).json()) as {
          reports: { id: string }[];
        }
      ).reports.map((r) => r.id);
    expect(await list(`formId=${everyType.id}`)).toContain(report.id);
    expect(await list(`filer=${xbox.discordId}`)).toContain(report.id);
    expect(await list(`civilianId=${civilianId}`)).toContain(report.id);
    expect(await list('q=findme')).toContain(report.id);
    expect(await list('q=nothing-like-this')).not.toContain(report.id);
    expect(await list('from=2999-01-01T00:00:00.000Z')).toEqual([]);
    expect((await xbox.get(`${FORMS}/reports?limit=0`)).status).toBe(400);
  });

  it('finds officers and units for the picker', async () => {
    const res = await xbox.get(`${FORMS}/officers?q=alex`);
    expect(res.status).toBe(200);
    const { items } = (await res.json()) as { items: { id: string }[] };
    expect(items.length).toBeGreaterThan(0);
    expect((await xbox.get(`${FORMS}/officers`)).status).toBe(400);
  });
});

describe('the values file', () => {
  it('exports forms, and an empty community importing the file exports the same', async () => {
    const exported = await staff.get('/api/admin/values/export');
    expect(exported.status).toBe(200);
    const file = (await exported.json()) as { forms: { name: string; published: boolean }[] };
    expect(file.forms.find((f) => f.name === 'Everything')).toMatchObject({ published: true });
    expect(file.forms.find((f) => f.name === 'Used')).toMatchObject({ retired: true });

    const other = await createTestContext();
    try {
      const admin = await other.member([TEST_ROLES.admin]);
      const imported = await admin.post('/api/admin/values/import', file);
      expect(imported.status, await imported.clone().text()).toBe(200);
      const again = (await (await admin.get('/api/admin/values/export')).json()) as typeof file;
      expect(again.forms).toEqual(file.forms);
      // What the import published is offered for filing there.
      const published = await other.db
        .selectFrom('custom_forms')
        .select(['name', 'current_version'])
        .where('name', '=', 'Everything')
        .executeTakeFirstOrThrow();
      expect(published.current_version).toBe(1);
      // The same file again changes nothing: no new version is frozen.
      expect((await admin.post('/api/admin/values/import', file)).status).toBe(200);
      const versions = await other.db.selectFrom('custom_form_versions').select('id').execute();
      const preview = (await (
        await admin.post('/api/admin/values/import/preview', file)
      ).json()) as {
        plan: { forms: { changed: string[] } };
      };
      expect(preview.plan.forms.changed).toEqual([]);
      expect(await other.db.selectFrom('custom_form_versions').select('id').execute()).toEqual(
        versions,
      );
    } finally {
      await other.close();
    }
  });

  it('leaves the forms alone when a file has no forms section', async () => {
    const { forms: _forms, ...file } = (await (
      await staff.get('/api/admin/values/export')
    ).json()) as Record<string, unknown>;
    const before = await ctx.db.selectFrom('custom_forms').select('id').execute();
    const res = await staff.post('/api/admin/values/import', file);
    expect(res.status, await res.clone().text()).toBe(200);
    expect(await ctx.db.selectFrom('custom_forms').select('id').execute()).toEqual(before);
  });
});
