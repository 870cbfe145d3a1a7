import http from 'node:http';
import net from 'node:net';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serve, type ServerType } from '@hono/node-server';
import { createApp, type App } from './app';
import { createTestContext, type TestContext } from './testing/test-app';
import { CIVILIAN } from './testing/civilians';

// Raw requests on purpose: compression, caching, static files and malformed HTTP live in the
// bytes and headers on the wire, which the typed client hides.

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

/** A POST whose body goes out in `chunks` (chunked encoding, no Content-Length). */
function sendChunked(path: string, chunks: Buffer[], headers: Record<string, string>) {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const req = http.request(
      { host: '127.0.0.1', port, method: 'POST', path, headers, agent: false },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode!, body }));
      },
    );
    // The server may answer and close before the whole of a refused body is sent.
    req.on('error', (err) => (err.message.includes('EPIPE') ? undefined : reject(err)));
    const write = (i: number) => {
      if (i === chunks.length) return void req.end();
      req.write(chunks[i], () => setTimeout(() => write(i + 1), 5));
    };
    write(0);
  });
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

  it('reads a body sent in pieces, a character split between two of them included', async () => {
    const member = await ctx.member();
    const json = Buffer.from(
      '\ufeff' + JSON.stringify({ ...CIVILIAN, firstName: 'Zoë', lastName: 'Ångström' }),
    );
    const split = json.indexOf(Buffer.from('ë')) + 1;
    expect(json[split - 1]).toBe(0xc3);
    const res = await sendChunked(
      '/api/civilians',
      [json.subarray(0, split), json.subarray(split)],
      {
        'content-type': 'application/json',
        cookie: member.cookie,
      },
    );
    expect(res.status).toBe(201);
    expect(JSON.parse(res.body).civilian).toMatchObject({ firstName: 'Zoë', lastName: 'Ångström' });

    const malformed = await sendChunked('/api/civilians', [Buffer.from('{"firstName":')], {
      'content-type': 'application/json',
      cookie: member.cookie,
    });
    expect(malformed.status).toBe(400);
    expect(JSON.parse(malformed.body)).toMatchObject({ success: false });
  });

  it('refuses a body over the limit while it is being read, with no length declared', async () => {
    const member = await ctx.member();
    const piece = Buffer.alloc(16 * 1024, 'x');
    const res = await sendChunked(
      '/api/civilians',
      Array.from({ length: 8 }, () => piece),
      {
        'content-type': 'application/json',
        cookie: member.cookie,
      },
    );
    expect(res.status).toBe(413);
    expect(JSON.parse(res.body)).toMatchObject({ error: 'Request body too large.' });
    expect((await send(new http.Agent(), { method: 'GET', path: '/healthz' })).status).toBe(200);
  });

  it('refuses a write over the limit without waiting for its body', async () => {
    const limited = await createTestContext({ env: { RATE_LIMIT_WRITES: '1' } });
    const limitedServer = serve({ fetch: createApp(limited.deps).fetch, port: 0 });
    try {
      await new Promise<void>((resolve) => limitedServer.once('listening', () => resolve()));
      const limitedPort = (limitedServer.address() as AddressInfo).port;
      const member = await limited.member();
      const first = await member.post('/api/civilians', {});
      expect(first.status).toBe(400);
      // Declares 1,000 bytes and sends ten: the answer must not wait for the rest.
      const socket = net.connect(limitedPort, '127.0.0.1');
      const answer = new Promise<string>((resolve) => {
        let text = '';
        socket.on('data', (chunk) => {
          text += chunk.toString();
          if (text.includes('\r\n\r\n')) resolve(text);
        });
      });
      socket.write(
        `POST /api/civilians HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n` +
          `Cookie: ${member.cookie}\r\nContent-Length: 1000\r\n\r\n{"first":1`,
      );
      const head = await Promise.race([
        answer,
        new Promise<string>((resolve) => setTimeout(() => resolve('no answer'), 3_000)),
      ]);
      socket.destroy();
      expect(head).toMatch(/^HTTP\/1\.1 429/);
    } finally {
      await new Promise((resolve) => limitedServer.close(resolve));
      await limited.close();
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
