import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enqueue } from '@tenfour/db';
import { startFakeDiscord, type FakeDiscord } from '@tenfour/db/testing/fake-discord';
import { discordEnv } from '@tenfour/bot/testing/discord-env';
import { createOutboxWorker } from '@tenfour/bot/outbox/worker';
import { testEngine } from '@tenfour/db/testing';
import { createApp } from '../app';
import { createTestContext, type TestContext } from '../testing/test-app';
import { createMetrics } from './metrics';

const TOKEN = 'metrics-token-0123456789';
let fake: FakeDiscord;
let ctx: TestContext;
beforeAll(async () => {
  fake = await startFakeDiscord();
  ctx = await createTestContext({ env: { ...discordEnv(fake), METRICS_TOKEN: TOKEN } });
});
afterAll(async () => {
  await Promise.all([ctx?.close(), fake?.close()]);
});

// /metrics sits beside the app's typed routes (a bearer token, Prometheus text), so these are
// raw requests.
describe('GET /metrics', () => {
  it('does not exist without METRICS_TOKEN', async () => {
    const plain = await createTestContext({ handle: ctx.handle });
    expect((await plain.request('/metrics')).status).toBe(404);
  });

  it("answers 404 in the error shape without METRICS_TOKEN, not the web app's page", async () => {
    const webDist = mkdtempSync(path.join(tmpdir(), 'tenfour-web-'));
    try {
      writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>TenFour</title>');
      const plain = await createTestContext({ handle: ctx.handle });
      const app = createApp({ ...plain.deps, webDist });
      // The web app is there: a client-side route still gets its page.
      expect((await app.request('/dashboard')).status).toBe(200);
      for (const method of ['GET', 'HEAD', 'POST']) {
        const res = await app.request('/metrics', { method });
        expect(res.status).toBe(404);
        expect(res.headers.get('content-type')).toContain('application/json');
        if (method !== 'HEAD') {
          expect(await res.json()).toMatchObject({ success: false, code: 'not_found' });
        }
      }
    } finally {
      rmSync(webDist, { recursive: true, force: true });
    }
  });

  it('needs the bearer token', async () => {
    expect((await ctx.request('/metrics')).status).toBe(401);
    const wrong = await ctx.request('/metrics', { headers: { authorization: 'Bearer nope' } });
    expect(wrong.status).toBe(401);
    expect(wrong.headers.get('www-authenticate')).toContain('Bearer');
  });

  it('reports requests per route, the outbox, deliveries, subscribers, pools and the process', async () => {
    const metrics = createMetrics({ ...ctx.handle, now: () => new Date() });
    const app = createApp({ ...ctx.deps, metrics });
    const member = await ctx.member();
    const call = (path: string, init: RequestInit = {}) => Promise.resolve(app.request(path, init));
    await call('/api/civilians/00000000-0000-4000-8000-000000000000', {
      headers: { cookie: member.cookie },
    });
    await call('/healthz');

    // One webhook rate limited, one failed for good; one waiting.
    await enqueue(ctx.db, 'webhook', { platform: 'Xbox', message: { content: 'a' } });
    await enqueue(ctx.db, 'webhook', { platform: 'Xbox', message: { content: 'b' } });
    fake.failNext(/\/webhooks\//, {
      status: 429,
      body: { message: 'slow down', retry_after: 30, global: false },
    });
    fake.failNext(/\/webhooks\//, {
      status: 404,
      body: { message: 'Unknown Webhook', code: 10015 },
    });
    const worker = createOutboxWorker({
      db: ctx.db,
      config: ctx.config,
      now: () => new Date(),
      observe: metrics.observeDelivery,
    });
    await worker.runOnce();

    const res = await call('/metrics', { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/plain');
    const text = await res.text();
    expect(text).toMatch(
      /tenfour_http_request_duration_seconds_count\{method="GET",route="\/api\/civilians\/:id",status="404"\} 1/,
    );
    expect(text).toMatch(
      /tenfour_http_request_duration_seconds_count\{method="GET",route="\/healthz",status="200"\} 1/,
    );
    expect(text).toMatch(/tenfour_outbox_pending 1\n/);
    expect(text).toMatch(/tenfour_outbox_oldest_due_seconds \d/);
    expect(text).toMatch(/tenfour_outbox_failed\{kind="webhook"\} 1/);
    expect(text).toMatch(
      /tenfour_discord_deliveries_total\{kind="webhook",outcome="rate_limited"\} 1/,
    );
    expect(text).toMatch(/tenfour_discord_api_errors_total\{kind="webhook",reason="failed"\} 1/);
    expect(text).toMatch(/tenfour_event_subscribers 0/);
    expect(text).toMatch(/process_resident_memory_bytes \d+/);
    expect(text).toMatch(/nodejs_eventloop_lag_p99_seconds \d/);
    if (testEngine() === 'postgres') {
      expect(text).toMatch(/tenfour_db_pool_max\{pool="ordinary"\} \d+/);
      expect(text).toMatch(/tenfour_db_pool_waiting\{pool="prepared"\} 0/);
    }
    // The scrape itself never lands in a log line or another route's figures with its token.
    expect(text).not.toContain(TOKEN);
  });
});
