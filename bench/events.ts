// Realtime fan-out latency: many officers hold GET /api/events open while calls are created;
// each delivery is timed from the moment the call's POST was sent to the moment the call.created
// event arrived at that subscriber. A script, not a test:
//   npm run bench:events -- [--subscribers=500] [--calls=30] [--servers=2] [--interval=250]
// The API runs in separate processes (`--servers`, subscribers spread across them, calls
// created through the first), so fan-out crosses processes through PostgreSQL LISTEN/NOTIFY as
// it does behind a load balancer. Creates its own database on the local server (or
// BENCH_ADMIN_URL's) and drops it afterwards. Then the dispatcher scenario
// (bench/dispatcher-scenario.ts): assignments and notes to the same number of subscribers,
// officers and `--dispatchers` dispatchers (default 50); `--rounds` of each (default 30).
import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import net, { createServer } from 'node:net';
import { cpus, loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { serve } from '@hono/node-server';
import { sql } from 'kysely';
import pg from 'pg';
import {
  createDb,
  loadConfig,
  migrateToLatest,
  seedRoleMappingOnce,
  type DbHandle,
  createRateLimiter,
} from '@tenfour/db';
import { databaseUrl, withAdmin } from '@tenfour/db/testing';
import { seedOfficer } from './seed-units';
import { createApp } from '../api/src/app';
import { DISPATCH_ROLE, runDispatcherScenario } from './dispatcher-scenario';

const ADMIN_URL = process.env.BENCH_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const PSO_ROLE = 'bench-pso';
const DELIVERY_TIMEOUT_MS = 15_000;

function arg(name: string, fallback: number): number {
  const found = process.argv.find((a) => a.startsWith(`--${name}=`));
  const value = found ? Number(found.split('=')[1]) : fallback;
  if (!Number.isFinite(value) || value <= 0) throw new Error(`--${name} must be a positive number`);
  return value;
}

function serverEnv(url: string, port: number): Record<string, string> {
  return {
    NODE_ENV: 'test',
    PORT: String(port),
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    DATABASE_URL: url,
    PSO_ROLE_IDS: PSO_ROLE,
    DISPATCH_ROLE_IDS: DISPATCH_ROLE,
    // A few members write as fast as the machine allows: the limit is still counted (its cost
    // is part of the figures) but set out of reach.
    RATE_LIMIT_WRITES: '1000000',
  };
}

/** Child mode: one API process on the bench database. */
async function runServer() {
  const config = loadConfig({
    ...process.env,
    ...serverEnv(process.env.DATABASE_URL!, arg('port', 1)),
  });
  const handle = await createDb({ databaseUrl: config.database.url, poolSize: 10 });
  const app = createApp({
    db: handle.db,
    notifier: handle.notifier,
    config,
    limits: createRateLimiter(handle, config.rateLimits),
    now: () => new Date(),
  });
  serve({ fetch: app.fetch, port: config.port, hostname: '127.0.0.1' }, () => {
    process.stdout.write('listening\n');
  });
  process.once('SIGTERM', () => {
    void handle.close().finally(() => process.exit(0));
  });
  // The parent asks for this process's memory (after a full collection, so it is comparable).
  process.on('SIGUSR2', () => {
    (globalThis as { gc?: () => void }).gc?.();
    const { rss, heapUsed, external, arrayBuffers } = process.memoryUsage();
    process.stdout.write(`memory ${JSON.stringify({ rss, heapUsed, external, arrayBuffers })}\n`);
  });
}

interface Memory {
  rss: number;
  heapUsed: number;
  external: number;
  arrayBuffers: number;
}

/** One API process's memory, as it reports it on SIGUSR2. */
function memoryOf(child: ChildProcess): Promise<Memory> {
  return new Promise((resolve) => {
    const read = (d: Buffer) => {
      const line = /^memory (.+)$/m.exec(d.toString())?.[1];
      if (!line) return;
      child.stdout!.off('data', read);
      resolve(JSON.parse(line) as Memory);
    };
    child.stdout!.on('data', read);
    child.kill('SIGUSR2');
  });
}

async function totalMemory(children: ChildProcess[]): Promise<Memory> {
  const all = await Promise.all(children.map(memoryOf));
  return all.reduce((a, m) => ({
    rss: a.rss + m.rss,
    heapUsed: a.heapUsed + m.heapUsed,
    external: a.external + m.external,
    arrayBuffers: a.arrayBuffers + m.arrayBuffers,
  }));
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      srv.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}

async function startServer(
  url: string,
  mode = '--serve',
): Promise<{ port: number; child: ChildProcess }> {
  const port = await freePort();
  const child = spawn(
    process.execPath,
    [
      // BENCH_CPU_PROF=<dir> writes a CPU profile of each API process there.
      ...(process.env.BENCH_CPU_PROF
        ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`]
        : []),
      // For comparable memory figures (see runServer's SIGUSR2).
      '--expose-gc',
      '--import',
      'tsx',
      fileURLToPath(import.meta.url),
      mode,
      `--port=${port}`,
    ],
    { env: { ...process.env, DATABASE_URL: url }, stdio: ['ignore', 'pipe', 'inherit'] },
  );
  await new Promise<void>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`API process exited early (${code})`)));
    child.stdout!.on('data', (d: Buffer) => {
      if (d.toString().includes('listening')) resolve();
    });
  });
  return { port, child };
}

/** Officers of one department, each with a session cookie (seeded without HTTP). */
async function seedOfficers(handle: DbHandle, count: number): Promise<string[]> {
  const { db } = handle;
  const now = new Date();
  const cookies: string[] = [];
  const one = async (i: number) => {
    const { cookie } = await seedOfficer(db, i, {
      role: PSO_ROLE,
      department: 'Xbox',
      callsign: `B-${i}`,
      at: now,
    });
    cookies[i] = cookie;
  };
  for (let i = 0; i < count; i += 16) {
    await Promise.all(Array.from({ length: Math.min(16, count - i) }, (_, k) => one(i + k)));
  }
  return cookies;
}

interface Subscriber {
  /** callNumber -> arrival time (performance.now()). */
  arrivals: Map<number, number>;
  close(): void;
}

/**
 * Opens one event stream on a raw socket and resolves once the server says `ready`. This one
 * thread reads every subscriber's stream, so its own cost per event would count as delivery
 * time: no HTTP parser, only a scan for the events it times. Each event is one write on the
 * server, so one chunk of the chunked body: its text is never split by chunk framing, only
 * (rarely) across reads, which the carried-over tail covers.
 */
function subscribe(port: number, cookie: string, onArrival: () => void) {
  return new Promise<Subscriber>((resolve, reject) => {
    const arrivals = new Map<number, number>();
    const socket = net.connect({ host: '127.0.0.1', port }, () => {
      socket.setNoDelay(true);
      socket.write(
        `GET /api/events HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nCookie: ${cookie}\r\n` +
          `Accept: text/event-stream\r\n\r\n`,
      );
    });
    socket.setEncoding('latin1');
    let text = '';
    let ready = false;
    socket.on('data', (chunk: string) => {
      const at = performance.now();
      text += chunk;
      if (!ready) {
        if (!text.includes('\r\n\r\n')) return;
        if (!text.startsWith('HTTP/1.1 200')) {
          reject(new Error(`GET /api/events answered ${text.slice(0, 12)}`));
          socket.destroy();
          return;
        }
      }
      let split: number;
      while ((split = text.indexOf('\n\n')) >= 0) {
        const block = text.slice(0, split);
        text = text.slice(split + 2);
        if (!ready && block.includes('event: ready')) {
          ready = true;
          resolve({ arrivals, close: () => socket.destroy() });
        } else if (block.includes('event: call.created')) {
          arrivals.set(Number(/"callNumber":(\d+)/.exec(block)?.[1]), at);
          onArrival();
        }
      }
    });
    socket.on('error', reject);
  });
}

function createCall(agent: http.Agent, port: number, cookie: string, n: number) {
  const body = JSON.stringify({ type: 'Pursuit', location: `Bench Ave ${n}`, postal: '1000' });
  return new Promise<number>((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        path: '/api/calls',
        method: 'POST',
        agent,
        headers: {
          cookie,
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
        },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (c: string) => (text += c));
        res.on('end', () => {
          if (res.statusCode !== 201)
            reject(new Error(`POST /api/calls answered ${res.statusCode}: ${text}`));
          else resolve((JSON.parse(text) as { call: { callNumber: number } }).call.callNumber);
        });
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

function percentile(sorted: number[], p: number): number {
  if (!sorted.length) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

const fmt = (ms: number) => `${ms.toFixed(1)} ms`;

interface Waiting {
  left: number;
  done: () => void;
}

interface CallsResult {
  latencies: number[];
  slowest: number[];
  afterAnswer: number[];
  posts: number[];
}

/**
 * `calls` calls created one after another through `port`, each awaited at every stream;
 * times from sending the POST to each arrival (the first call is a warm-up, not counted).
 */
async function runCalls(o: {
  agent: http.Agent;
  port: number;
  writer: string;
  streams: Subscriber[];
  calls: number;
  interval: number;
  expect: (waiting: Waiting) => void;
}): Promise<CallsResult> {
  const rounds: { sent: number; number: number; responded: number }[] = [];
  for (let n = 0; n <= o.calls; n++) {
    const delivered = new Promise<void>((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error('not every subscriber got the call')),
        DELIVERY_TIMEOUT_MS,
      );
      o.expect({
        left: o.streams.length,
        done: () => {
          clearTimeout(timer);
          resolve();
        },
      });
    });
    const sent = performance.now();
    const number = await createCall(o.agent, o.port, o.writer, n);
    const responded = performance.now();
    await delivered;
    if (n > 0) rounds.push({ sent, number, responded });
    await new Promise((r) => setTimeout(r, o.interval));
  }
  const latencies: number[] = [];
  const slowest: number[] = [];
  // Fan-out alone: how long after the POST's answer (the commit) the event arrived.
  const afterAnswer: number[] = [];
  for (const round of rounds) {
    let worst = 0;
    for (const s of o.streams) {
      const at = s.arrivals.get(round.number)!;
      latencies.push(at - round.sent);
      afterAnswer.push(Math.max(0, at - round.responded));
      worst = Math.max(worst, at - round.sent);
    }
    slowest.push(worst);
  }
  for (const list of [latencies, slowest, afterAnswer]) list.sort((a, b) => a - b);
  const posts = rounds.map((r) => r.responded - r.sent).sort((a, b) => a - b);
  return { latencies, slowest, afterAnswer, posts };
}

function printCalls(label: string, r: CallsResult, subscribers: number, calls: number) {
  console.log(
    `\n${label}: call created -> delivered, ${calls} calls × ${subscribers} subscribers = ${r.latencies.length} deliveries`,
  );
  console.log(`  p50 ${fmt(percentile(r.latencies, 50))}`);
  console.log(`  p95 ${fmt(percentile(r.latencies, 95))}`);
  console.log(`  p99 ${fmt(percentile(r.latencies, 99))}`);
  console.log(`  max ${fmt(r.latencies.at(-1)!)}`);
  console.log(
    `Last subscriber reached, per call: p50 ${fmt(percentile(r.slowest, 50))}, p95 ${fmt(percentile(r.slowest, 95))}`,
  );
  console.log(
    `Arrival after the POST was answered: p50 ${fmt(percentile(r.afterAnswer, 50))}, p95 ${fmt(percentile(r.afterAnswer, 95))}`,
  );
  console.log(
    `POST /api/calls response: p50 ${fmt(percentile(r.posts, 50))}, max ${fmt(r.posts.at(-1)!)}`,
  );
  console.log(
    `Machine: ${cpus().length} cores, load average ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' / ')} (1/5/15 min)`,
  );
}

/**
 * Child mode `--floor`: the least a fan-out can cost on this stack. node:http, no session or
 * routing; GET /api/events holds the socket and says `ready`; POST /api/calls inserts a row
 * and NOTIFYs in one statement; every process LISTENs and writes the event to its streams.
 */
async function runFloor() {
  const url = process.env.DATABASE_URL!;
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  const listener = new pg.Client({ connectionString: url });
  await listener.connect();
  const streams = new Set<http.ServerResponse>();
  listener.on('notification', (n) => {
    const frame = `event: call.created\nid: ${n.payload}\ndata: {"callNumber":${n.payload}}\n\n`;
    for (const res of streams) res.write(frame);
  });
  await listener.query('LISTEN bench_floor');
  const server = http.createServer((req, res) => {
    if (req.method === 'GET') {
      res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
      res.socket?.setNoDelay(true);
      res.write('event: ready\ndata: {}\n\n');
      streams.add(res);
      res.once('close', () => streams.delete(res));
      return;
    }
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (c: string) => (body += c));
    req.on('end', () => {
      void pool
        .query<{ id: number }>({
          name: 'floor_call',
          text: `WITH c AS (INSERT INTO bench_floor_calls (body) VALUES ($1) RETURNING id)
            SELECT id, pg_notify('bench_floor', id::text) FROM c`,
          values: [body],
        })
        .then(({ rows }) => {
          const json = JSON.stringify({ call: { callNumber: rows[0]!.id } });
          res.writeHead(201, { 'content-type': 'application/json' }).end(json);
        });
    });
  });
  server.listen(arg('port', 1), '127.0.0.1', () => process.stdout.write('listening\n'));
  process.once('SIGTERM', () => {
    for (const res of streams) res.destroy();
    server.close();
    void Promise.all([pool.end(), listener.end()]).finally(() => process.exit(0));
  });
}

async function main() {
  const subscribers = arg('subscribers', 500);
  const calls = arg('calls', 30);
  const servers = arg('servers', 2);
  const interval = arg('interval', 250);

  const name = `tenfour_bench_events_${process.pid}_${Date.now().toString(36)}`;
  await withAdmin(ADMIN_URL, (c) => c.query(`CREATE DATABASE "${name}"`));
  const url = databaseUrl(ADMIN_URL, name);
  const handle = await createDb({ databaseUrl: url, poolSize: 16 });
  const children: ChildProcess[] = [];
  const streams: Subscriber[] = [];
  const agent = new http.Agent({ keepAlive: true, maxSockets: Infinity });
  try {
    await migrateToLatest(handle.db);
    // As a server does at its first start: the environment's role ids fill the mapping.
    await seedRoleMappingOnce(
      handle.db,
      loadConfig({ ...process.env, ...serverEnv(url, 1) }).roleSeed,
    );
    const seedStart = performance.now();
    const cookies = await seedOfficers(handle, subscribers + 1);
    console.log(`Seeded ${subscribers + 1} officers in ${fmt(performance.now() - seedStart)}.`);

    const ports: number[] = [];
    for (let i = 0; i < servers; i++) {
      const { port, child } = await startServer(url);
      children.push(child);
      ports.push(port);
    }

    let waiting: Waiting | undefined;
    const arrived = () => {
      if (waiting && --waiting.left === 0) waiting.done();
    };
    const idleBefore = await totalMemory(children);
    const openStart = performance.now();
    for (let i = 0; i < subscribers; i += 50) {
      streams.push(
        ...(await Promise.all(
          Array.from({ length: Math.min(50, subscribers - i) }, (_, k) =>
            subscribe(ports[(i + k) % servers]!, cookies[i + k + 1]!, arrived),
          ),
        )),
      );
    }
    console.log(
      `${subscribers} subscribers connected across ${servers} API process(es) in ${fmt(performance.now() - openStart)}.`,
    );
    const idleAfter = await totalMemory(children);
    const per = (key: keyof Memory) =>
      `${((idleAfter[key] - idleBefore[key]) / subscribers / 1024).toFixed(1)} KiB`;
    console.log(
      `Memory per idle subscriber (API processes, after a full GC): heap ${per('heapUsed')}, ` +
        `RSS ${per('rss')}; the ${servers} processes hold ${(idleAfter.rss / 2 ** 20).toFixed(0)} MiB RSS ` +
        `(${(idleBefore.rss / 2 ** 20).toFixed(0)} MiB before the streams opened).`,
    );

    const api = await runCalls({
      agent,
      port: ports[0]!,
      writer: cookies[0]!,
      streams,
      calls,
      interval,
      expect: (n) => (waiting = n),
    });
    printCalls('API', api, subscribers, calls);
    const p95 = percentile(api.latencies, 95);
    // 200 ms up to the default 500 subscribers; 250 ms for 5,000 (ten times the fan-out).
    const target = subscribers > 500 ? 250 : 200;
    console.log(
      p95 < target
        ? `\nTarget met: p95 ${fmt(p95)} < ${target} ms.`
        : `\nTarget MISSED: p95 ${fmt(p95)} >= ${target} ms.`,
    );
    for (const s of streams.splice(0)) s.close();

    // The floor, right after: bare node:http processes doing the same fan-out (see runFloor).
    const floorChildren: ChildProcess[] = [];
    const floorPorts: number[] = [];
    try {
      await sql`CREATE TABLE bench_floor_calls (id serial PRIMARY KEY, body text NOT NULL)`.execute(
        handle.db,
      );
      for (let i = 0; i < servers; i++) {
        const { port, child } = await startServer(url, '--floor');
        floorChildren.push(child);
        floorPorts.push(port);
      }
      for (let i = 0; i < subscribers; i += 50) {
        streams.push(
          ...(await Promise.all(
            Array.from({ length: Math.min(50, subscribers - i) }, (_, k) =>
              subscribe(floorPorts[(i + k) % servers]!, 'none=1', arrived),
            ),
          )),
        );
      }
      const floor = await runCalls({
        agent,
        port: floorPorts[0]!,
        writer: 'none=1',
        streams,
        calls,
        interval,
        expect: (n) => (waiting = n),
      });
      printCalls(
        'Floor (bare node:http + pg, one INSERT and NOTIFY, same fan-out)',
        floor,
        subscribers,
        calls,
      );
      const floorP95 = percentile(floor.latencies, 95);
      console.log(
        `\nAPI vs floor: p95 ${fmt(p95)} against ${fmt(floorP95)} (${(p95 / floorP95).toFixed(2)}x), ` +
          `p50 ${(percentile(api.latencies, 50) / percentile(floor.latencies, 50)).toFixed(2)}x.`,
      );
    } finally {
      for (const s of streams.splice(0)) s.close();
      for (const child of floorChildren) {
        child.kill('SIGTERM');
        await new Promise((r) => (child.exitCode !== null ? r(null) : child.once('exit', r)));
      }
    }

    const dispatch = await runDispatcherScenario({
      handle,
      ports,
      officerCookies: cookies,
      subscribers,
      dispatchers: arg('dispatchers', 50),
      rounds: arg('rounds', 30),
      interval,
      timeoutMs: DELIVERY_TIMEOUT_MS,
    });
    const worst = Math.max(dispatch.assignP95, dispatch.noteP95);
    console.log(
      `Machine: ${cpus().length} cores, load average ${loadavg()
        .map((l) => l.toFixed(1))
        .join(' / ')} (1/5/15 min)`,
    );
    console.log(
      worst < 200
        ? `\nDispatcher target met: p95 ${fmt(worst)} < 200 ms (assignments and notes).`
        : `\nDispatcher target MISSED: p95 ${fmt(worst)} >= 200 ms.`,
    );
  } finally {
    for (const s of streams) s.close();
    agent.destroy();
    for (const child of children) {
      child.kill('SIGTERM');
      await new Promise((r) => (child.exitCode !== null ? r(null) : child.once('exit', r)));
    }
    await handle.close();
    await withAdmin(ADMIN_URL, (c) => c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));
  }
}

if (process.argv.includes('--floor')) await runFloor();
else if (process.argv.includes('--serve')) await runServer();
else await main();
