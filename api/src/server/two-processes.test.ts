import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, enqueue, type DbHandle } from '@tenfour/db';
import { createTestDb, testEngine, TEST_ROLES } from '@tenfour/db/testing';
import { startFakeDiscord, type FakeDiscord } from '@tenfour/db/testing/fake-discord';
import { discordEnv } from '@tenfour/bot/testing/discord-env';
import { createOutboxWorker } from '@tenfour/bot/outbox/worker';
import { createTestContext, TEST_ENV, type TestContext } from '../testing/test-app';
import { startSecondProcess, type SecondProcess } from '../testing/second-process';
import { readSse, registeredOfficer } from '../testing/dispatch';

// Several API processes behind a proxy on one PostgreSQL database (docs/deploying.md, "Several API processes"):
// this process's app and another process must behave as one.
describe.runIf(testEngine() === 'postgres')('two API processes on one database', () => {
  let fake: FakeDiscord;
  let handle: DbHandle & { url?: string };
  let ctx: TestContext;
  let other: SecondProcess;
  // Both processes sit behind one proxy that says who the client is; sign-ins are limited low.
  const limits = { RATE_LIMIT_SIGN_IN: '6', RATE_LIMIT_WRITES: '8', TRUST_PROXY_HOPS: '1' };

  beforeAll(async () => {
    fake = await startFakeDiscord();
    handle = await createTestDb();
    ctx = await createTestContext({ handle, env: { ...discordEnv(fake), ...limits } });
    other = await startSecondProcess(handle.url!, {
      ...TEST_ENV,
      ...discordEnv(fake),
      ...limits,
    });
  });
  afterAll(async () => {
    await other?.stop();
    await Promise.all([ctx?.close(), fake?.close()]);
  });

  it('share sessions, and a sign-out in one ends the session in the other', async () => {
    const member = await ctx.member();
    const here = () => ctx.request('/api/auth/me', { headers: { cookie: member.cookie } });
    const there = () => other.request('/api/auth/me', { headers: { cookie: member.cookie } });
    expect((await here()).status).toBe(200);
    expect((await there()).status).toBe(200);

    const out = await other.request('/auth/logout', {
      method: 'POST',
      headers: { cookie: member.cookie },
    });
    expect(out.status).toBe(200);
    expect((await there()).status).toBe(401);
    await expect.poll(async () => (await here()).status, { timeout: 5_000 }).toBe(401);
  });

  it('deliver live events written in one process to streams of the other', async () => {
    const officer = await registeredOfficer(ctx);
    const res = await other.request('/api/events', { headers: { cookie: officer.cookie } });
    expect(res.status).toBe(200);
    const stream = readSse(res);
    try {
      await stream.next((e) => e.event === 'ready');
      const created = await officer.post('/api/calls', {
        type: 'Pursuit',
        location: 'Del Perro Fwy',
        postal: '7001',
      });
      expect(created.status).toBe(201);
      const event = await stream.next((e) => e.event === 'call.created', 10_000);
      expect(event.data).toMatchObject({ location: 'Del Perro Fwy' });
    } finally {
      await stream.close();
    }
  });

  it("send each outbox message once with both processes' workers running", async () => {
    const second: DbHandle = await createDb({ databaseUrl: handle.url!, poolSize: 4 });
    const COUNT = 30;
    for (let i = 0; i < COUNT; i++) {
      await enqueue(ctx.db, 'webhook', { platform: 'Xbox', message: { content: `report ${i}` } });
    }
    const workers = [ctx.db, second.db].map((db) =>
      createOutboxWorker({ db, config: ctx.config, pollMs: 20, batchSize: 5 }),
    );
    try {
      for (const worker of workers) worker.start();
      await expect.poll(() => fake.webhookPosts.length, { timeout: 20_000 }).toBe(COUNT);
      await new Promise((r) => setTimeout(r, 300));
      const contents = fake.webhookPosts.map((p) => p.body.content as string);
      expect(new Set(contents).size).toBe(COUNT);
      expect(contents).toHaveLength(COUNT);
    } finally {
      await Promise.all(workers.map((w) => w.stop()));
      await second.close();
    }
  });

  it('hold one rate limit between them: a burst split across both gets 429 with Retry-After', async () => {
    const from = { 'x-forwarded-for': '198.51.100.23' };
    const statuses: number[] = [];
    const refusals: Response[] = [];
    for (let i = 0; i < 10; i++) {
      const res = await (i % 2 ? other.request : ctx.request)('/auth/discord', {
        headers: from,
        redirect: 'manual',
      });
      statuses.push(res.status);
      if (res.status === 429) refusals.push(res);
    }
    // Six sign-ins from the address in all, whichever process served them; each alone saw five.
    expect(statuses.filter((s) => s === 302)).toHaveLength(6);
    expect(statuses.slice(6)).toEqual([429, 429, 429, 429]);
    for (const res of refusals) {
      expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(await res.json()).toMatchObject({ code: 'rate_limited', success: false });
    }

    // A member's writes too: four here and four there use the budget, the ninth is refused.
    const member = await ctx.member();
    const write = (via: 'here' | 'there') => {
      const init = {
        method: 'POST',
        headers: { cookie: member.cookie, 'content-type': 'application/json' },
        body: '{}',
      };
      return via === 'here'
        ? ctx.request('/api/civilians', init)
        : other.request('/api/civilians', init);
    };
    for (let i = 0; i < 8; i++) expect((await write(i % 2 ? 'there' : 'here')).status).toBe(400);
    const refused = await write('there');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await write('here')).status).toBe(429);
  });
  it('follow a department and a role mapping staff change in the other at once', async () => {
    const staff = await ctx.member([TEST_ROLES.admin]);
    const member = await ctx.member([TEST_ROLES.publicSafety, 'role-highway']);
    const there = async <T>(path: string) =>
      (await (await other.request(path, { headers: { cookie: member.cookie } })).json()) as T;
    const departmentIds = async () =>
      (await there<{ departments: { id: string }[] }>('/api/departments')).departments.map(
        (d) => d.id,
      );
    const dispatches = async () =>
      (await there<{ permissions: { dispatch: boolean } }>('/api/auth/me')).permissions.dispatch;
    // Both read before the change, so the other process holds them in memory.
    expect(await departmentIds()).not.toContain('lspd');
    expect(await dispatches()).toBe(false);

    const created = await staff.post('/api/admin/departments', {
      name: 'Los Santos Police Department',
      shortName: 'LSPD',
      services: ['police'],
      platform: null,
      colour: '#1f6feb',
      callsignPattern: null,
    });
    expect(created.status).toBe(201);
    const mapped = await staff.put('/api/admin/roles/mapping', {
      permission: 'dispatcher',
      roleIds: [TEST_ROLES.dispatch, 'role-highway'],
    });
    expect(mapped.status).toBe(200);

    // Sooner than a process that cannot hear announcements would read them again (5 s).
    await expect.poll(departmentIds, { timeout: 3_000 }).toContain('lspd');
    await expect.poll(dispatches, { timeout: 3_000 }).toBe(true);
  });
});
