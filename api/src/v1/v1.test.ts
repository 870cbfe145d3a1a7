import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMERGENCY_CALL_LIMITS } from '@tenfour/db/dispatch';
import { ApiKeyGate, type ApiScope } from '@tenfour/db/api-keys';
import {
  createTestContext,
  TEST_ROLES,
  type TestContext,
  type TestMember,
} from '../testing/test-app';
import { errorBody, insertCivilian, registeredOfficer } from '../testing/dispatch';

let ctx: TestContext;
let staff: TestMember;
beforeAll(async () => {
  ctx = await createTestContext();
  staff = await ctx.member([TEST_ROLES.admin]);
});
afterAll(async () => {
  await ctx?.close();
});

interface CreatedKey {
  id: string;
  secret: string;
}

async function newKey(
  scopes: ApiScope[],
  extra: { rateLimitPerMinute?: number; expiresAt?: string } = {},
): Promise<CreatedKey> {
  const res = await staff.post('/api/admin/api-keys', {
    name: `Key ${scopes.join(' ')}`,
    scopes,
    ...extra,
  });
  expect(res.status).toBe(201);
  const body = (await res.json()) as { key: { id: string }; secret: string };
  return { id: body.key.id, secret: body.secret };
}

const withKey = (key: CreatedKey | string, path: string, init: RequestInit = {}) =>
  ctx.request(`/api/v1${path}`, {
    ...init,
    headers: {
      authorization: `Bearer ${typeof key === 'string' ? key : key.secret}`,
      'content-type': 'application/json',
      ...(init.headers as Record<string, string>),
    },
  });

const post = (key: CreatedKey, path: string, body?: unknown) =>
  withKey(key, path, {
    method: 'POST',
    body: body === undefined ? undefined : JSON.stringify(body),
  });
const put = (key: CreatedKey, path: string, body: unknown) =>
  withKey(key, path, { method: 'PUT', body: JSON.stringify(body) });

const later = () => ctx.clock.advance(EMERGENCY_CALL_LIMITS.intervalMs + 1_000);

async function dial(key: CreatedKey) {
  later();
  const member = await ctx.member([]);
  const civilianId = await insertCivilian(ctx, member.discordId);
  return post(key, '/calls/911', {
    callerDiscordId: member.discordId,
    civilianId,
    department: 'Xbox',
    location: 'Route 68, near the diner',
    postal: '2011',
    description: 'A car is on fire.',
    services: ['fire', 'police'],
  });
}

/** Each operation with the scope it needs: called with the scope it works, without it 403. */
const OPERATIONS: { scope: ApiScope; call: (key: CreatedKey) => Promise<Response>; ok: number }[] =
  [
    { scope: 'calls:read', call: (k) => withKey(k, '/calls?department=Xbox'), ok: 200 },
    { scope: 'calls:write', call: (k) => dial(k), ok: 201 },
    { scope: 'units:read', call: (k) => withKey(k, '/units?department=Xbox'), ok: 200 },
    {
      scope: 'units:write',
      call: async (k) => {
        const cop = await registeredOfficer(ctx, 'Xbox');
        return post(k, `/units/${cop.discordId}/clock-in`);
      },
      ok: 200,
    },
  ];

describe('keys on the public API', () => {
  for (const op of OPERATIONS) {
    it(`${op.scope}: allowed with the scope, 403 naming it without, 401 once revoked or expired`, async () => {
      const key = await newKey([op.scope]);
      expect((await op.call(key)).status).toBe(op.ok);

      const other = await newKey([op.scope === 'calls:read' ? 'units:read' : 'calls:read']);
      const refused = await op.call(other);
      expect(refused.status).toBe(403);
      expect(await errorBody(refused)).toMatchObject({
        code: 'forbidden',
        message: `This API key does not have the ${op.scope} scope.`,
      });

      expect((await staff.post(`/api/admin/api-keys/${key.id}/revoke`)).status).toBe(200);
      const revoked = await op.call(key);
      expect(revoked.status).toBe(401);
      expect((await errorBody(revoked)).message).toBe('This API key was revoked.');

      const expiring = await newKey([op.scope], {
        expiresAt: new Date(ctx.clock.now.getTime() + 60_000).toISOString(),
      });
      ctx.clock.advance(61_000);
      const expired = await op.call(expiring);
      expect(expired.status).toBe(401);
      expect((await errorBody(expired)).message).toBe('This API key has expired.');
    });
  }

  it('answers 429 with Retry-After past the key’s per-minute limit, and again after the minute', async () => {
    ctx.clock.advance(60_000);
    const key = await newKey(['units:read'], { rateLimitPerMinute: 2 });
    expect((await withKey(key, '/units?department=Xbox')).status).toBe(200);
    ctx.clock.advance(20_000);
    expect((await withKey(key, '/units?department=Xbox')).status).toBe(200);
    const res = await withKey(key, '/units?department=Xbox');
    expect(res.status).toBe(429);
    expect(res.headers.get('retry-after')).toBe('40');
    expect((await errorBody(res)).code).toBe('rate_limited');
    // Another key is counted on its own.
    const other = await newKey(['units:read'], { rateLimitPerMinute: 2 });
    expect((await withKey(other, '/units?department=Xbox')).status).toBe(200);
    ctx.clock.advance(40_000);
    expect((await withKey(key, '/units?department=Xbox')).status).toBe(200);
  });

  it('refuses a request without a key, with a session cookie only, or with an unknown key', async () => {
    expect((await ctx.request('/api/v1/calls?department=Xbox')).status).toBe(401);
    const member = await ctx.member([TEST_ROLES.publicSafety, TEST_ROLES.admin]);
    const bySession = await member.get('/api/v1/calls?department=Xbox');
    expect(bySession.status).toBe(401);
    expect((await errorBody(bySession)).message).toBe(
      'Send an API key in the Authorization header: Bearer <key>.',
    );
    const unknown = await withKey('tfk_notakey', '/calls?department=Xbox');
    expect(unknown.status).toBe(401);
    expect((await errorBody(unknown)).message).toBe('This API key is not known.');
  });

  it('validates input as the site does: 400 with field issues', async () => {
    const key = await newKey(['calls:write', 'units:write']);
    const res = await post(key, '/calls/911', { department: 'Xbox', location: '' });
    expect(res.status).toBe(400);
    const paths = ((await errorBody(res)).issues ?? []).map((i) => i.path);
    expect(paths).toEqual(expect.arrayContaining(['callerDiscordId', 'civilianId', 'location']));
    const badId = await put(key, '/units/abc/status', { status: '10-8' });
    expect(badId.status).toBe(400);
  });

  it('creates a 911 call that dispatch sees, held to the caller’s own limits', async () => {
    const key = await newKey(['calls:write', 'calls:read']);
    const res = await dial(key);
    expect(res.status).toBe(201);
    const { call } = (await res.json()) as { call: { _id: string; postal: string } };
    expect(call.postal).toBe('2011');
    const list = await withKey(key, '/calls?department=Xbox&limit=100');
    const { calls } = (await list.json()) as { calls: { _id: string; source: string }[] };
    expect(calls.find((c) => c._id === call._id)?.source).toBe('911');

    // A civilian the caller does not own is refused, as on the site.
    const stranger = await ctx.member([]);
    const otherCivilian = await insertCivilian(ctx, (await ctx.member([])).discordId);
    later();
    const refused = await post(key, '/calls/911', {
      callerDiscordId: stranger.discordId,
      civilianId: otherCivilian,
      department: 'Xbox',
      location: 'Anywhere',
      description: 'Help',
      services: ['police'],
    });
    expect(refused.status).toBe(404);
  });

  it('sets a unit’s status for an officer, and refuses a member who is not one', async () => {
    const key = await newKey(['units:write', 'units:read']);
    const cop = await registeredOfficer(ctx, 'Xbox');
    const res = await put(key, `/units/${cop.discordId}/status`, { status: '10-8' });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { unit: { onDuty: boolean } }).unit.onDuty).toBe(true);
    const units = (await (await withKey(key, '/units?department=Xbox')).json()) as {
      units: { discordId: string; status: string }[];
    };
    expect(units.units.find((u) => u.discordId === cop.discordId)?.status).toBe('10-8');
    const out = await post(key, `/units/${cop.discordId}/clock-out`);
    expect(out.status).toBe(200);

    const civilian = await ctx.member([]);
    const notOfficer = await put(key, `/units/${civilian.discordId}/status`, { status: '10-8' });
    expect(notOfficer.status).toBe(422);
    expect((await errorBody(notOfficer)).message).toBe(
      'That member is not a public safety officer.',
    );
  });
});

describe('the staff console’s keys', () => {
  it('shows the secret once, keeps only its hash, and lists the key by its prefix', async () => {
    const res = await staff.post('/api/admin/api-keys', {
      name: 'Game server',
      scopes: ['calls:write', 'calls:write'],
      rateLimitPerMinute: 120,
    });
    expect(res.status).toBe(201);
    const body = (await res.json()) as {
      secret: string;
      key: { id: string; prefix: string; scopes: string[] };
    };
    expect(body.secret).toMatch(/^tfk_[A-Za-z0-9_-]{43}$/);
    expect(body.key.scopes).toEqual(['calls:write']);
    expect(body.secret.startsWith(body.key.prefix)).toBe(true);
    const row = await ctx.db
      .selectFrom('api_keys')
      .selectAll()
      .where('id', '=', body.key.id)
      .executeTakeFirstOrThrow();
    expect(row.secret_hash).not.toContain(body.secret.slice(4));
    const list = await (await staff.get('/api/admin/api-keys')).text();
    expect(list).toContain(body.key.prefix);
    expect(list).not.toContain(body.secret);
  });

  it('is staff only, validates, and refuses an expiry in the past', async () => {
    const cop = await ctx.member([TEST_ROLES.publicSafety]);
    expect(
      (await cop.post('/api/admin/api-keys', { name: 'x', scopes: ['calls:read'] })).status,
    ).toBe(403);
    const bad = await staff.post('/api/admin/api-keys', { name: '', scopes: ['everything'] });
    expect(bad.status).toBe(400);
    const past = await staff.post('/api/admin/api-keys', {
      name: 'Old',
      scopes: ['calls:read'],
      expiresAt: new Date(ctx.clock.now.getTime() - 1000).toISOString(),
    });
    expect(past.status).toBe(400);
    expect((await errorBody(past)).issues?.[0]?.path).toBe('expiresAt');
  });

  it('logs each request of a key (time, route, status, address), refused ones too, newest first', async () => {
    const key = await newKey(['units:read']);
    await withKey(key, '/units?department=Xbox');
    await withKey(key, '/calls?department=Xbox');
    const res = await staff.get(`/api/admin/api-keys/${key.id}/usage?limit=1`);
    expect(res.status).toBe(200);
    const page = (await res.json()) as {
      usage: { route: string; status: number; method: string; address: string; at: string }[];
      nextCursor: string | null;
    };
    expect(page.usage).toEqual([
      expect.objectContaining({ route: '/api/v1/calls', status: 403, method: 'GET' }),
    ]);
    const next = await staff.get(`/api/admin/api-keys/${key.id}/usage?cursor=${page.nextCursor}`);
    const rest = (await next.json()) as { usage: { route: string; status: number }[] };
    expect(rest.usage).toEqual([expect.objectContaining({ route: '/api/v1/units', status: 200 })]);
  });

  it('refuses a revoked key at once in a gate that already held it', async () => {
    const key = await newKey(['units:read']);
    const other = new ApiKeyGate(ctx.db, ctx.handle.notifier);
    expect((await other.check(key.secret, ctx.clock.now)).ok).toBe(true);
    await staff.post(`/api/admin/api-keys/${key.id}/revoke`);
    expect(await other.check(key.secret, ctx.clock.now)).toEqual({ ok: false, reason: 'revoked' });
    const again = await staff.post(`/api/admin/api-keys/${key.id}/revoke`);
    expect(again.status).toBe(409);
  });
});
