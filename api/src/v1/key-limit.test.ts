import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRateLimiter } from '@tenfour/db';
import { testEngine } from '@tenfour/db/testing';
import { createApp, type App } from '../app';
import {
  createTestContext,
  TEST_ROLES,
  type TestContext,
  type TestMember,
} from '../testing/test-app';

// Two API processes on one PostgreSQL database: each has its own rate limiter (its own
// leases and memory), as two servers behind a proxy would. A key's per-minute limit is the
// limit of both together. (The embedded database is opened by one process only.)
describe.runIf(testEngine() === 'postgres')('an API key’s limit across processes', () => {
  let ctx: TestContext;
  let staff: TestMember;
  let second: App;
  beforeAll(async () => {
    ctx = await createTestContext();
    staff = await ctx.member([TEST_ROLES.admin]);
    second = createApp({
      ...ctx.deps,
      limits: createRateLimiter(ctx.handle, ctx.config.rateLimits),
    });
  });
  afterAll(async () => {
    await ctx?.close();
  });

  async function newKey(rateLimitPerMinute: number) {
    const res = await staff.post('/api/admin/api-keys', {
      name: `Limit ${rateLimitPerMinute}`,
      scopes: ['units:read'],
      rateLimitPerMinute,
    });
    expect(res.status).toBe(201);
    return ((await res.json()) as { secret: string }).secret;
  }

  const ask = (app: App, secret: string) =>
    Promise.resolve(
      app.request('/api/v1/units?department=Xbox', {
        headers: { authorization: `Bearer ${secret}` },
      }),
    );

  it('lets both processes together through no more than the limit, then 429 with Retry-After in each', async () => {
    const secret = await newKey(40);
    const statuses: number[] = [];
    for (let i = 0; i < 50; i++) {
      const res = await ask(i % 2 ? second : ctx.app, secret);
      statuses.push(res.status);
      if (res.status === 429) expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    }
    const allowed = statuses.filter((s) => s === 200).length;
    expect(allowed).toBeLessThanOrEqual(40);
    // A lease one process holds may refuse the other a little early, never by much.
    expect(allowed).toBeGreaterThanOrEqual(30);
    expect(statuses.slice(-2)).toEqual([429, 429]);
    expect(statuses.filter((s) => s !== 200 && s !== 429)).toEqual([]);

    // Another key is counted on its own, in both processes.
    const other = await newKey(5);
    expect((await ask(ctx.app, other)).status).toBe(200);
    expect((await ask(second, other)).status).toBe(200);

    // A new minute, a new budget.
    ctx.clock.advance(61_000);
    expect((await ask(ctx.app, secret)).status).toBe(200);
    expect((await ask(second, secret)).status).toBe(200);
  });

  it('holds under a burst split across both processes at once', async () => {
    const secret = await newKey(25);
    const answers = await Promise.all(
      Array.from({ length: 60 }, (_, i) => ask(i % 2 ? second : ctx.app, secret)),
    );
    const allowed = answers.filter((r) => r.status === 200).length;
    expect(allowed).toBeLessThanOrEqual(25);
    expect(allowed).toBeGreaterThan(0);
    expect(answers.filter((r) => r.status === 429).length).toBe(60 - allowed);
  });
});
