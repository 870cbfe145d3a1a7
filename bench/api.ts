// The public API against the site's own routes: the same database work, authenticated by an API
// key (`Authorization: Bearer`) or by an officer's session cookie, over HTTP by keep-alive
// clients for a fixed time each. Two pairs: plate lookups (GET /api/v1/lookup against GET
// /api/search) and unit status changes (PUT /api/v1/units/:discordId/status against PUT
// /api/units/me, both changeUnit). The session path is the floor, measured in the same run; the
// target is key throughput at least 90% of it. A script, not a test:
//   npm run bench:api -- [--seconds=10] [--clients=32] [--pool=DATABASE_POOL_SIZE]
//     [--rounds=2] [--only=lookups|status]
// Each path runs `--rounds` times, session and key in alternating order; the figures add them.
// Creates (and drops) its own database on the local server, or BENCH_ADMIN_URL's.
import type { AddressInfo } from 'node:net';
import { cpus, loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import { serve } from '@hono/node-server';
import { sql } from 'kysely';
import {
  createDb,
  createRateLimiter,
  createSession,
  loadConfig,
  migrateToLatest,
  seedRoleMappingOnce,
  upsertUser,
  type DbHandle,
} from '@tenfour/db';
import { databaseUrl, withAdmin } from '@tenfour/db/testing';
import { communityValues } from '@tenfour/db/values';
import { seedOfficer } from './seed-units';
import { createApp } from '../api/src/app';
import { Connection } from './http-client';

const ADMIN_URL = process.env.BENCH_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const PSO_ROLE = 'bench-pso';
const ADMIN_ROLE = 'bench-admin';
const DEPARTMENT = 'Xbox';
const CIVILIANS = 2_000;
const VEHICLES = 10_000;
/** The highest per-minute limit a key may have (createApiKeyBody in api/src/api-keys). */
const KEY_MAX_PER_MINUTE = 100_000;
/** The target: key-authenticated throughput at least this share of the session's. */
const TARGET = 0.9;
const SCOPES: Record<string, string | undefined> = {
  lookups: 'lookup:read',
  status: 'units:write',
};

function arg(name: string, fallback: number): number {
  const found = process.argv.find((a) => a.startsWith(`--${name}=`));
  const value = found ? Number(found.split('=')[1]) : fallback;
  if (!Number.isFinite(value) || value <= 0) throw new Error(`--${name} must be a positive number`);
  return value;
}

/** Owners, civilians and plates in a few statements (no per-row round trips). */
async function seedVehicles(handle: DbHandle) {
  const { db } = handle;
  await sql`INSERT INTO users (discord_id, username)
    SELECT (700000000000000000 + g)::text, 'owner' || g FROM generate_series(1::bigint, ${CIVILIANS}) g`.execute(
    db,
  );
  await sql`INSERT INTO civilians (discord_id, first_name, last_name, date_of_birth, ssn, occupation)
    SELECT (700000000000000000 + g)::text, 'Owner', 'N' || g, date '1980-01-01' + (g % 9000)::int,
           lpad((100000000 + g * 7919)::text, 9, '0'), 'Citizen'
    FROM generate_series(1::bigint, ${CIVILIANS}) g`.execute(db);
  await sql`INSERT INTO vehicles (civilian_id, plate, vin, make, model, year, color, insured)
    SELECT c.id, 'BN' || lpad(g::text, 5, '0'), upper(substr(md5('vin' || g), 1, 17)),
           'Vapid', 'Stanier', (1990 + g % 35)::int, 'Black', g % 5 <> 0
    FROM generate_series(1::bigint, ${VEHICLES}) g
    JOIN (SELECT row_number() OVER (ORDER BY id) AS n, id FROM civilians) c
      ON c.n = 1 + g % ${CIVILIANS}`.execute(db);
  await sql`VACUUM ANALYZE civilians, vehicles`.execute(db);
}

/** One officer per client (their own unit, so status changes do not wait on each other's row). */
async function seedOfficers(handle: DbHandle, count: number) {
  const { db } = handle;
  // Signed in an hour ago, so no answer re-sends the cookie (see bench/search.ts).
  const signedIn = new Date(Date.now() - 3_600_000);
  const officers: { discordId: string; cookie: string }[] = [];
  for (let i = 0; i < count; i++) {
    const { discordId, cookie } = await seedOfficer(db, i, {
      role: PSO_ROLE,
      department: DEPARTMENT,
      callsign: `B-${i}`,
      at: signedIn,
    });
    officers.push({ discordId, cookie });
  }
  return officers;
}

interface Samples {
  ms: number[];
  errors: number;
  elapsed: number;
  /** The first refused answer's status, to say why. */
  firstError?: number;
  /** Every request sent, warm-up included, and the database's transactions meanwhile. */
  sent: number;
  transactions: number;
}

/** What one client sends: its paths and headers in turn, and the bodies in turn (PUT). */
interface ClientPlan {
  paths: string[];
  headers: Record<string, string>[];
}

interface HttpLoad {
  port: number;
  method: 'GET' | 'PUT';
  seconds: number;
  clients: ClientPlan[];
  bodies?: string[];
}

/** Each client sends back to back for `seconds`, after a 1 s warm-up. */
async function runHttpClients(job: HttpLoad): Promise<Samples> {
  const connections = await Promise.all(job.clients.map(() => Connection.open(job.port)));
  const ms: number[] = [];
  let errors = 0;
  let firstError: number | undefined;
  let total = 0;
  const warmupEnd = performance.now() + 1_000;
  const end = warmupEnd + job.seconds * 1_000;
  try {
    await Promise.all(
      job.clients.map(async (plan, n) => {
        const connection = connections[n]!;
        // Clients start at different places in the shared lists, as search.ts's do.
        let i = n * 7919;
        let sent = 0;
        while (performance.now() < end) {
          total++;
          const body = job.bodies?.[sent++ % job.bodies.length];
          const headers = plan.headers[i % plan.headers.length]!;
          const path = plan.paths[i++ % plan.paths.length]!;
          const started = performance.now();
          const status = await connection.request(job.method, path, headers, body).catch(() => 0);
          if (started >= warmupEnd) {
            ms.push(performance.now() - started);
            if (status !== 200) {
              errors++;
              firstError ??= status;
            }
          }
        }
      }),
    );
  } finally {
    for (const c of connections) c.close();
  }
  return {
    ms: ms.sort((a, b) => a - b),
    errors,
    elapsed: job.seconds,
    firstError,
    sent: total,
    transactions: 0,
  };
}

/**
 * The database's committed and rolled-back transactions so far (each statement outside a
 * transaction is one): per request, the round trips a path costs, which no load average blurs.
 */
async function transactionsSoFar(db: DbHandle['db']) {
  // A backend reports its counts when idle, at most a second late.
  await new Promise((r) => setTimeout(r, 1_500));
  const { rows } = await sql<{ n: string }>`SELECT xact_commit + xact_rollback AS n
    FROM pg_stat_database WHERE datname = current_database()`.execute(db);
  return Number(rows[0]!.n);
}

/** The load, with the database transactions it caused. */
async function measured(db: DbHandle['db'], job: HttpLoad): Promise<Samples> {
  const before = await transactionsSoFar(db);
  const samples = await httpLoad(job);
  return { ...samples, transactions: (await transactionsSoFar(db)) - before };
}

/** The load runs on its own thread, so the server's event loop only serves (as search.ts). */
function httpLoad(job: HttpLoad): Promise<Samples> {
  return new Promise((resolve, reject) => {
    const entry = JSON.stringify(import.meta.url);
    const worker = new Worker(
      `import('tsx/esm/api').then(({ register }) => { register(); return import(${entry}); })`,
      { eval: true, workerData: job },
    );
    worker.once('message', resolve);
    worker.once('error', reject);
  });
}

const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
const rate = (s: Samples) => s.ms.length / s.elapsed;

function line(label: string, s: Samples) {
  const refused = s.errors ? `  errors ${s.errors} (first: ${s.firstError})` : '';
  return (
    `  ${label.padEnd(9)} ${rate(s).toFixed(0).padStart(6)} req/s  ` +
    `p50 ${pct(s.ms, 50).toFixed(2).padStart(6)} ms  p95 ${pct(s.ms, 95).toFixed(2).padStart(6)} ms` +
    `  ${(s.transactions / s.sent).toFixed(2)} db transactions/request` +
    refused
  );
}

/** Keys enough that none passes its per-minute limit at `perSecond` for `seconds`. */
function keysNeeded(perSecond: number, seconds: number) {
  // Half again the session path's rate (the key path may be faster), over every key run and
  // its warm-up, or a minute at most (each key's window is one minute).
  const perMinute = perSecond * 1.5 * Math.min(seconds, 60);
  return Math.max(1, Math.ceil(perMinute / KEY_MAX_PER_MINUTE));
}

/** Creates keys as staff do (POST /api/admin/api-keys): the secrets, returned this once. */
async function createKeys(port: number, cookie: string, scope: string, count: number) {
  const secrets: string[] = [];
  for (let i = 0; i < count; i++) {
    const res = await fetch(`http://127.0.0.1:${port}/api/admin/api-keys`, {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json' },
      body: JSON.stringify({
        name: `bench ${scope} ${i + 1}`,
        scopes: [scope],
        rateLimitPerMinute: KEY_MAX_PER_MINUTE,
      }),
    });
    if (res.status !== 201)
      throw new Error(`creating a key answered ${res.status}: ${await res.text()}`);
    secrets.push(((await res.json()) as { secret: string }).secret);
  }
  return secrets;
}

/** One request of each plan first: a path that does not answer 200 stops the run here. */
async function probe(job: HttpLoad) {
  const connection = await Connection.open(job.port);
  try {
    const plan = job.clients[0]!;
    const status = await connection.request(
      job.method as 'POST',
      plan.paths[0]!,
      plan.headers[0]!,
      job.bodies?.[0],
    );
    if (status !== 200) {
      // Asked again with fetch, for the answer's text (the raw client reads only the status).
      const res = await fetch(`http://127.0.0.1:${job.port}${plan.paths[0]}`, {
        method: job.method,
        headers: plan.headers[0],
        body: job.bodies?.[0] ?? null,
      });
      throw new Error(`${job.method} ${plan.paths[0]} answered ${status}: ${await res.text()}`);
    }
  } finally {
    connection.close();
  }
}

interface Pair {
  label: string;
  session: HttpLoad;
  key: (secrets: string[]) => HttpLoad;
  scope: string;
}

/** Two runs' samples as one (the same path measured in two rounds). */
const merge = (a: Samples, b: Samples): Samples => ({
  ms: [...a.ms, ...b.ms].sort((x, y) => x - y),
  errors: a.errors + b.errors,
  elapsed: a.elapsed + b.elapsed,
  firstError: a.firstError ?? b.firstError,
  sent: a.sent + b.sent,
  transactions: a.transactions + b.transactions,
});

/**
 * Session and key paths in alternating order, round after round (session first, then key
 * first, ...), so a machine whose load drifts during the run favours neither path.
 */
async function comparePair(
  pair: Pair,
  port: number,
  adminCookie: string,
  o: { seconds: number; rounds: number; db: DbHandle['db'] },
) {
  console.log(`\n${pair.label}`);
  await probe(pair.session);
  let session = await measured(o.db, pair.session);
  // Sized on the first session run: every key run of the pair may fall in one key's minute.
  const count = keysNeeded(rate(session), (o.seconds + 1) * o.rounds);
  const secrets = await createKeys(port, adminCookie, pair.scope, count);
  const keyLoad = pair.key(secrets);
  await probe(keyLoad);
  let key = await measured(o.db, keyLoad);
  for (let round = 1; round < o.rounds; round++) {
    const first = round % 2 ? keyLoad : pair.session;
    const a = await measured(o.db, first);
    const b = await measured(o.db, first === keyLoad ? pair.session : keyLoad);
    key = merge(key, first === keyLoad ? a : b);
    session = merge(session, first === keyLoad ? b : a);
  }
  console.log(line('session', session));
  console.log(line('key', key));
  if (count > 1) {
    console.log(
      `  (${count} keys in turn, each at the ${KEY_MAX_PER_MINUTE.toLocaleString('en')}/min ` +
        `maximum: one key would pass its limit at this rate)`,
    );
  }
  const ratio = rate(key) / rate(session);
  console.log(
    `  key/session: ${(100 * ratio).toFixed(0)}% of the req/s, ` +
      `p50 ${(pct(key.ms, 50) / pct(session.ms, 50)).toFixed(2)}x, ` +
      `p95 ${(pct(key.ms, 95) / pct(session.ms, 95)).toFixed(2)}x`,
  );
  return { ratio, errors: session.errors + key.errors };
}

async function main() {
  const seconds = Math.min(arg('seconds', 10), 120);
  const clients = Math.min(Math.floor(arg('clients', 32)), 256);
  const rounds = Math.min(Math.floor(arg('rounds', 2)), 10);
  const config = loadConfig({
    ...process.env,
    NODE_ENV: 'test',
    PSO_ROLE_IDS: PSO_ROLE,
    ADMIN_ROLE_IDS: ADMIN_ROLE,
    // Officers change status as fast as the machine allows: the write limit is still counted
    // (its cost is part of the session path) but set out of reach, as in bench/events.ts.
    RATE_LIMIT_WRITES: '1000000',
  });
  const pool = Math.min(arg('pool', config.database.poolSize), 100);
  const name = `tenfour_bench_api_${process.pid}_${Date.now().toString(36)}`;
  await withAdmin(ADMIN_URL, (c) => c.query(`CREATE DATABASE "${name}"`));
  const handle = await createDb({ databaseUrl: databaseUrl(ADMIN_URL, name), poolSize: pool });
  try {
    await migrateToLatest(handle.db);
    // As the server does at start: the environment's role ids fill the new database's mapping.
    await seedRoleMappingOnce(handle.db, config.roleSeed);
    // Made first: it subscribes the dispatch event hooks that registering an officer needs.
    const app = createApp({
      db: handle.db,
      notifier: handle.notifier,
      config,
      limits: createRateLimiter(handle, config.rateLimits),
      now: () => new Date(),
    });
    const started = performance.now();
    await seedVehicles(handle);
    const officers = await seedOfficers(handle, clients);
    const adminId = '899999999999999999';
    await upsertUser(handle.db, {
      discordId: adminId,
      username: 'bench.staff',
      discriminator: '0',
      avatar: null,
      roles: [ADMIN_ROLE],
    });
    const adminCookie = `tenfour_session=${(await createSession(handle.db, adminId, new Date())).token}`;
    console.log(
      `Seeded ${VEHICLES.toLocaleString('en')} vehicles and ${clients} officers in ` +
        `${((performance.now() - started) / 1000).toFixed(1)} s.`,
    );

    const plates = (
      await sql<{ plate: string }>`SELECT plate FROM vehicles ORDER BY random() LIMIT 400`.execute(
        handle.db,
      )
    ).rows.map((r) => encodeURIComponent(r.plate));
    const rules = await communityValues(handle.db).statusRules('police');
    const busy = rules.statuses.find((s) => s.meaning === 'busy')?.code;
    const available = rules.onDutyStatus;
    if (!busy || !available) throw new Error('the police service has no busy or available status');
    // The first change (available) starts each officer's tour; after that both keep it, so
    // both paths alternate the same two statuses on a unit on duty.
    const bodies = [available, busy].map((status) => JSON.stringify({ status }));

    const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
    await new Promise((r) => server.once('listening', r));
    const port = (server.address() as AddressInfo).port;
    const json = { 'content-type': 'application/json' };
    const bearer = (secret: string) => ({ authorization: `Bearer ${secret}` });

    console.log(
      `\nLoad average before the run: ${loadavg()[0]!.toFixed(1)} (on ${cpus().length} cores). ` +
        `${clients} concurrent clients, ${pool} database connections, ${seconds} s per row ` +
        `(after 1 s warm-up), ${rounds} round(s) of each path in alternating order.`,
    );
    const pairs: Pair[] = [
      {
        label: `Plate lookups (${plates.length} plates; one officer's session, or keys with lookup:read)`,
        scope: 'lookup:read',
        session: {
          port,
          method: 'GET',
          seconds,
          clients: officers.map(() => ({
            paths: plates.map((p) => `/api/search?plate=${p}`),
            headers: [{ cookie: officers[0]!.cookie }],
          })),
        },
        key: (secrets) => ({
          port,
          method: 'GET',
          seconds,
          clients: officers.map(() => ({
            paths: plates.map((p) => `/api/v1/lookup?department=${DEPARTMENT}&plate=${p}`),
            headers: secrets.map(bearer),
          })),
        }),
      },
      {
        label: `Unit status (${available} / ${busy} in turn; each client its own officer)`,
        scope: 'units:write',
        session: {
          port,
          method: 'PUT',
          seconds,
          bodies,
          clients: officers.map((o) => ({
            paths: ['/api/units/me'],
            headers: [{ ...json, cookie: o.cookie }],
          })),
        },
        key: (secrets) => ({
          port,
          method: 'PUT',
          seconds,
          bodies,
          clients: officers.map((o) => ({
            paths: [`/api/v1/units/${o.discordId}/status`],
            headers: secrets.map((s) => ({ ...json, ...bearer(s) })),
          })),
        }),
      },
    ];
    let missed = false;
    let errors = 0;
    // --only=lookups or --only=status runs one pair (for studying one path).
    const only = process.argv.find((a) => a.startsWith('--only='))?.split('=')[1];
    for (const pair of pairs.filter((p) => !only || p.scope === SCOPES[only])) {
      const result = await comparePair(pair, port, adminCookie, {
        seconds,
        rounds,
        db: handle.db,
      });
      if (result.ratio < TARGET) missed = true;
      errors += result.errors;
    }
    console.log(
      `\nTarget (key-authenticated req/s >= ${100 * TARGET}% of the session path's, ` +
        `no errors): ${missed || errors ? 'MISSED' : 'MET'}`,
    );
    await new Promise((r) => server.close(r));
  } finally {
    await handle.close();
    // pg's pool resolves end() before its sockets finish closing; wait before dropping.
    await new Promise((r) => setTimeout(r, 300));
    await withAdmin(ADMIN_URL, (c) => c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));
  }
}

if (isMainThread) await main();
else parentPort!.postMessage(await runHttpClients(workerData as HttpLoad));
