import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestContext,
  TEST_ROLES,
  type TestContext,
  type TestMember,
} from '../testing/test-app';

let ctx: TestContext;
let staff: TestMember;
beforeAll(async () => {
  ctx = await createTestContext();
  staff = await ctx.member([TEST_ROLES.admin], { username: 'staff.sam' });
});
afterAll(async () => {
  await ctx?.close();
});

const API = '/api/admin/departments';
const WEBHOOK = 'https://discord.com/api/webhooks/123456789/secret-token-abc';

interface Part {
  id: string;
  name: string;
  position: number;
  archived: boolean;
  supervisor?: boolean;
}
interface Department {
  id: string;
  name: string;
  shortName: string;
  services: string[];
  platform: string | null;
  colour: string;
  callsignPattern: string | null;
  position: number;
  archived: boolean;
  reportWebhookConfigured: boolean;
  dispatchWebhookConfigured: boolean;
  divisions: Part[];
  ranks: Part[];
}

const send = (who: TestMember, method: string, path: string, body?: unknown) =>
  who.request(path, {
    method,
    headers: { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

async function list(): Promise<Department[]> {
  const res = await staff.get(API);
  expect(res.status).toBe(200);
  return ((await res.json()) as { departments: Department[] }).departments;
}

async function create(body: Record<string, unknown>): Promise<Department> {
  const res = await staff.post(API, body);
  expect(res.status, await res.clone().text()).toBe(201);
  return ((await res.json()) as { department: Department }).department;
}

const bcso = {
  name: "Blaine County Sheriff's Office",
  shortName: 'BCSO',
  services: ['police'],
  platform: 'PC',
  colour: '#8B5A2B',
  callsignPattern: '1-ADAM-{n}',
};

async function fieldKeys(res: Response) {
  expect(res.status).toBe(400);
  const body = (await res.json()) as { issues?: { path: string; key: string }[] };
  return Object.fromEntries((body.issues ?? []).map((i) => [i.path, i.key]));
}

describe('staff manage departments', () => {
  it('lists the seeded departments with whether each webhook is configured, never the URL', async () => {
    const departments = await list();
    expect(departments.map((d) => d.id)).toEqual(['Xbox', 'PlayStation']);
    expect(departments[0]).toMatchObject({
      reportWebhookConfigured: false,
      dispatchWebhookConfigured: false,
      divisions: [],
      ranks: [],
    });
    expect(JSON.stringify(departments)).not.toContain('webhooks/');
  });

  it('creates a department with a slug id, last in the order, with its dispatch counters', async () => {
    const created = await create(bcso);
    expect(created).toMatchObject({
      id: 'bcso',
      name: bcso.name,
      shortName: 'BCSO',
      services: ['police'],
      platform: 'PC',
      colour: '#8b5a2b',
      callsignPattern: '1-ADAM-{n}',
      position: 3,
      archived: false,
    });
    const counter = await ctx.db
      .selectFrom('dispatch_counters')
      .selectAll()
      .where('department', '=', 'bcso' as never)
      .executeTakeFirst();
    expect(counter).toMatchObject({ last_call_number: 0 });

    // A second department whose short name slugs the same gets the next free id.
    const second = await create({
      name: 'Blaine Sheriff Reserve',
      shortName: 'B-C-S-O',
      services: ['fire', 'ems', 'fire'],
    });
    expect(second).toMatchObject({ id: 'b-c-s-o', services: ['fire', 'ems'], colour: '#5865f2' });
    const third = await create({
      name: 'Blaine County Office',
      shortName: 'bcso!',
      services: ['ems'],
    });
    expect(third.id).toBe('bcso-2');

    const [entry] = await ctx.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'department.create')
      .where('target_id', '=', 'bcso')
      .execute();
    expect(entry).toMatchObject({
      actor_discord_id: staff.discordId,
      actor_profile: 'Community staff',
      target_type: 'department',
      after: { name: bcso.name, shortName: 'BCSO', callsignPattern: '1-ADAM-{n}' },
    });
  });

  it('refuses bad input with a field message for each field', async () => {
    expect(
      await fieldKeys(await staff.post(API, { ...bcso, name: 'Other', shortName: 'bcso' })),
    ).toEqual({ shortName: 'departments.shortNameTaken' });
    expect(await fieldKeys(await staff.post(API, { ...bcso, shortName: 'NEW' }))).toEqual({
      name: 'departments.nameTaken',
    });
    expect(
      await fieldKeys(
        await staff.post(API, {
          name: '',
          shortName: 'X'.repeat(17),
          services: [],
          colour: 'red',
          callsignPattern: '1-ADAM-{n}-{n}',
        }),
      ),
    ).toEqual({
      name: 'validation.required',
      shortName: 'validation.tooLong',
      services: 'departments.servicesRequired',
      colour: 'departments.colourFormat',
      callsignPattern: 'departments.callsignPattern',
    });
    for (const callsignPattern of ['ADAM', '1_ADAM_{n}', `${'A'.repeat(30)}{n}`, '{n}{n}']) {
      expect(
        await fieldKeys(
          await staff.post(API, { ...bcso, shortName: 'Q', name: 'Q', callsignPattern }),
        ),
        callsignPattern,
      ).toEqual({ callsignPattern: 'departments.callsignPattern' });
    }
    expect(
      await fieldKeys(
        await staff.post(API, { ...bcso, shortName: 'Q', name: 'Q', services: ['swat'] }),
      ),
    ).toEqual({ 'services.0': 'validation.oneOf' });
    expect((await list()).map((d) => d.id)).toEqual([
      'Xbox',
      'PlayStation',
      'bcso',
      'b-c-s-o',
      'bcso-2',
    ]);
  });

  it('edits a department, audited before and after; a name in use is refused', async () => {
    const res = await send(staff, 'PATCH', `${API}/bcso`, {
      name: 'Blaine County Sheriff',
      colour: '#112233',
      callsignPattern: null,
    });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { department: Department }).department).toMatchObject({
      id: 'bcso',
      name: 'Blaine County Sheriff',
      colour: '#112233',
      callsignPattern: null,
      shortName: 'BCSO',
    });
    const entry = await ctx.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'department.update')
      .executeTakeFirstOrThrow();
    expect(entry).toMatchObject({
      target_id: 'bcso',
      before: { name: bcso.name, colour: '#8b5a2b', callsignPattern: '1-ADAM-{n}' },
      after: { name: 'Blaine County Sheriff', colour: '#112233', callsignPattern: null },
    });
    expect(await fieldKeys(await send(staff, 'PATCH', `${API}/bcso`, { shortName: 'ps' }))).toEqual(
      { shortName: 'departments.shortNameTaken' },
    );
    // Its own short name in another case is no conflict.
    expect((await send(staff, 'PATCH', `${API}/bcso`, { shortName: 'bcso' })).status).toBe(200);
    expect((await send(staff, 'PATCH', `${API}/bcso`, { shortName: 'BCSO' })).status).toBe(200);
    expect((await send(staff, 'PATCH', `${API}/nowhere`, { name: 'X' })).status).toBe(404);
  });

  it('reorders departments from the full list only', async () => {
    const ids = (await list()).map((d) => d.id);
    const wanted = [ids[2]!, ...ids.filter((_, i) => i !== 2)];
    const res = await staff.put(`${API}/order`, { ids: wanted });
    expect(res.status).toBe(200);
    expect((await list()).map((d) => d.id)).toEqual(wanted);
    expect(await fieldKeys(await staff.put(`${API}/order`, { ids: wanted.slice(1) }))).toEqual({
      ids: 'departments.orderMismatch',
    });
    expect(
      await fieldKeys(await staff.put(`${API}/order`, { ids: [...wanted.slice(1), 'Xbox'] })),
    ).toEqual({ ids: 'departments.orderMismatch' });
    await staff.put(`${API}/order`, { ids });
  });

  it('archives and restores a department', async () => {
    const archived = await staff.post(`${API}/bcso-2/archive`);
    expect(archived.status).toBe(200);
    expect((await list()).find((d) => d.id === 'bcso-2')!.archived).toBe(true);
    const again = await staff.post(`${API}/bcso-2/archive`);
    expect(again.status).toBe(409);
    expect((await again.json()) as object).toMatchObject({ key: 'departments.alreadyArchived' });
    expect((await staff.post(`${API}/bcso-2/restore`)).status).toBe(200);
    expect((await list()).find((d) => d.id === 'bcso-2')!.archived).toBe(false);
    expect((await staff.post(`${API}/bcso-2/restore`)).status).toBe(409);
    expect((await staff.post(`${API}/nowhere/archive`)).status).toBe(404);
  });
});

describe('department webhooks', () => {
  it('are written once and shown only as configured; the audit log never holds the URL', async () => {
    const res = await staff.put(`${API}/Xbox/webhooks/report`, { url: WEBHOOK });
    expect(res.status).toBe(200);
    const text = await res.text();
    expect(text).not.toContain('secret-token');
    expect(JSON.parse(text)).toMatchObject({
      department: { reportWebhookConfigured: true, dispatchWebhookConfigured: false },
    });
    const row = await ctx.db
      .selectFrom('departments')
      .select('report_webhook_url')
      .where('id', '=', 'Xbox')
      .executeTakeFirstOrThrow();
    expect(row.report_webhook_url).toBe(WEBHOOK);
    expect(JSON.stringify(await list())).not.toContain('secret-token');

    const cleared = await staff.delete(`${API}/Xbox/webhooks/report`);
    expect(cleared.status).toBe(200);
    expect((await cleared.json()) as object).toMatchObject({
      department: { reportWebhookConfigured: false },
    });
    const entries = await ctx.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'department.webhook')
      .orderBy('id')
      .execute();
    expect(entries.map((e) => [e.before, e.after])).toEqual([
      [{ reportWebhook: 'not configured' }, { reportWebhook: 'configured' }],
      [{ reportWebhook: 'configured' }, { reportWebhook: 'cleared' }],
    ]);
    const log = await ctx.db.selectFrom('audit_log').selectAll().execute();
    expect(JSON.stringify(log)).not.toContain('secret-token');
  });

  it('accepts only a Discord webhook URL', async () => {
    for (const url of [
      'https://discord.com/api/webhooks/1/tok',
      'https://discordapp.com/api/webhooks/1/tok',
      'https://ptb.discord.com/api/v10/webhooks/1/tok',
      'https://canary.discord.com/api/webhooks/1/tok/',
    ]) {
      expect((await staff.put(`${API}/PlayStation/webhooks/dispatch`, { url })).status, url).toBe(
        200,
      );
    }
    for (const url of [
      'http://discord.com/api/webhooks/1/tok',
      'https://evil.example/api/webhooks/1/tok',
      'https://discord.com.evil.example/api/webhooks/1/tok',
      'https://discord.com/api/webhooks/abc/tok',
      'https://discord.com/api/channels/1/messages',
      'not a url',
      '',
    ]) {
      expect(
        await fieldKeys(await staff.put(`${API}/PlayStation/webhooks/dispatch`, { url })),
        url,
      ).toEqual({ url: 'departments.webhookUrl' });
    }
    expect((await staff.put(`${API}/PlayStation/webhooks/other`, { url: WEBHOOK })).status).toBe(
      400,
    );
    expect((await staff.put(`${API}/nowhere/webhooks/report`, { url: WEBHOOK })).status).toBe(404);
  });

  it('Test queues a test post through the outbox for that department and channel', async () => {
    const missing = await staff.post(`${API}/Xbox/webhooks/report/test`);
    expect(missing.status).toBe(409);
    expect((await missing.json()) as object).toMatchObject({
      key: 'departments.reportWebhookMissing',
    });

    await staff.put(`${API}/Xbox/webhooks/dispatch`, { url: WEBHOOK });
    const res = await staff.post(`${API}/Xbox/webhooks/dispatch/test`);
    expect(res.status).toBe(202);
    const { deliveryId } = (await res.json()) as { deliveryId: number };
    const row = await ctx.db
      .selectFrom('outbox')
      .selectAll()
      .where('id', '=', deliveryId)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ kind: 'webhook', status: 'pending' });
    expect(row.payload).toMatchObject({
      platform: 'Xbox',
      channel: 'dispatch',
      message: { embeds: [{ title: 'Webhook test' }] },
    });
    // The row names the department; the worker reads its URL when it sends.
    expect(JSON.stringify(row.payload)).not.toContain('secret-token');
    expect((await staff.post(`${API}/nowhere/webhooks/report/test`)).status).toBe(404);
  });
});

describe('divisions and ranks', () => {
  it('are created in order, renamed, reordered and archived', async () => {
    for (const name of ['Patrol', 'Traffic', 'K9']) {
      expect((await staff.post(`${API}/bcso/divisions`, { name })).status).toBe(201);
    }
    let [patrol, traffic, k9] = (await list()).find((d) => d.id === 'bcso')!.divisions;
    expect([patrol, traffic, k9].map((d) => [d!.name, d!.position])).toEqual([
      ['Patrol', 1],
      ['Traffic', 2],
      ['K9', 3],
    ]);
    expect(await fieldKeys(await staff.post(`${API}/bcso/divisions`, { name: 'patrol' }))).toEqual({
      name: 'departments.divisionNameTaken',
    });
    // Names are per department.
    expect((await staff.post(`${API}/Xbox/divisions`, { name: 'Patrol' })).status).toBe(201);

    const renamed = await send(staff, 'PATCH', `${API}/bcso/divisions/${k9!.id}`, {
      name: 'K-9 Unit',
    });
    expect(renamed.status).toBe(200);
    expect(
      await fieldKeys(
        await send(staff, 'PATCH', `${API}/bcso/divisions/${k9!.id}`, { name: 'TRAFFIC' }),
      ),
    ).toEqual({ name: 'departments.divisionNameTaken' });

    const order = [k9!.id, patrol!.id, traffic!.id];
    expect((await staff.put(`${API}/bcso/divisions/order`, { ids: order })).status).toBe(200);
    [k9, patrol, traffic] = (await list()).find((d) => d.id === 'bcso')!.divisions;
    expect([k9, patrol, traffic].map((d) => d!.name)).toEqual(['K-9 Unit', 'Patrol', 'Traffic']);
    expect(
      await fieldKeys(await staff.put(`${API}/bcso/divisions/order`, { ids: order.slice(1) })),
    ).toEqual({ ids: 'departments.orderMismatch' });

    expect((await staff.post(`${API}/bcso/divisions/${traffic!.id}/archive`)).status).toBe(200);
    expect((await staff.post(`${API}/bcso/divisions/${traffic!.id}/archive`)).status).toBe(409);
    expect((await list()).find((d) => d.id === 'bcso')!.divisions.at(-1)).toMatchObject({
      name: 'Traffic',
      archived: true,
    });

    // Another department's division, or no such division, is not found here.
    const xboxPatrol = (await list()).find((d) => d.id === 'Xbox')!.divisions[0]!;
    for (const id of [xboxPatrol.id, '00000000-0000-0000-0000-000000000000', 'nope']) {
      expect(
        (await send(staff, 'PATCH', `${API}/bcso/divisions/${id}`, { name: 'X' })).status,
      ).toBe(404);
      expect((await staff.post(`${API}/bcso/divisions/${id}/archive`)).status).toBe(404);
    }
    expect((await staff.post(`${API}/nowhere/divisions`, { name: 'X' })).status).toBe(404);
  });

  it('ranks are ordered from the highest and may be supervisor ranks', async () => {
    expect(
      (await staff.post(`${API}/bcso/ranks`, { name: 'Sheriff', supervisor: true })).status,
    ).toBe(201);
    expect((await staff.post(`${API}/bcso/ranks`, { name: 'Deputy' })).status).toBe(201);
    const [sheriff, deputy] = (await list()).find((d) => d.id === 'bcso')!.ranks;
    expect([sheriff, deputy]).toMatchObject([
      { name: 'Sheriff', position: 1, supervisor: true },
      { name: 'Deputy', position: 2, supervisor: false },
    ]);
    const res = await send(staff, 'PATCH', `${API}/bcso/ranks/${deputy!.id}`, {
      supervisor: true,
    });
    expect(res.status).toBe(200);
    const entry = await ctx.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'rank.update')
      .executeTakeFirstOrThrow();
    expect(entry).toMatchObject({
      target_type: 'rank',
      target_id: deputy!.id,
      target_label: 'BCSO · Deputy',
      before: { supervisor: false },
      after: { supervisor: true },
    });
    expect(await fieldKeys(await staff.post(`${API}/bcso/ranks`, { name: ' ' }))).toEqual({
      name: 'validation.required',
    });
    expect(
      (await staff.put(`${API}/bcso/ranks/order`, { ids: [deputy!.id, sheriff!.id] })).status,
    ).toBe(200);
    expect((await list()).find((d) => d.id === 'bcso')!.ranks.map((r) => r.name)).toEqual([
      'Deputy',
      'Sheriff',
    ]);
    expect((await staff.post(`${API}/bcso/ranks/${sheriff!.id}/archive`)).status).toBe(200);
  });
});

describe('who may manage departments', () => {
  it('staff only: 401 signed out, 403 for members', async () => {
    const member = await ctx.member([TEST_ROLES.publicSafety]);
    const calls: [string, string, unknown?][] = [
      ['GET', API],
      ['POST', API, { ...bcso, name: 'Z', shortName: 'Z' }],
      ['PUT', `${API}/order`, { ids: ['Xbox'] }],
      ['PATCH', `${API}/bcso`, { name: 'Z' }],
      ['POST', `${API}/bcso/archive`],
      ['POST', `${API}/bcso/restore`],
      ['PUT', `${API}/bcso/webhooks/report`, { url: WEBHOOK }],
      ['DELETE', `${API}/bcso/webhooks/report`],
      ['POST', `${API}/bcso/webhooks/report/test`],
      ['POST', `${API}/bcso/divisions`, { name: 'Z' }],
      ['PUT', `${API}/bcso/divisions/order`, { ids: [] }],
      ['PATCH', `${API}/bcso/divisions/x`, { name: 'Z' }],
      ['POST', `${API}/bcso/divisions/x/archive`],
      ['POST', `${API}/bcso/ranks`, { name: 'Z' }],
      ['PUT', `${API}/bcso/ranks/order`, { ids: [] }],
      ['PATCH', `${API}/bcso/ranks/x`, { name: 'Z' }],
      ['POST', `${API}/bcso/ranks/x/archive`],
    ];
    const before = await ctx.db.selectFrom('audit_log').select('id').execute();
    for (const [method, path, body] of calls) {
      const asMember = await send(member, method, path, body);
      expect(asMember.status, `${method} ${path}`).toBe(403);
      const signedOut = await ctx.request(path, {
        method,
        headers: { 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      expect(signedOut.status, `${method} ${path}`).toBe(401);
    }
    expect(await ctx.db.selectFrom('audit_log').select('id').execute()).toHaveLength(before.length);
  });
});
