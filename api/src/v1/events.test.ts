import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMERGENCY_CALL_LIMITS } from '@tenfour/db/dispatch';
import type { ApiScope } from '@tenfour/db/api-keys';
import {
  createTestContext,
  TEST_ROLES,
  type TestContext,
  type TestMember,
} from '../testing/test-app';
import { insertCivilian, readSse } from '../testing/dispatch';

// A tool's event stream: webhook-named CAD events of one department, resumable by event id.

let ctx: TestContext;
let staff: TestMember;
beforeAll(async () => {
  ctx = await createTestContext();
  staff = await ctx.member([TEST_ROLES.admin]);
});
afterAll(async () => {
  await ctx?.close();
});

async function newKey(scopes: ApiScope[]): Promise<string> {
  const res = await staff.post('/api/admin/api-keys', { name: 'Duty board', scopes });
  return ((await res.json()) as { secret: string }).secret;
}

const get = (key: string, path: string, headers: Record<string, string> = {}) =>
  ctx.request(`/api/v1${path}`, { headers: { authorization: `Bearer ${key}`, ...headers } });

async function call911(key: string, location: string) {
  ctx.clock.advance(EMERGENCY_CALL_LIMITS.intervalMs + 1_000);
  const member = await ctx.member([]);
  const civilianId = await insertCivilian(ctx, member.discordId);
  const res = await ctx.request('/api/v1/calls/911', {
    method: 'POST',
    headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      callerDiscordId: member.discordId,
      civilianId,
      department: 'Xbox',
      location,
      postal: '7001',
      description: 'Shots fired.',
      services: ['police'],
    }),
  });
  expect(res.status).toBe(201);
}

describe('public API: the event stream', () => {
  it("streams the department's calls under their public names, and replays after a reconnect", async () => {
    const key = await newKey(['events:read', 'calls:write']);
    const first = readSse(await get(key, '/events?department=Xbox'));
    expect(first.status).toBe(200);
    expect((await first.next((e) => e.event === 'ready')).data).toEqual({
      resumed: false,
      department: 'Xbox',
    });
    await call911(key, 'Pillbox Hill');
    const created = await first.next((e) => e.event === 'call.created');
    expect(created.data).toMatchObject({
      type: 'call.created',
      department: 'Xbox',
      data: { location: 'Pillbox Hill' },
    });
    await first.close();

    // Missed while disconnected: replayed from the id last read, before `ready`.
    await call911(key, 'Sandy Shores');
    const again = readSse(
      await get(key, '/events?department=Xbox', { 'last-event-id': created.id! }),
    );
    const replayed = await again.next((e) => e.event === 'call.created');
    expect(replayed.data).toMatchObject({ data: { location: 'Sandy Shores' } });
    expect(Number(replayed.id)).toBeGreaterThan(Number(created.id));
    expect((await again.next((e) => e.event === 'ready')).data).toMatchObject({ resumed: true });
    await again.close();
  });

  it('needs the events:read scope and a known department', async () => {
    const without = await newKey(['calls:read']);
    const refused = await get(without, '/events?department=Xbox');
    expect(refused.status).toBe(403);
    expect(JSON.stringify(await refused.json())).toContain('events:read');
    const key = await newKey(['events:read']);
    expect((await get(key, '/events?department=Nowhere')).status).toBe(400);
    expect((await get(key, '/events')).status).toBe(400);
  });
});
