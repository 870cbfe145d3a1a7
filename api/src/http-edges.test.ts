import http from 'node:http';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serve, type ServerType } from '@hono/node-server';
import { createApp, type App } from './app';
import { createTestContext, type TestContext } from './testing/test-app';

let ctx: TestContext;
let app: App;
let dist: string;
let server: ServerType;
let port: number;
const SCRIPT = 'console.log("tenfour");'.repeat(50);

beforeAll(async () => {
  ctx = await createTestContext();
  dist = mkdtempSync(path.join(tmpdir(), 'tenfour-web-'));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>TenFour</title>');
  const hashed = path.join(dist, 'assets', 'index-Ab12_x-Z.js');
  writeFileSync(hashed, SCRIPT);
  writeFileSync(`${hashed}.br`, brotliCompressSync(SCRIPT));
  writeFileSync(`${hashed}.gz`, gzipSync(SCRIPT));
  writeFileSync(path.join(dist, 'assets', 'notes.txt'), 'plain');
  app = createApp({ ...ctx.deps, webDist: dist });
  server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  await new Promise((resolve) => server?.close(resolve));
  rmSync(dist, { recursive: true, force: true });
  await ctx?.close();
});

/** One request through `agent`, resolving with status, headers and body. */
function send(
  agent: http.Agent,
  options: { method: string; path: string; body?: string; headers?: Record<string, string> },
) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }>(
    (resolve, reject) => {
      const req = http.request(
        {
          host: '127.0.0.1',
          port,
          agent,
          method: options.method,
          path: options.path,
          headers: options.headers,
        },
        (res) => {
          let body = '';
          res.setEncoding('utf8');
          res.on('data', (chunk: string) => (body += chunk));
          res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body }));
        },
      );
      req.on('error', reject);
      req.end(options.body);
    },
  );
}

describe('HTTP edges', () => {
  it('a refused body closes its connection, so the next request on the agent is answered', async () => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    try {
      const big = await send(agent, {
        method: 'POST',
        path: '/api/civilians',
        body: 'x'.repeat(150 * 1024),
        headers: { 'content-type': 'application/json' },
      });
      expect(big.status).toBe(413);
      expect(big.headers.connection).toBe('close');
      expect(JSON.parse(big.body)).toMatchObject({ success: false, code: 'invalid_input' });
      const next = await send(agent, { method: 'GET', path: '/healthz' });
      expect(next.status).toBe(200);
    } finally {
      agent.destroy();
    }
  });

  it('serves hashed assets precompressed by Accept-Encoding with the immutable cache', async () => {
    const br = await app.request('/assets/index-Ab12_x-Z.js', {
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(br.status).toBe(200);
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('vary')).toContain('Accept-Encoding');
    expect(br.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');

    const gz = await app.request('/assets/index-Ab12_x-Z.js', {
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gz.headers.get('content-encoding')).toBe('gzip');

    const plain = await app.request('/assets/index-Ab12_x-Z.js');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(SCRIPT);

    const unhashed = await app.request('/assets/notes.txt');
    expect(unhashed.status).toBe(200);
    expect(unhashed.headers.get('cache-control') ?? '').not.toContain('immutable');
  });

  it('a missing asset is a 404 that nothing caches, not the app shell', async () => {
    const res = await app.request('/assets/index-Zz99_gone.js');
    expect(res.status).toBe(404);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(await res.text()).not.toContain('<title>');
    // Client routes still get the app.
    const page = await app.request('/civilian/dashboard');
    expect(page.status).toBe(200);
    expect(page.headers.get('cache-control')).toBe('no-cache');
  });

  it('API answers are never cached', async () => {
    const member = await ctx.member();
    for (const res of [
      await member.get('/api/auth/me'),
      await ctx.request('/api/civilians'),
      await ctx.request('/api/no-such-route'),
    ]) {
      expect(res.headers.get('cache-control')).toBe('no-store');
    }
  });
});
