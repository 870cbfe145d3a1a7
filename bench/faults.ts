// Database faults under load: the API in a process of its own on PostgreSQL, N clients sending
// mixed writes (transfers, deposits, withdrawals, civilians, records) for a fixed time while
// every connection of the database is terminated K times. A script, not a test:
//   npm run bench:faults -- [--seconds=20] [--clients=16] [--cuts=5] [--pool=10]
// Creates (and drops) its own database on the local server, or TEST_DATABASE_URL's server.
import { createDb, migrateToLatest } from '@tenfour/db';
import { databaseUrl, withAdmin } from '@tenfour/db/testing';
import { auditBank } from '@tenfour/db/bank';
import { startSecondProcess } from '../api/src/testing/second-process';
import {
  lostWrites,
  runWriteLoad,
  seedLoadCast,
  terminateConnections,
} from '../api/src/testing/fault-load';
import { TEST_ENV, TEST_ROLES } from '../api/src/testing/test-app';

const SERVER = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

function arg(name: string, fallback: number): number {
  const found = process.argv.find((a) => a.startsWith(`--${name}=`));
  const value = found ? Number(found.split('=')[1]) : fallback;
  if (!Number.isFinite(value) || value <= 0) throw new Error(`--${name} must be a positive number`);
  return value;
}

const seconds = arg('seconds', 20);
const clients = arg('clients', 16);
const cuts = arg('cuts', 5);
const pool = arg('pool', 10);

const name = `tenfour_bench_faults_${process.pid}_${Date.now().toString(36)}`;
await withAdmin(SERVER, (c) => c.query(`CREATE DATABASE "${name}"`));
const url = databaseUrl(SERVER, name);
const handle = await createDb({ databaseUrl: url, poolSize: 4 });
try {
  await migrateToLatest(handle.db);
  const cast = await seedLoadCast(handle.db, {
    members: 40,
    publicSafetyRole: TEST_ROLES.publicSafety,
  });
  // Forty members and one officer write as fast as they can: the write limit is counted but
  // set out of reach, so the figures are about faults, not refusals.
  const api = await startSecondProcess(url, {
    ...TEST_ENV,
    DATABASE_POOL_SIZE: String(pool),
    RATE_LIMIT_WRITES: '1000000',
  });
  const before = await auditBank(handle.db);

  const ends = Date.now() + seconds * 1000;
  const load = runWriteLoad({
    send: api.request,
    cast,
    clients,
    keepGoing: () => Date.now() < ends,
  });
  let terminated = 0;
  for (let k = 1; k <= cuts; k++) {
    await new Promise((resolve) =>
      setTimeout(resolve, ends - Date.now() - ((cuts - k + 0.5) * seconds * 1000) / cuts),
    );
    terminated += await terminateConnections(SERVER, name);
  }
  const tally = await load;
  const restartsNeeded = api.exitCode() === null ? 0 : 1;
  await api.stop();

  const after = await auditBank(handle.db);
  const drift =
    after.accountsCents +
    after.walletsCents -
    (before.accountsCents + before.walletsCents) -
    (after.mintedCents - before.mintedCents) +
    (after.burnedCents - before.burnedCents);
  const lost = await lostWrites(handle.db, tally.written);
  const figures = {
    seconds,
    clients,
    cuts,
    connectionsTerminated: terminated,
    requests: tally.requests,
    answered2xx: tally.ok,
    answered503: tally.unavailable,
    other5xx: tally.serverErrors,
    noAnswer: tally.noAnswer,
    lostWrites: lost,
    moneyDriftCents: drift,
    mismatchedPockets: after.mismatchedPockets,
    restartsNeeded,
    statuses: tally.statuses,
  };
  console.log(JSON.stringify(figures, null, 2));
  const ok =
    lost === 0 &&
    drift === 0 &&
    tally.serverErrors === 0 &&
    tally.noAnswer === 0 &&
    !restartsNeeded;
  console.log(ok ? 'Target met: 0 lost, 0 drift, 0 non-503 5xx, 0 restarts.' : 'Target missed.');
} finally {
  await handle.close();
  await withAdmin(SERVER, (c) => c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));
}
