import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { clientAs, errorBody, typedClient } from '../testing/client';
import { createTestContext, type TestContext } from '../testing/test-app';

let ctx: TestContext;
beforeAll(async () => {
  // A report webhook is configured, so this deployment is expected to deliver the outbox.
  ctx = await createTestContext({
    env: { XBOX_REPORT_WEBHOOK_URL: 'http://127.0.0.1:9/api/webhooks/1/abc' },
  });
});
afterAll(() => ctx?.close());

describe('GET /readyz', () => {
  it('is ready when the database answers, migrations are current and the outbox flows', async () => {
    const res = await ctx.client.readyz.$get();
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      status: 'ready',
      database: 'reachable',
      migrations: 'current',
      outbox: 'flowing',
      outboxPending: 0,
    });
  });

  it('is not ready when a migration this build knows has not run', async () => {
    const removed = await sql<{
      name: string;
      timestamp: string;
    }>`DELETE FROM kysely_migration WHERE name = (SELECT max(name) FROM kysely_migration) RETURNING name, timestamp`.execute(
      ctx.db,
    );
    try {
      const res = await ctx.client.readyz.$get();
      expect(res.status).toBe(503);
      expect(await res.json()).toMatchObject({ status: 'not_ready', migrations: 'behind' });
    } finally {
      const row = removed.rows[0]!;
      await sql`INSERT INTO kysely_migration (name, timestamp) VALUES (${row.name}, ${row.timestamp})`.execute(
        ctx.db,
      );
    }
  });

  it('is not ready when due messages have waited more than ten minutes', async () => {
    const dueSince = new Date(ctx.clock.now.getTime() - 11 * 60_000);
    await ctx.db
      .insertInto('outbox')
      .values({
        kind: 'webhook',
        payload: JSON.stringify({ platform: 'Xbox', message: { content: 'x' } }),
        next_attempt_at: dueSince,
      })
      .execute();
    try {
      const res = await ctx.client.readyz.$get();
      expect(res.status).toBe(503);
      expect(await res.json()).toMatchObject({ outbox: 'stuck', outboxPending: 1 });
    } finally {
      await ctx.db.deleteFrom('outbox').execute();
    }
  });

  it('says stopping while the process shuts down; /healthz stays alive', async () => {
    const client = typedClient(createApp({ ...ctx.deps, lifecycle: { stopping: true } }));
    const res = await client.readyz.$get();
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({ status: 'stopping' });
    expect((await client.healthz.$get()).status).toBe(200);
  });
});

describe('request ids', () => {
  it('answers every request with an X-Request-Id, and error bodies carry it', async () => {
    const ok = await ctx.client.healthz.$get();
    expect(ok.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);

    // A path no route has: the typed client cannot name it.
    const missing = await ctx.request('/api/no-such-route');
    const id = missing.headers.get('x-request-id');
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(await missing.json()).toMatchObject({ code: 'not_found', requestId: id });

    const signedOut = await clientAs(ctx).civilians.$get({ query: {} });
    expect(signedOut.status).toBe(401);
    expect((await errorBody(signedOut)).requestId).toBe(signedOut.headers.get('x-request-id'));
  });

  it("keeps a proxy's request id", async () => {
    const res = await clientAs(ctx).civilians.$get(
      { query: {} },
      { headers: { 'x-request-id': 'proxy-1234abcd' } },
    );
    expect(res.headers.get('x-request-id')).toBe('proxy-1234abcd');
    expect((await errorBody(res)).requestId).toBe('proxy-1234abcd');
  });
});
