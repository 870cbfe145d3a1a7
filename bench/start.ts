import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  symlinkSync,
} from 'node:fs';
import http from 'node:http';
import net, { createServer } from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createDb, migrateToLatest, PGLITE_START_PARAMS } from '@tenfour/db';
import { registerDiscordFollowUps } from '@tenfour/db/discord';
import { databaseUrl, withAdmin } from '@tenfour/db/testing';
import { seedOfficer } from './seed-units';

/**
 * `npm run bench:start`: what the server costs a small machine. Each figure is printed with its
 * target and its floor, a bare node process that opens the same database with the same engine
 * settings and serves one route (bench/start-floor.mjs), and says MET or MISSED.
 *   npm run bench:start -- [--only=idle,postgres,first,busy] [--duration=300] [--subscribers=500]
 * - idle: `npm start`'s server on a new embedded database (created, migrated, demo-seeded), then
 *   on it again as it stands: time until /healthz answers, CPU used, resident memory once ready.
 * - postgres: the same on PostgreSQL (a database made on TEST_DATABASE_URL's server, dropped).
 * - first: `npm start` on a fresh copy of the sources (no build, no database): the peak resident
 *   memory of its whole process group (build included), sampled every 0.2 s, and what the
 *   server holds afterwards, against a later start of the same copy.
 * - busy: the embedded server with the busy-day load of `npm run bench:events` (subscribers on
 *   the event stream, a call every 250 ms) for --duration seconds; resident memory sampled.
 * Run `npm run build` first, so the idle figures measure a start rather than a build.
 */
const ROOT = fileURLToPath(new URL('..', import.meta.url));
const FLOOR = fileURLToPath(new URL('./start-floor.mjs', import.meta.url));
const RUNS = Number(process.env.RUNS ?? 3);
const ADMIN_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const PSO_ROLE = 'bench-pso';

const TARGETS = {
  pgliteIdleMb: 200,
  pgliteBusyMb: 300,
  postgresIdleMb: 120,
  firstStartPeakMb: 500,
  newDatabaseMs: 2000,
  existingDatabaseMs: 1000,
};

function arg(name: string, fallback: number): number {
  const found = process.argv.find((a) => a.startsWith(`--${name}=`));
  const value = found ? Number(found.split('=')[1]) : fallback;
  if (!Number.isFinite(value) || value <= 0) throw new Error(`--${name} must be a positive number`);
  return value;
}
const only = process.argv
  .find((a) => a.startsWith('--only='))
  ?.slice('--only='.length)
  .split(',');
const wanted = (part: string) => !only || only.includes(part);

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const srv = createServer().listen(0, '127.0.0.1', () => {
      const port = (srv.address() as { port: number }).port;
      srv.close(() => resolve(port));
    });
  });
}

function residentMb(pid: number): number {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
  } catch {
    return 0; // the process has just ended
  }
}

/** Resident memory of every process in a process group (npm, the build, esbuild, the server). */
function groupResidentMb(pgid: number): number {
  let total = 0;
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const fields = readFileSync(`/proc/${name}/stat`, 'utf8').split(') ')[1]!.split(' ');
      if (Number(fields[2]) === pgid) total += residentMb(Number(name));
    } catch {
      // ended while we looked
    }
  }
  return total;
}

/** CPU time the process has used (user + system), in ms: what a start costs without the wait. */
function cpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  // utime and stime are fields 14 and 15 of the whole line, in clock ticks (100 a second).
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

const load = () =>
  loadavg()
    .map((l) => l.toFixed(1))
    .join('/');
const mb = (n: number) => `${Math.round(n)} MB`;
const range = (xs: number[], unit: (n: number) => string) => {
  const lo = Math.min(...xs);
  const hi = Math.max(...xs);
  return lo === hi ? unit(lo) : `${unit(lo)} to ${unit(hi)}`;
};

interface Running {
  child: ChildProcess;
  port: number;
  /** Launch to a 200 from /healthz. */
  ms: number;
  cpu: number;
  /** Peak resident memory of the whole process group, launch until a second after ready. */
  groupPeakMb: number;
  stop(): Promise<void>;
}

/** Starts a process in a group of its own and waits until /healthz answers 200. */
async function launch(
  args: string[],
  o: { cwd?: string; env?: Record<string, string>; port?: number; settleMs?: number } = {},
): Promise<Running> {
  const port = o.port ?? (await freePort());
  const started = performance.now();
  const child = spawn(process.execPath, args, {
    cwd: o.cwd ?? ROOT,
    env: { ...process.env, NODE_ENV: 'development', ...o.env, PORT: String(port) },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  let groupPeakMb = 0;
  const sampler = setInterval(() => {
    groupPeakMb = Math.max(groupPeakMb, groupResidentMb(child.pid!));
  }, 200);
  const stop = async () => {
    clearInterval(sampler);
    if (child.exitCode !== null) return;
    await new Promise((resolve) => {
      child.once('exit', resolve);
      child.kill('SIGTERM');
    });
  };
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`${args.join(' ')} exited (${child.exitCode})`);
      const ok = await fetch(`http://127.0.0.1:${port}/healthz`).then(
        (r) => r.ok,
        () => false,
      );
      if (ok) break;
      if (performance.now() - started > 600_000) throw new Error('not ready after 600 s');
      await new Promise((r) => setTimeout(r, 10));
    }
    const ms = Math.round(performance.now() - started);
    const cpu = cpuMs(child.pid!);
    // Let start-up work that follows readiness (the first housekeeping pass) settle.
    await new Promise((r) => setTimeout(r, o.settleMs ?? 1000));
    groupPeakMb = Math.max(groupPeakMb, groupResidentMb(child.pid!));
    clearInterval(sampler);
    return { child, port, ms, cpu, groupPeakMb, stop };
  } catch (err) {
    await stop();
    throw err;
  }
}

const startServer = (env: Record<string, string>, cwd?: string) =>
  launch(['scripts/start.mjs'], { env, cwd });

async function floor(kind: { pglite: string } | { pg: string }): Promise<number> {
  const args =
    'pglite' in kind
      ? [`--pglite=${kind.pglite}`, `--params=${JSON.stringify(PGLITE_START_PARAMS)}`]
      : [`--pg=${kind.pg}`];
  const port = await freePort();
  const running = await launch([FLOOR, `--port=${port}`, ...args], { port });
  const rss = residentMb(running.child.pid!);
  await running.stop();
  return rss;
}

interface Verdict {
  label: string;
  value: string;
  target: string;
  /** The floor, or for a timing the CPU it used (a loaded machine stretches only the wait). */
  beside: string;
  met: boolean;
}
const verdicts: Verdict[] = [];
function judge(label: string, value: string, target: string, beside: string, met: boolean) {
  verdicts.push({ label, value, target, beside, met });
}

async function idlePglite(): Promise<string> {
  const first: Running[] = [];
  const again: Running[] = [];
  const rss = { first: [] as number[], again: [] as number[] };
  const floors: number[] = [];
  let kept = '';
  for (let run = 1; run <= RUNS; run++) {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'tenfour-bench-start-'));
    const loadBefore = load();
    const a = await startServer({ PGLITE_DIR: dataDir });
    rss.first.push(residentMb(a.child.pid!));
    await a.stop();
    const b = await startServer({ PGLITE_DIR: dataDir });
    rss.again.push(residentMb(b.child.pid!));
    await b.stop();
    floors.push(await floor({ pglite: dataDir }));
    first.push(a);
    again.push(b);
    console.log(
      `run ${run} (PGlite, load ${loadBefore}): new database ready in ${a.ms} ms ` +
        `(${a.cpu} ms of CPU), ${mb(rss.first.at(-1)!)} resident; existing database ready in ` +
        `${b.ms} ms (${b.cpu} ms of CPU), ${mb(rss.again.at(-1)!)} resident; ` +
        `floor ${mb(floors.at(-1)!)}`,
    );
    if (run === RUNS) kept = dataDir;
    else rmSync(dataDir, { recursive: true, force: true });
  }
  const floorText = range(floors, mb);
  judge(
    'PGlite, ready and idle (demo data, existing database)',
    `${range(rss.again, mb)} (just after creating it: ${range(rss.first, mb)})`,
    `≤ ${TARGETS.pgliteIdleMb} MB`,
    `floor ${floorText}`,
    Math.max(...rss.again) <= TARGETS.pgliteIdleMb,
  );
  const ms = (n: number) => `${(n / 1000).toFixed(2)} s`;
  judge(
    `PGlite, new database ready (load ${load()})`,
    range(
      first.map((r) => r.ms),
      ms,
    ),
    `≤ ${ms(TARGETS.newDatabaseMs)} quiet`,
    'CPU used ' +
      range(
        first.map((r) => r.cpu),
        ms,
      ),
    Math.min(...first.map((r) => r.ms)) <= TARGETS.newDatabaseMs,
  );
  judge(
    `PGlite, existing database ready (load ${load()})`,
    range(
      again.map((r) => r.ms),
      ms,
    ),
    `≤ ${ms(TARGETS.existingDatabaseMs)} quiet`,
    'CPU used ' +
      range(
        again.map((r) => r.cpu),
        ms,
      ),
    Math.min(...again.map((r) => r.ms)) <= TARGETS.existingDatabaseMs,
  );
  return kept;
}

async function idlePostgres(): Promise<void> {
  const name = `tenfour_bench_start_${process.pid}_${Date.now().toString(36)}`;
  try {
    await withAdmin(ADMIN_URL, (c) => c.query(`CREATE DATABASE "${name}"`));
  } catch (err) {
    console.log(`PostgreSQL skipped: ${(err as Error).message}`);
    return;
  }
  const url = databaseUrl(ADMIN_URL, name);
  try {
    const rss: number[] = [];
    const floors: number[] = [];
    for (let run = 1; run <= RUNS; run++) {
      // The first start migrates and seeds; the figure is a start on the database as it stands.
      if (run === 1) await (await startServer({ DATABASE_URL: url })).stop();
      const s = await startServer({ DATABASE_URL: url });
      rss.push(residentMb(s.child.pid!));
      await s.stop();
      floors.push(await floor({ pg: url }));
      console.log(
        `run ${run} (PostgreSQL, load ${load()}): ready in ${s.ms} ms (${s.cpu} ms of CPU), ` +
          `${mb(rss.at(-1)!)} resident; floor ${mb(floors.at(-1)!)}`,
      );
    }
    judge(
      'PostgreSQL, ready and idle',
      range(rss, mb),
      `≤ ${TARGETS.postgresIdleMb} MB`,
      `floor ${range(floors, mb)}`,
      Math.max(...rss) <= TARGETS.postgresIdleMb,
    );
  } finally {
    await withAdmin(ADMIN_URL, (c) => c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));
  }
}

/** The sources as a fresh clone has them (tracked and new files), sharing node_modules. */
function freshCopy(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'tenfour-bench-clone-'));
  const listed = spawnSync(
    'git',
    ['ls-files', '-z', '--cached', '--others', '--exclude-standard'],
    { cwd: ROOT, encoding: 'utf8' },
  );
  if (listed.status !== 0) throw new Error(`git ls-files failed: ${listed.stderr}`);
  for (const file of listed.stdout.split('\0').filter(Boolean)) {
    if (!existsSync(path.join(ROOT, file))) continue; // deleted, not yet committed
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    cpSync(path.join(ROOT, file), path.join(dir, file));
  }
  // `npm install` is not part of the start; its result is shared.
  for (const modules of ['node_modules', 'web/node_modules']) {
    if (existsSync(path.join(ROOT, modules)))
      symlinkSync(path.join(ROOT, modules), path.join(dir, modules));
  }
  return dir;
}

async function firstStart(): Promise<void> {
  const dir = freshCopy();
  const dataDir = path.join(dir, 'data');
  const serverMb = async () => {
    const s = await startServer({ PGLITE_DIR: dataDir }, dir);
    const rss = residentMb(s.child.pid!);
    await s.stop();
    return { rss, run: s };
  };
  try {
    const loadBefore = load();
    const first = await serverMb();
    // The same start with the build in place: a new database again, so only the build differs.
    rmSync(dataDir, { recursive: true, force: true });
    const built = await serverMb();
    const later = await serverMb();
    const floorMb = await floor({ pglite: dataDir });
    console.log(
      `first start on a fresh copy (load ${loadBefore}): ready in ` +
        `${(first.run.ms / 1000).toFixed(1)} s (build included), process group peak ` +
        `${mb(first.run.groupPeakMb)}, server then ${mb(first.rss)}; built, new database ` +
        `${mb(built.rss)}; later start ${mb(later.rss)} (group peak ${mb(later.run.groupPeakMb)})`,
    );
    judge(
      'First start on a fresh clone, process group peak',
      mb(first.run.groupPeakMb),
      `≤ ${TARGETS.firstStartPeakMb} MB`,
      `floor ${mb(floorMb)}`,
      first.run.groupPeakMb <= TARGETS.firstStartPeakMb,
    );
    // Within the noise of two starts: the build must leave nothing behind in the server.
    judge(
      'Server after a first start (build and new database)',
      mb(first.rss),
      `≤ the same start already built, ${mb(built.rss)} (+5%); later start ${mb(later.rss)}`,
      `floor ${mb(floorMb)}`,
      first.rss <= built.rss * 1.05,
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Officers with session cookies, written while no server holds the embedded database. */
async function seedOfficers(dataDir: string, count: number): Promise<string[]> {
  // As the server does: a dispatch write needs its Discord follow-ups subscribed.
  registerDiscordFollowUps();
  const handle = await createDb({ pgliteDir: dataDir });
  const { db } = handle;
  const now = new Date();
  const cookies: string[] = [];
  try {
    await migrateToLatest(db);
    for (let i = 0; i < count; i++) {
      const { cookie } = await seedOfficer(db, i, {
        role: PSO_ROLE,
        department: 'Xbox',
        callsign: `BD-${i}`,
        at: now,
      });
      cookies.push(cookie);
    }
  } finally {
    await handle.close();
  }
  return cookies;
}

/** Holds GET /api/events open and counts the calls it is told about. */
function subscribe(port: number, cookie: string): Promise<{ events: () => number; close(): void }> {
  return new Promise((resolve, reject) => {
    let events = 0;
    let ready = false;
    let text = '';
    const socket = net.connect({ host: '127.0.0.1', port }, () => {
      socket.write(
        `GET /api/events HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nCookie: ${cookie}\r\n` +
          `Accept: text/event-stream\r\n\r\n`,
      );
    });
    socket.setEncoding('latin1');
    socket.on('data', (chunk: string) => {
      text += chunk;
      if (!ready && text.includes('\r\n\r\n') && !text.startsWith('HTTP/1.1 200')) {
        reject(new Error(`GET /api/events answered ${text.slice(0, 12)}`));
        socket.destroy();
        return;
      }
      let split: number;
      while ((split = text.indexOf('\n\n')) >= 0) {
        const block = text.slice(0, split);
        text = text.slice(split + 2);
        if (!ready && block.includes('event: ready')) {
          ready = true;
          resolve({ events: () => events, close: () => socket.destroy() });
        } else if (block.includes('event: call.created')) events++;
      }
    });
    socket.on('error', reject);
  });
}

function createCall(agent: http.Agent, port: number, cookie: string, n: number): Promise<void> {
  const body = JSON.stringify({ type: 'Pursuit', location: `Bench Ave ${n}`, postal: '1000' });
  return new Promise((resolve, reject) => {
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
        res.resume();
        res.on('end', () =>
          res.statusCode === 201
            ? resolve()
            : reject(new Error(`POST /api/calls answered ${res.statusCode}`)),
        );
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

async function busyDay(dataDir: string, floorMb: number | undefined): Promise<void> {
  const subscribers = arg('subscribers', 500);
  const duration = arg('duration', 300);
  const interval = 250;
  const seedStart = performance.now();
  const cookies = await seedOfficers(dataDir, subscribers + 1);
  console.log(
    `busy day: seeded ${subscribers + 1} officers in ${((performance.now() - seedStart) / 1000).toFixed(1)} s`,
  );
  const server = await startServer({
    PGLITE_DIR: dataDir,
    PSO_ROLE_IDS: PSO_ROLE,
    // The load writes faster than a member may; the limit is still counted, out of reach.
    RATE_LIMIT_WRITES: '1000000',
  });
  const agent = new http.Agent({ keepAlive: true });
  const streams: Awaited<ReturnType<typeof subscribe>>[] = [];
  try {
    const pid = server.child.pid!;
    const idle = residentMb(pid);
    for (let i = 0; i < subscribers; i += 50) {
      streams.push(
        ...(await Promise.all(
          Array.from({ length: Math.min(50, subscribers - i) }, (_, k) =>
            subscribe(server.port, cookies[i + k + 1]!),
          ),
        )),
      );
    }
    let peak = residentMb(pid);
    const sampler = setInterval(() => (peak = Math.max(peak, residentMb(pid))), 200);
    const until = performance.now() + duration * 1000;
    let calls = 0;
    const loadBefore = load();
    while (performance.now() < until) {
      await createCall(agent, server.port, cookies[0]!, calls++);
      await new Promise((r) => setTimeout(r, interval));
    }
    // Let the last call reach every stream before the figure is taken.
    await new Promise((r) => setTimeout(r, 2000));
    clearInterval(sampler);
    const end = residentMb(pid);
    const delivered = streams.reduce((n, s) => n + s.events(), 0);
    console.log(
      `busy day (load ${loadBefore} before, ${load()} after): ${subscribers} subscribers, ` +
        `${calls} calls over ${duration} s, ${delivered} of ${calls * subscribers} events ` +
        `delivered; resident ${mb(idle)} before, peak ${mb(peak)}, ${mb(end)} at the end`,
    );
    judge(
      `PGlite, after ${duration} s of the busy-day load (peak)`,
      mb(peak),
      `≤ ${TARGETS.pgliteBusyMb} MB`,
      `floor ${floorMb === undefined ? 'n/a' : `${mb(floorMb)} (bare engine, idle)`}`,
      peak <= TARGETS.pgliteBusyMb,
    );
  } finally {
    for (const s of streams) s.close();
    agent.destroy();
    await server.stop();
  }
}

let dataDir: string | undefined;
try {
  if (wanted('idle') || wanted('busy')) dataDir = await idlePglite();
  if (wanted('postgres')) await idlePostgres();
  if (wanted('first')) await firstStart();
  if (wanted('busy') && dataDir) {
    await busyDay(dataDir, await floor({ pglite: dataDir }));
  }
} finally {
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
}

console.log(`\nTargets (load average now ${load()}; timings count on a quiet machine only):`);
for (const v of verdicts) {
  console.log(
    `${v.met ? 'MET   ' : 'MISSED'} ${v.label}: ${v.value} (target ${v.target}; ${v.beside})`,
  );
}
