import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sql } from 'kysely';
import { failCommitsAuditing } from '@tenfour/db/testing';
import { WEBHOOK_EVENTS } from '@tenfour/db/webhooks';
import { clientAs } from '../testing/client';
import { registeredOfficer } from '../testing/dispatch';
import { insertCivilian, officer, type RecordsOfficer } from '../testing/records';
import {
  createTestContext,
  TEST_ROLES,
  type TestContext,
  type TestMember,
} from '../testing/test-app';

let ctx: TestContext;
let staff: TestMember;
let member: TestMember;
let cop: RecordsOfficer;
beforeAll(async () => {
  ctx = await createTestContext();
  staff = await ctx.member([TEST_ROLES.admin], { username: 'staff.sam' });
  member = await ctx.member();
  cop = await officer(ctx, 'Xbox');
});
afterAll(async () => {
  await ctx?.close();
});

const API = '/api/admin/webhooks';
const URL_OK = 'https://hooks.example.com/tenfour';

interface Endpoint {
  id: string;
  url: string;
  description: string;
  events: string[];
  enabled: boolean;
}

const send = (who: TestMember, method: string, path: string, body?: unknown) =>
  who.request(path, {
    method,
    headers: { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

async function create(body: Record<string, unknown>) {
  const res = await staff.post(API, body);
  expect(res.status, await res.clone().text()).toBe(201);
  return (await res.json()) as { endpoint: Endpoint; secret: string; messageKey: string };
}

async function fieldKeys(res: Response) {
  expect(res.status).toBe(400);
  const body = (await res.json()) as { issues?: { path: string; key: string }[] };
  return Object.fromEntries((body.issues ?? []).map((i) => [i.path, i.key]));
}

const queued = (endpointId: string) =>
  ctx.db
    .selectFrom('outbox')
    .select(['status', sql<string>`payload->>'type'`.as('type'), 'payload'])
    .where('kind', '=', 'event_webhook')
    .where(sql<string>`payload->>'endpointId'`, '=', endpointId)
    .orderBy('id')
    .execute();

describe('staff manage event webhook endpoints', () => {
  it('registers an endpoint, shows its secret once, and never lists it', async () => {
    const created = await create({
      url: URL_OK,
      description: 'Game server',
      events: ['panic', 'call.created', 'panic'],
    });
    expect(created.messageKey).toBe('webhooks.done.created');
    expect(created.secret).toMatch(/^whsec_/);
    expect(created.endpoint).toMatchObject({
      url: URL_OK,
      description: 'Game server',
      events: ['call.created', 'panic'],
      enabled: true,
    });
    const res = await staff.get(API);
    expect(res.status).toBe(200);
    const text = await res.text();
    expect(text).toContain(created.endpoint.id);
    expect(text).not.toContain(created.secret);
    expect(JSON.parse(text).events).toEqual([...WEBHOOK_EVENTS]);
  });

  it('refuses a URL that is not https, or http beyond this machine, and unknown events', async () => {
    for (const url of [
      'ftp://hooks.example.com/x',
      'http://hooks.example.com/x',
      'not a url',
      'https://user:pw@hooks.example.com/',
    ]) {
      expect(await fieldKeys(await staff.post(API, { url, events: ['panic'] }))).toMatchObject({
        url: 'webhooks.urlHttps',
      });
    }
    expect(
      await fieldKeys(await staff.post(API, { url: URL_OK, events: ['call.deleted'] })),
    ).toMatchObject({
      'events.0': 'webhooks.unknownEvent',
    });
    expect(await fieldKeys(await staff.post(API, { url: URL_OK, events: [] }))).toMatchObject({
      events: 'webhooks.eventsRequired',
    });
    // Outside production a receiver on this machine may use http.
    await create({ url: 'http://127.0.0.1:9/hook', events: ['panic'] });
  });

  it('edits, disables, rotates, tests, lists deliveries, replays and deletes', async () => {
    const { endpoint, secret } = await create({ url: URL_OK, events: ['panic'] });
    const path = `${API}/${endpoint.id}`;
    const patched = await send(staff, 'PATCH', path, { events: ['bolo.created'], enabled: false });
    expect(patched.status).toBe(200);
    expect(((await patched.json()) as { endpoint: Endpoint }).endpoint).toMatchObject({
      events: ['bolo.created'],
      enabled: false,
    });
    // A disabled endpoint is sent no test.
    expect((await staff.post(`${path}/test`)).status).toBe(409);
    expect((await send(staff, 'PATCH', path, { enabled: true })).status).toBe(200);
    expect(
      await fieldKeys(await send(staff, 'PATCH', path, { url: 'http://example.com' })),
    ).toMatchObject({
      url: 'webhooks.urlHttps',
    });

    const rotated = await staff.post(`${path}/rotate`);
    expect(rotated.status).toBe(200);
    const newSecret = ((await rotated.json()) as { secret: string }).secret;
    expect(newSecret).toMatch(/^whsec_/);
    expect(newSecret).not.toBe(secret);

    const tested = await staff.post(`${path}/test`);
    expect(tested.status).toBe(202);
    const log = await staff.get(`${path}/deliveries`);
    expect(log.status).toBe(200);
    const { deliveries } = (await log.json()) as {
      deliveries: { id: number; type: string; status: string }[];
    };
    expect(deliveries).toMatchObject([{ type: 'webhook.test', status: 'pending' }]);
    expect((await staff.post(`${path}/deliveries/${deliveries[0]!.id}/replay`)).status).toBe(202);
    expect((await staff.post(`${path}/deliveries/999999/replay`)).status).toBe(404);

    expect((await send(staff, 'DELETE', path)).status).toBe(200);
    expect((await staff.get(`${path}/deliveries`)).status).toBe(404);
    expect((await send(staff, 'DELETE', path)).status).toBe(404);
    expect((await staff.get(`${API}/not-an-id/deliveries`)).status).toBe(400);
  });

  it('is for staff only, on every route', async () => {
    const { endpoint } = await create({ url: URL_OK, events: ['panic'] });
    const path = `${API}/${endpoint.id}`;
    const routes: [string, string, unknown?][] = [
      ['GET', API],
      ['POST', API, { url: URL_OK, events: ['panic'] }],
      ['PATCH', path, { enabled: false }],
      ['POST', `${path}/rotate`],
      ['POST', `${path}/test`],
      ['GET', `${path}/deliveries`],
      ['POST', `${path}/deliveries/1/replay`],
      ['DELETE', path],
    ];
    for (const [method, route, body] of routes) {
      expect((await send(member, method, route, body)).status, `${method} ${route}`).toBe(403);
      expect((await send(cop, method, route, body)).status, `${method} ${route}`).toBe(403);
    }
    expect((await ctx.request(API)).status).toBe(401);
  });
});

describe('events are queued with the change that causes them', () => {
  it('a warrant queues its event only if it commits', async () => {
    const { endpoint } = await create({
      url: URL_OK,
      events: ['warrant.created', 'warrant.served'],
    });
    const owner = await ctx.member();
    const civilianId = await insertCivilian(ctx, owner.discordId, { first: 'Rowan', last: 'Lake' });
    const issue = () =>
      clientAs(ctx, cop).warrants.create.$post({
        json: { type: 'Arrest', civilianId, reason: 'Failure to appear' },
      });

    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const restore = await failCommitsAuditing(ctx.db, 'warrant.create');
    try {
      expect((await issue()).status).toBe(500);
    } finally {
      await restore();
      quiet.mockRestore();
    }
    expect(await queued(endpoint.id)).toHaveLength(0);

    const res = await issue();
    expect(res.status).toBe(201);
    const { warrant } = (await res.json()) as { warrant: { _id: string } };
    await clientAs(ctx, cop).warrants.resolve[':id'].$post({ param: { id: warrant._id } });
    const rows = await queued(endpoint.id);
    expect(rows.map((r) => r.type)).toEqual(['warrant.created', 'warrant.served']);
    const body = (rows[0]!.payload as { body: Record<string, unknown> }).body;
    expect(body).toMatchObject({
      type: 'warrant.created',
      department: 'Xbox',
      data: { _id: warrant._id, civilianId: { _id: civilianId, firstName: 'Rowan' } },
    });
  });

  it('a call announces itself and the unit assigned to it', async () => {
    const { endpoint } = await create({ url: URL_OK, events: ['call.created', 'unit.assigned'] });
    const unit = await registeredOfficer(ctx, 'Xbox');
    const res = await clientAs(ctx, unit).calls.$post({
      json: { type: 'Robbery', location: 'Fleeca, Route 68' },
    });
    expect(res.status).toBe(201);
    const rows = await queued(endpoint.id);
    expect(rows.map((r) => r.type)).toEqual(['call.created', 'unit.assigned']);
    expect((rows[1]!.payload as { body: { data: unknown } }).body.data).toMatchObject({
      unit: { callsign: unit.officer.callsign },
    });
  });
});
