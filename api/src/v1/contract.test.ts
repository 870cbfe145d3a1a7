import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compileErrors, validate } from '@readme/openapi-parser';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { EMERGENCY_CALL_LIMITS } from '@tenfour/db/dispatch';
import type { ApiScope } from '@tenfour/db/api-keys';
import {
  createTestContext,
  TEST_ROLES,
  type TestContext,
  type TestMember,
} from '../testing/test-app';
import { insertCivilian, readSse, registeredOfficer } from '../testing/dispatch';
import { OPERATIONS } from './operations';

// The document at /api/v1/openapi.json is checked by an OpenAPI parser we did not write, then
// every operation it documents is called: each answer (success and refusals) must match the
// schema the document gives for its status.

let ctx: TestContext;
let staff: TestMember;
let doc: Record<string, unknown>;
let secret: string;
beforeAll(async () => {
  ctx = await createTestContext();
  staff = await ctx.member([TEST_ROLES.admin]);
  doc = (await (await ctx.request('/api/v1/openapi.json')).json()) as Record<string, unknown>;
  const res = await staff.post('/api/admin/api-keys', {
    name: 'Contract',
    scopes: [...new Set(OPERATIONS.map((op) => op.scope))] satisfies ApiScope[],
  });
  secret = ((await res.json()) as { secret: string }).secret;
});
afterAll(async () => {
  await ctx?.close();
});

type Responses = Record<string, { content?: Record<string, { schema: object }> }>;
type Paths = Record<string, Record<string, { responses: Responses }>>;

const ajv = new Ajv2020({ strict: false, allErrors: true });

function schemaFor(path: string, method: string, status: number, media = 'application/json') {
  const responses = (doc.paths as Paths)[path]?.[method]?.responses;
  const schema = responses?.[String(status)]?.content?.[media]?.schema;
  if (!schema) throw new Error(`${method} ${path} documents no ${status} answer`);
  // The one error shape is a shared component: resolved for the validator.
  return '$ref' in schema
    ? (doc.components as { schemas: Record<string, object> }).schemas.Error!
    : schema;
}

async function expectDocumented(path: string, method: string, res: Response) {
  const body: unknown = await res.json();
  const check = ajv.compile(schemaFor(path, method, res.status));
  if (!check(body)) {
    throw new Error(`${method} ${path} ${res.status}: ${ajv.errorsText(check.errors)}`);
  }
}

/**
 * An event stream's frames match the document: after `ready`, a 911 call made through the API
 * arrives as `call.created`, its `data` line valid against the documented schema.
 */
async function expectDocumentedEvent(path: string, res: Response) {
  expect(res.headers.get('content-type')).toContain('text/event-stream');
  const stream = readSse(res);
  await stream.next((e) => e.event === 'ready');
  const call = await requestsFor('createEmergencyCall');
  expect((await send(call.path, 'post', secret, call.body)).status).toBe(201);
  const { data } = await stream.next((e) => e.event === 'call.created');
  await stream.close();
  const check = ajv.compile(schemaFor(path, 'get', 200, 'text/event-stream'));
  if (!check(data)) throw new Error(`${path} event: ${ajv.errorsText(check.errors)}`);
}

/** A request each operation accepts, and one it refuses as invalid. */
async function requestsFor(operationId: string) {
  ctx.clock.advance(EMERGENCY_CALL_LIMITS.intervalMs + 1_000);
  switch (operationId) {
    case 'listCalls':
      return { path: '/calls?department=Xbox', bad: '/calls?department=Xbox&limit=0' };
    case 'createEmergencyCall': {
      const member = await ctx.member([]);
      const civilianId = await insertCivilian(ctx, member.discordId);
      return {
        path: '/calls/911',
        body: {
          callerDiscordId: member.discordId,
          civilianId,
          department: 'Xbox',
          location: 'Legion Square',
          postal: '7001',
          description: 'Shots fired.',
          services: ['police', 'ems'],
        },
        bad: '/calls/911',
        badBody: { location: '' },
      };
    }
    case 'listUnits':
      return { path: '/units?department=Xbox', bad: '/units?department=Xbox&service=boats' };
    case 'setUnitStatus': {
      const cop = await registeredOfficer(ctx, 'Xbox');
      return {
        path: `/units/${cop.discordId}/status`,
        body: { status: '10-8' },
        bad: `/units/${cop.discordId}/status`,
        badBody: { status: 'asleep' },
      };
    }
    case 'clockIn':
    case 'clockOut': {
      const cop = await registeredOfficer(ctx, 'Xbox');
      if (operationId === 'clockOut') await staffless(cop.discordId);
      const tail = operationId === 'clockIn' ? 'clock-in' : 'clock-out';
      return { path: `/units/${cop.discordId}/${tail}`, bad: `/units/not-an-id/${tail}` };
    }
    case 'streamEvents':
      return { path: '/events?department=Xbox', bad: '/events?department=Xbox&lastEventId=x' };
    case 'lookup': {
      const member = await ctx.member([]);
      await insertCivilian(ctx, member.discordId, { first: 'Lookup', last: 'Contract' });
      return {
        path: '/lookup?department=Xbox&name=Lookup%20Contract',
        bad: '/lookup?department=Xbox&name=A&plate=B',
      };
    }
    case 'getCivilian':
    case 'listCivilianRecords':
    case 'getCivilianBank': {
      const member = await ctx.member([]);
      const id = await insertCivilian(ctx, member.discordId);
      const tail = { getCivilian: '', listCivilianRecords: '/records', getCivilianBank: '/bank' }[
        operationId
      ];
      const query = operationId === 'listCivilianRecords' ? '?department=Xbox' : '';
      return {
        path: `/civilians/${id}${tail}${query}`,
        bad: `/civilians/not-an-id${tail}${query}`,
      };
    }
    case 'issueCitation': {
      const cop = await registeredOfficer(ctx, 'Xbox');
      const member = await ctx.member([]);
      const civilianId = await insertCivilian(ctx, member.discordId);
      return {
        path: '/citations',
        body: {
          officerDiscordId: cop.discordId,
          civilianId,
          offenses: [{ title: 'Speeding', fine: 150 }],
        },
        bad: '/citations',
        badBody: { officerDiscordId: cop.discordId, civilianId, offenses: [] },
      };
    }
    default:
      throw new Error(`no contract request for ${operationId}`);
  }
}

/** Clocks the officer in first, so clocking out has a tour to end. */
async function staffless(discordId: string) {
  await ctx.request(`/api/v1/units/${discordId}/clock-in`, {
    method: 'POST',
    headers: { authorization: `Bearer ${secret}` },
  });
}

const send = (path: string, method: string, key: string | null, body?: unknown) =>
  ctx.request(`/api/v1${path}`, {
    method: method.toUpperCase(),
    headers: {
      'content-type': 'application/json',
      ...(key ? { authorization: `Bearer ${key}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

describe('the public API’s document', () => {
  it('is a valid OpenAPI 3.1 document listing every operation', async () => {
    const result = await validate(structuredClone(doc) as never);
    if (!result.valid) throw new Error(compileErrors(result));
    expect(doc.openapi).toBe('3.1.0');
    const documented = Object.entries(doc.paths as Paths).flatMap(([path, methods]) =>
      Object.keys(methods).map((m) => `${m} ${path}`),
    );
    expect(documented).toHaveLength(OPERATIONS.length);
  });

  it('has a readable reference page naming each operation', async () => {
    const page = await (await ctx.request('/api/v1/docs')).text();
    for (const op of OPERATIONS) expect(page).toContain(op.summary.replace(/'/g, '&#39;'));
  });

  for (const op of OPERATIONS) {
    it(`${op.method.toUpperCase()} ${op.path}: its answers match the document`, async () => {
      const path = op.path.replace(/:([A-Za-z]+)/g, '{$1}');
      const r = await requestsFor(op.operationId);
      const ok = await send(r.path, op.method, secret, r.body);
      expect(ok.status).toBe(op.ok.status);
      if (op.ok.mediaType === 'text/event-stream') await expectDocumentedEvent(path, ok);
      else await expectDocumented(path, op.method, ok);

      const bad = await send(r.bad, op.method, secret, r.badBody ?? r.body);
      expect(bad.status).toBe(400);
      await expectDocumented(path, op.method, bad);

      const anonymous = await send(r.path, op.method, null, r.body);
      expect(anonymous.status).toBe(401);
      await expectDocumented(path, op.method, anonymous);
    });
  }
});
