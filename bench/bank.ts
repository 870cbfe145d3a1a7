// Transfer throughput over HTTP: the real API in this process, 32 keep-alive clients on a
// worker thread, 1,000 accounts on PostgreSQL, beside a bare floor server (bench/bank-floor.ts)
// on the same database, then the conservation check and the API's ratio to the floor. The two
// take turns in short slices (API, floor, API, floor, ...) so that the machine's drift during
// the run falls on both alike. A script, not a test:
//   npm run bench:bank -- [--seconds=20] [--rounds=4] [--clients=32] [--pool=DATABASE_POOL_SIZE]
// Uses DATABASE_URL when set, else creates (and drops) its own database on the local server.
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import os from 'node:os';
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import { performance } from 'node:perf_hooks';
import { serve } from '@hono/node-server';
import type { AddressInfo } from 'node:net';
import {
  createDb,
  createSession,
  loadConfig,
  migrateToLatest,
  upsertUser,
  type DbHandle,
  createRateLimiter,
} from '@tenfour/db';
import { databaseUrl, withAdmin } from '@tenfour/db/testing';
import { auditBank, type BankAudit, insertAccount, provisionCivilian } from '@tenfour/db/bank';
import { createApp } from '../api/src/app';
import { Connection } from './http-client';
import { startFloorServer } from './bank-floor';

const LOCAL_SERVER = 'postgres://postgres@127.0.0.1:5432/postgres';
const MEMBERS = 500;
const FIRST_WARMUP_MS = 3_000;
// One civilian each: starting money is paid once per member.
const CIVILIANS_PER_MEMBER = 1;
const OPENING = { walletCents: 50_000, checkingCents: 250_000 };
const SAVINGS_OPENING_CENTS = 250_000;

function arg(name: string, fallback: number): number {
  const found = process.argv.find((a) => a.startsWith(`--${name}=`));
  const value = found ? Number(found.split('=')[1]) : fallback;
  if (!Number.isFinite(value) || value <= 0) throw new Error(`--${name} must be a positive number`);
  return value;
}

interface Member {
  cookie: string;
  accounts: { id: string; number: string }[];
}

async function openDatabase(url: string | undefined, poolSize: number) {
  if (url) return { url, handle: await createDb({ databaseUrl: url, poolSize }), drop: undefined };
  const name = `tenfour_bench_${process.pid}_${Date.now().toString(36)}`;
  await withAdmin(LOCAL_SERVER, (c) => c.query(`CREATE DATABASE "${name}"`));
  const at = databaseUrl(LOCAL_SERVER, name);
  const handle = await createDb({ databaseUrl: at, poolSize });
  const drop = () =>
    withAdmin(LOCAL_SERVER, (c) => c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));
  return { url: at, handle, drop };
}

/** 500 members × 1 civilian × (Checking + Savings) = 1,000 accounts, through the real ledger. */
async function seed(handle: DbHandle): Promise<{ members: Member[]; numbers: string[] }> {
  const { db } = handle;
  const members: Member[] = [];
  const numbers: string[] = [];
  const now = new Date();
  for (let m = 0; m < MEMBERS; m++) {
    const discordId = `9${String(Date.now()).slice(-8)}${String(m).padStart(6, '0')}`;
    await upsertUser(db, {
      discordId,
      username: `bench${m}`,
      discriminator: '0',
      avatar: null,
      roles: [],
    });
    // Signed in an hour ago, as players are by the time they bank: a session started this
    // minute re-sends its cookie on every answer (the renewal's minute), which no evening of
    // play does.
    const { token } = await createSession(db, discordId, new Date(now.getTime() - 3_600_000));
    const member: Member = { cookie: `tenfour_session=${token}`, accounts: [] };
    await Promise.all(
      Array.from({ length: CIVILIANS_PER_MEMBER }, async (_, c) => {
        const { id } = await db
          .insertInto('civilians')
          .values({
            discord_id: discordId,
            first_name: `Bench${m}`,
            last_name: `Civilian${c}`,
            date_of_birth: '1990-01-01',
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        await db.transaction().execute(async (trx) => {
          await provisionCivilian(trx, id, OPENING, now);
          const savings = await insertAccount(trx, {
            civilianId: id,
            accountType: 'Savings',
            name: 'Savings',
            balanceCents: SAVINGS_OPENING_CENTS,
            now,
          });
          await trx
            .insertInto('bank_ledger')
            .values({
              civilian_id: id,
              account_id: savings.id,
              type: 'opening',
              description: 'Opening balance',
              amount_cents: SAVINGS_OPENING_CENTS,
              created_at: now,
            })
            .execute();
        });
      }),
    );
    const accounts = await db
      .selectFrom('bank_accounts as a')
      .innerJoin('civilians as c', 'c.id', 'a.civilian_id')
      .select(['a.id', 'a.account_number'])
      .where('c.discord_id', '=', discordId)
      .execute();
    member.accounts = accounts.map((a) => ({ id: a.id, number: a.account_number }));
    numbers.push(...accounts.map((a) => a.account_number));
    members.push(member);
  }
  return { members, numbers };
}

interface Sample {
  ms: number;
  status: number;
}

interface LoadInput {
  port: number;
  clients: number;
  seconds: number;
  warmupMs: number;
  members: Member[];
  numbers: string[];
}

interface LoadResult {
  samples: Sample[];
  /** Requests that got no HTTP answer at all. */
  failures: number;
}

/** The 32 clients: random transfers from a member's account to any other account, back to back. */
async function generateLoad({ port, clients, seconds, warmupMs, members, numbers }: LoadInput) {
  const connections = await Promise.all(
    Array.from({ length: clients }, () => Connection.open(port)),
  );
  const samples: Sample[] = [];
  let failures = 0;
  const warmupEnd = performance.now() + warmupMs;
  const end = warmupEnd + seconds * 1_000;
  const client = async (n: number) => {
    let i = n;
    while (performance.now() < end) {
      const member = members[(i * 7 + n) % members.length]!;
      const from = member.accounts[Math.floor(Math.random() * member.accounts.length)]!;
      let to = from.number;
      while (to === from.number) to = numbers[Math.floor(Math.random() * numbers.length)]!;
      const started = performance.now();
      try {
        const status = await connections[n]!.request(
          'POST',
          '/api/bank/transfer',
          {
            'content-type': 'application/json',
            cookie: member.cookie,
            'idempotency-key': randomUUID(),
          },
          JSON.stringify({
            fromAccountId: from.id,
            toAccountNumber: to,
            // Whole cents / 100 prints with at most 2 decimals ($1.00 to $50.99).
            amount: (100 + Math.floor(Math.random() * 5000)) / 100,
          }),
        );
        if (started >= warmupEnd) samples.push({ ms: performance.now() - started, status });
      } catch {
        failures++;
      }
      i++;
    }
  };
  await Promise.all(Array.from({ length: clients }, (_, n) => client(n)));
  for (const connection of connections) connection.close();
  return { samples, failures } satisfies LoadResult;
}

function percentile(sorted: number[], p: number): number {
  if (!sorted.length) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

const dollars = (cents: number) =>
  `$${(cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}`;

function printAudit(label: string, audit: BankAudit) {
  console.log(
    `${label}: accounts ${dollars(audit.accountsCents)} + wallets ${dollars(audit.walletsCents)}` +
      ` = ${dollars(audit.accountsCents + audit.walletsCents)}; minted − burned ` +
      `${dollars(audit.mintedCents - audit.burnedCents)}; pockets off their ledger: ` +
      `${audit.mismatchedPockets}; negative: ${audit.negativePockets}`,
  );
}

interface Measured {
  ok: number;
  insufficient: number;
  other: number;
  requests: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  cpuSeconds: number;
  byStatus: Map<number, number>;
}

interface Slice extends LoadResult {
  cpuSeconds: number;
}

/** One load slice against `port` on a worker thread, as an outside load generator would. */
async function runSlice(load: LoadInput): Promise<Slice> {
  // Worker threads do not inherit the TypeScript loader: register it, then load this file.
  const boot = `import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(import.meta.url)}); })`;
  const worker = new Worker(boot, { eval: true, workerData: load });
  let cpuBefore = process.cpuUsage();
  const result = await new Promise<LoadResult>((resolve, reject) => {
    worker.on('message', (message: LoadResult | 'ready') => {
      // CPU is counted from the start of the load, not the worker's own start-up.
      if (message === 'ready') cpuBefore = process.cpuUsage();
      else resolve(message);
    });
    worker.once('error', reject);
  });
  await worker.terminate();
  const cpu = process.cpuUsage(cpuBefore);
  return { ...result, cpuSeconds: (cpu.user + cpu.system) / 1e6 };
}

/** One server's slices taken together. */
function summarise(slices: Slice[]): Measured {
  const samples = slices.flatMap((s) => s.samples);
  const failures = slices.reduce((n, s) => n + s.failures, 0);
  const byStatus = new Map<number, number>();
  for (const s of samples) byStatus.set(s.status, (byStatus.get(s.status) ?? 0) + 1);
  const ok = byStatus.get(200) ?? 0;
  // The only deliberate refusal: a random transfer larger than what the source holds.
  const insufficient = byStatus.get(422) ?? 0;
  const latencies = samples.map((s) => s.ms).sort((a, b) => a - b);
  return {
    ok,
    insufficient,
    other: samples.length - ok - insufficient + failures,
    requests: samples.length,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    max: latencies.at(-1) ?? Number.NaN,
    cpuSeconds: slices.reduce((n, s) => n + s.cpuSeconds, 0),
    byStatus,
  };
}

function report(label: string, m: Measured, seconds: number, warmupSeconds: number) {
  console.log(`${label}:`);
  console.log(`  Transfers completed: ${m.ok} in ${seconds} s = ${(m.ok / seconds).toFixed(0)}/s`);
  console.log(`  Requests: ${m.requests} (${(m.requests / seconds).toFixed(0)}/s)`);
  console.log(
    `  CPU of this process (server thread and client thread): ${m.cpuSeconds.toFixed(1)} s over ${seconds + warmupSeconds} s`,
  );
  console.log(
    `  Latency ms: p50 ${m.p50.toFixed(1)}, p95 ${m.p95.toFixed(1)}, p99 ${m.p99.toFixed(1)}, max ${m.max.toFixed(1)}`,
  );
  console.log(
    `  Insufficient funds (422): ${m.insufficient}; other errors: ${m.other}${m.other ? ` ${JSON.stringify(Object.fromEntries(m.byStatus))}` : ''}`,
  );
}

async function main() {
  const seconds = Math.min(arg('seconds', 20), 120);
  const clients = Math.min(arg('clients', 32), 256);
  const rounds = Math.min(Math.floor(arg('rounds', 4)), 20);
  // Each member transfers faster than a person could: the write limit is still counted (its
  // cost is part of the figures) but set out of reach. RATE_LIMIT_WRITES=0 measures without it.
  const config = loadConfig({ RATE_LIMIT_WRITES: '1000000', ...process.env, NODE_ENV: 'test' });
  // The API's own default (DATABASE_POOL_SIZE), as a community would run it: 8-10 measured
  // best for transfers on two cores (16 added p99, 4 throughput).
  const pool = Math.min(arg('pool', config.database.poolSize), 100);
  const { url, handle, drop } = await openDatabase(config.database.url, pool);
  try {
    await migrateToLatest(handle.db);
    const seedStart = performance.now();
    const { members, numbers } = await seed(handle);
    console.log(
      `Seeded ${numbers.length} accounts for ${members.length} members in ` +
        `${((performance.now() - seedStart) / 1000).toFixed(1)} s.`,
    );
    // The seed's writes would otherwise wake autovacuum and a checkpoint during the first
    // turn, which is the API's: both servers start from a settled database.
    await sql`VACUUM ANALYZE`.execute(handle.db);
    await sql`CHECKPOINT`.execute(handle.db);
    const before = await auditBank(handle.db);

    const app = createApp({
      db: handle.db,
      notifier: handle.notifier,
      config,
      limits: createRateLimiter(handle, config.rateLimits),
      now: () => new Date(),
    });
    const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
    await new Promise((r) => server.once('listening', r));
    const port = (server.address() as AddressInfo).port;
    // The floor, same clients, same database, same pool size, in turns with the API.
    const floorServer = await startFloorServer(url, pool);
    const slice = seconds / rounds;
    const warmupMs = 1_000;
    console.log(
      `Running ${clients} clients for ${seconds} s on each server, in ${rounds} turns of ` +
        `${slice.toFixed(1)} s (each after a 1 s warm-up, 3 s for the first), ${pool} database connections per ` +
        `pool; ${os.cpus().length} cores, load average ${os.loadavg()[0]!.toFixed(2)} before the run.`,
    );
    const apiSlices: Slice[] = [];
    const floorSlices: Slice[] = [];
    for (let turn = 0; turn < rounds; turn++) {
      // The first turn warms longer: compiled code, the session cache, the prepared statements
      // on every connection and the members' first write-limit leases.
      const load = { clients, seconds: slice, members, numbers };
      const warmup = turn === 0 ? FIRST_WARMUP_MS : warmupMs;
      apiSlices.push(await runSlice({ ...load, warmupMs: warmup, port }));
      floorSlices.push(await runSlice({ ...load, warmupMs: warmup, port: floorServer.port }));
    }
    const perTurn = (slices: Slice[]) =>
      slices.map((t) => (t.samples.length / slice).toFixed(0)).join(' ');
    console.log(`Requests/s per turn: API ${perTurn(apiSlices)}; floor ${perTurn(floorSlices)}`);
    await new Promise((r) => server.close(r));
    await floorServer.close();
    const api = summarise(apiSlices);
    const floor = summarise(floorSlices);
    const warmupSeconds = ((rounds - 1) * warmupMs + FIRST_WARMUP_MS) / 1000;
    report('API', api, seconds, warmupSeconds);
    console.log('');
    report(
      'Floor (bare Hono + pg, one locked two-row transfer with two ledger rows)',
      floor,
      seconds,
      warmupSeconds,
    );

    // The floor moves money too (both accounts and both ledger rows in one statement), so
    // the check covers everything both servers did.
    const after = await auditBank(handle.db);
    console.log('');
    printAudit('Before', before);
    printAudit('After ', after);
    const conserved =
      after.accountsCents + after.walletsCents === before.accountsCents + before.walletsCents &&
      after.accountsCents + after.walletsCents === after.mintedCents - after.burnedCents &&
      after.mismatchedPockets === 0 &&
      after.negativePockets === 0;
    console.log(`Conservation check: ${conserved ? 'PASSED' : 'FAILED'}`);
    if (!conserved || api.other) process.exitCode = 1;

    const ratio = api.ok / floor.ok;
    const p99 = api.p99 / floor.p99;
    console.log(
      `\nAPI vs floor: ${(100 * ratio).toFixed(0)}% of its transfers/s, p99 ${p99.toFixed(2)}x ` +
        `(target >= 70%, <= 1.5x): ${ratio >= 0.7 && p99 <= 1.5 ? 'MET' : 'MISSED'}; ` +
        `load average ${os.loadavg()[0]!.toFixed(2)} after the run.`,
    );
  } finally {
    await handle.close();
    // pg's pool resolves end() before its sockets finish closing; dropping the database
    // (WITH FORCE) at once would kill them mid-close and crash the process.
    await new Promise((r) => setTimeout(r, 300));
    await drop?.();
  }
}

if (isMainThread) {
  await main();
} else {
  parentPort!.postMessage('ready');
  parentPort!.postMessage(await generateLoad(workerData as LoadInput));
}
