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
import { createServer } from 'node:net';
import { cpus, loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { serve } from '@hono/node-server';
import {
  createDb,
  createSession,
  loadConfig,
  migrateToLatest,
  upsertUser,
  type DbHandle,
} from '@tenfour/db';
import { databaseUrl, withAdmin } from '@tenfour/db/testing';
import { registerOfficer } from '@tenfour/db/dispatch/officers';
import { createApp } from '../api/src/app';
import { DISPATCH_ROLE, runDispatcherScenario } from './dispatcher-scenario';
import { createRateLimiter } from '@tenfour/db/rate-limit';

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

async function startServer(url: string): Promise<{ port: number; child: ChildProcess }> {
  const port = await freePort();
  const child = spawn(
    process.execPath,
    [
      // BENCH_CPU_PROF=<dir> writes a CPU profile of each API process there.
      ...(process.env.BENCH_CPU_PROF
        ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`]
        : []),
      '--import',
      'tsx',
      fileURLToPath(import.meta.url),
      '--serve',
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
    const discordId = `8${String(i).padStart(17, '0')}`;
    await upsertUser(db, {
      discordId,
      username: `unit${i}`,
      discriminator: '0',
      avatar: null,
      roles: [PSO_ROLE],
    });
    const { id } = await db
      .insertInto('civilians')
      .values({
        discord_id: discordId,
        first_name: 'Unit',
        last_name: String(i),
        date_of_birth: '1990-01-01',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await registerOfficer(
      db,
      { discordId, civilianId: id, department: 'Xbox', callsign: `B-${i}` },
      now,
    );
    const { token } = await createSession(db, discordId, now);
    cookies[i] = `tenfour_session=${token}`;
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

/** Opens one event stream and resolves once the server says `ready`. */
function subscribe(agent: http.Agent, port: number, cookie: string, onArrival: () => void) {
  return new Promise<Subscriber>((resolve, reject) => {
    const arrivals = new Map<number, number>();
    const req = http.get(
      {
        host: '127.0.0.1',
        port,
        path: '/api/events',
        agent,
        headers: { cookie, accept: 'text/event-stream' },
      },
      (res) => {
        if (res.statusCode !== 200) {
          reject(new Error(`GET /api/events answered ${res.statusCode}`));
          res.resume();
          return;
        }
        res.setEncoding('utf8');
        let text = '';
        res.on('data', (chunk: string) => {
          const at = performance.now();
          text += chunk;
          let split: number;
          while ((split = text.indexOf('\n\n')) >= 0) {
            const block = text.slice(0, split);
            text = text.slice(split + 2);
            const event = /^event: (.+)$/m.exec(block)?.[1];
            if (event === 'ready') resolve({ arrivals, close: () => req.destroy() });
            if (event === 'call.created') {
              const data = /^data: (.+)$/m.exec(block)?.[1] ?? '{}';
              arrivals.set((JSON.parse(data) as { callNumber: number }).callNumber, at);
              onArrival();
            }
          }
        });
      },
    );
    req.on('error', reject);
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
    const seedStart = performance.now();
    const cookies = await seedOfficers(handle, subscribers + 1);
    console.log(`Seeded ${subscribers + 1} officers in ${fmt(performance.now() - seedStart)}.`);

    const ports: number[] = [];
    for (let i = 0; i < servers; i++) {
      const { port, child } = await startServer(url);
      children.push(child);
      ports.push(port);
    }

    let waiting: { left: number; done: () => void } | undefined;
    const arrived = () => {
      if (waiting && --waiting.left === 0) waiting.done();
    };
    const openStart = performance.now();
    for (let i = 0; i < subscribers; i += 50) {
      streams.push(
        ...(await Promise.all(
          Array.from({ length: Math.min(50, subscribers - i) }, (_, k) =>
            subscribe(agent, ports[(i + k) % servers]!, cookies[i + k + 1]!, arrived),
          ),
        )),
      );
    }
    console.log(
      `${subscribers} subscribers connected across ${servers} API process(es) in ${fmt(performance.now() - openStart)}.`,
    );

    const writer = cookies[0]!;
    // Warm-up: the first call pays for JIT and connection setup; it is not counted.
    const rounds: { sent: number; number: number; responded: number }[] = [];
    for (let n = 0; n <= calls; n++) {
      const delivered = new Promise<void>((resolve, reject) => {
        const timer = setTimeout(
          () => reject(new Error('not every subscriber got the call')),
          DELIVERY_TIMEOUT_MS,
        );
        waiting = {
          left: subscribers,
          done: () => {
            clearTimeout(timer);
            resolve();
          },
        };
      });
      const sent = performance.now();
      const number = await createCall(agent, ports[0]!, writer, n);
      const responded = performance.now();
      await delivered;
      if (n > 0) rounds.push({ sent, number, responded });
      await new Promise((r) => setTimeout(r, interval));
    }

    const latencies: number[] = [];
    const slowest: number[] = [];
    // Fan-out alone: how long after the POST's answer (the commit) the event arrived.
    const afterAnswer: number[] = [];
    for (const round of rounds) {
      let worst = 0;
      for (const s of streams) {
        const at = s.arrivals.get(round.number)!;
        latencies.push(at - round.sent);
        afterAnswer.push(Math.max(0, at - round.responded));
        worst = Math.max(worst, at - round.sent);
      }
      slowest.push(worst);
    }
    for (const list of [latencies, slowest, afterAnswer]) list.sort((a, b) => a - b);
    const posts = rounds.map((r) => r.responded - r.sent).sort((a, b) => a - b);

    console.log(
      `\nCall created -> delivered, ${calls} calls × ${subscribers} subscribers = ${latencies.length} deliveries`,
    );
    console.log(`  p50 ${fmt(percentile(latencies, 50))}`);
    console.log(`  p95 ${fmt(percentile(latencies, 95))}`);
    console.log(`  p99 ${fmt(percentile(latencies, 99))}`);
    console.log(`  max ${fmt(latencies.at(-1)!)}`);
    console.log(
      `Last subscriber reached, per call: p50 ${fmt(percentile(slowest, 50))}, p95 ${fmt(percentile(slowest, 95))}`,
    );
    console.log(
      `Arrival after the POST was answered: p50 ${fmt(percentile(afterAnswer, 50))}, p95 ${fmt(percentile(afterAnswer, 95))}`,
    );
    console.log(
      `POST /api/calls response: p50 ${fmt(percentile(posts, 50))}, max ${fmt(posts.at(-1)!)}`,
    );
    console.log(
      `Machine: ${cpus().length} cores, load average ${loadavg()
        .map((l) => l.toFixed(1))
        .join(' / ')} (1/5/15 min)`,
    );
    const p95 = percentile(latencies, 95);
    console.log(
      p95 < 200
        ? `\nTarget met: p95 ${fmt(p95)} < 200 ms.`
        : `\nTarget MISSED: p95 ${fmt(p95)} >= 200 ms.`,
    );

    for (const s of streams.splice(0)) s.close();
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

if (process.argv.includes('--serve')) await runServer();
else await main();
