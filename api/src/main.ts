import { existsSync } from 'node:fs';
import { startFailureToPay } from '@tenfour/db/jail';
import { startOverdueShifts } from '@tenfour/db/dispatch';
import type { Server } from 'node:http';
import path from 'node:path';
import v8 from 'node:v8';
import { fileURLToPath } from 'node:url';
import { createAdaptorServer } from '@hono/node-server';
import {
  ConfigError,
  createDb,
  loadConfig,
  migrateToLatest,
  seedDemo,
  seedRoleMappingOnce,
  startHousekeeping,
  createLogger,
  routeConsoleTo,
  DataDirLockedError,
  lockDataDir,
  createRateLimiter,
} from '@tenfour/db';
import { openingBalances, seedOpeningBalancesOnce } from '@tenfour/db/bank';
import { startDiscordServices } from '@tenfour/bot';
import { seedDepartmentWebhooks } from '@tenfour/db/departments';
import { startPayrollSchedule } from '@tenfour/db/economy';
import { createApp, type App } from './app';
import { eventHub } from './dispatch/event-hub';
import { recordEventHub } from './records/record-events';
import { keyedBody } from './errors';
import { createMetrics } from './metrics/metrics';
import { drainServer } from './server/drain';
import { listen, PortInUseError } from './server/listen';

/** Refusals that need one line, not a stack trace: the operator can fix them at once. */
function exitWith(message: string): never {
  process.stderr.write(`${message}\n`);
  process.exit(1);
}

// `npm start`: one process with the API, the built web app and, when configured, the bot.
async function main() {
  if (existsSync('.env')) process.loadEnvFile('.env');
  let config;
  try {
    config = loadConfig(process.env);
  } catch (err) {
    if (err instanceof ConfigError) exitWith(err.message);
    throw err;
  }
  const discordSecrets = [
    config.discord.botToken,
    config.discord.oauth?.clientSecret,
    config.webhooks.xbox,
    config.webhooks.playstation,
    config.metricsToken,
  ];
  const logger = createLogger({ ...config.log, secrets: discordSecrets });
  routeConsoleTo(logger);

  // The port first: a busy one is refused before the database is opened or migrated. Until the
  // app is ready, every request is told to come back (a proxy's probe reads 503).
  const lifecycle = { stopping: false };
  const ready: { app?: App } = {};
  const starting = () =>
    new Response(JSON.stringify(keyedBody(500, 'error.startingUp')), {
      status: 503,
      headers: { 'content-type': 'application/json', 'retry-after': '1' },
    });
  const server = createAdaptorServer({
    fetch: (req, env) => (ready.app ? ready.app.fetch(req, env) : starting()),
  }) as Server;
  try {
    await listen(server, config.port);
  } catch (err) {
    if (err instanceof PortInUseError) exitWith(err.message);
    throw err;
  }

  let releaseDataDir: (() => void) | undefined;
  if (!config.database.url) {
    // The embedded database is WebAssembly, which V8 compiles twice by default: quickly, then
    // optimised. What the optimising compiler leaves behind stayed resident, about 70 MB of a
    // small server's share, and the quick code alone opens the database with half the CPU and
    // answers search suggestions at the same cost (docs/benchmarks.md). Set before PGlite
    // compiles its module, so it reaches this process's database and nothing else.
    v8.setFlagsFromString('--liftoff-only');
    try {
      releaseDataDir = lockDataDir(config.database.pgliteDir);
    } catch (err) {
      if (err instanceof DataDirLockedError) exitWith(err.message);
      throw err;
    }
  }

  const handle = await createDb({
    databaseUrl: config.database.url,
    pgliteDir: config.database.pgliteDir,
    poolSize: config.database.poolSize,
    // Written beside the built server by `npm run build`; absent when run from sources.
    pgliteTemplate: fileURLToPath(new URL('./pglite-template.tar.gz', import.meta.url)),
  });
  const applied = await migrateToLatest(handle.db);
  if (applied.length) logger.info({ migrations: applied }, 'Database migrated');
  // The environment's role ids fill the role mapping of a database that never had one; from
  // then on staff edit it (/dashboard/admin/roles) and the environment is not read again.
  await seedRoleMappingOnce(handle.db, config.roleSeed);
  // Likewise the opening balances (staff edit them on /dashboard/admin/economy).
  await seedOpeningBalancesOnce(handle.db, openingBalances(config));
  await seedDepartmentWebhooks(handle.db, config);
  if (config.demoMode) await seedDemo(handle.db, config.roleSeed);

  const metrics = config.metricsToken
    ? createMetrics({ ...handle, now: () => new Date() })
    : undefined;
  const webDist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/dist');
  const limits = createRateLimiter(handle, config.rateLimits);
  ready.app = createApp({
    db: handle.db,
    notifier: handle.notifier,
    config,
    limits,
    now: () => new Date(),
    webDist,
    logger,
    lifecycle,
    metrics,
  });
  const where =
    handle.engine === 'pglite' ? `PGlite in ${config.database.pgliteDir}` : 'PostgreSQL';
  logger.info(
    { port: config.port, engine: handle.engine },
    `${config.appName} is running on ${config.publicUrl.origin} (port ${config.port}, ${where})`,
  );
  if (config.demoMode) {
    logger.info('Demo mode: Discord is not configured, so the sign-in page offers demo users.');
  }

  const discord = await startDiscordServices({
    db: handle.db,
    config,
    limits,
    observeDelivery: metrics?.observeDelivery,
  });
  const stopHousekeeping = startHousekeeping(handle.db, () => new Date(), {
    auditRetentionDays: config.audit.retentionDays,
  });
  // Every API process runs it; a lock and a unique record per warrant keep it to one warrant.
  const stopFailureToPay = startFailureToPay(
    handle.db,
    () => new Date(),
    (err) => logger.warn({ err }, 'Failure-to-pay check failed'),
  );
  // Shifts left open past the community's limit are closed at it and paid up to it; every API
  // process runs it, and only the change that ends a tour pays it.
  const stopOverdueShifts = startOverdueShifts(
    handle.db,
    () => new Date(),
    (err) => logger.warn({ err }, 'Closing overdue shifts failed'),
  );
  // Weekly payrolls: every API process looks; claiming a due run moves its date, so one pays.
  const stopPayrolls = startPayrollSchedule(
    handle.db,
    () => new Date(),
    (err) => logger.warn({ err }, 'Payroll check failed'),
  );

  // Stop in the order that loses nothing: say so to the proxy, stop taking connections, let
  // requests in flight finish (bounded), end event streams (browsers resume elsewhere with
  // Last-Event-ID), let the delivery worker settle what it claimed (no lease outlives us), then
  // close the database.
  const shutdown = async (signal: string) => {
    if (lifecycle.stopping) return;
    lifecycle.stopping = true;
    logger.info({ signal }, 'Shutting down');
    stopHousekeeping();
    stopFailureToPay();
    stopOverdueShifts();
    stopPayrolls();
    eventHub(handle.db, handle.notifier).closeStreams();
    recordEventHub(handle.notifier).closeStreams();
    const drained = await drainServer(server, config.shutdownTimeoutMs);
    if (drained === 'cut')
      logger.warn('Requests still running after the shutdown timeout were cut');
    await discord.stop().catch((err: unknown) => logger.error({ err }, 'Stopping Discord failed'));
    await handle
      .close()
      .catch((err: unknown) => logger.error({ err }, 'Closing the database failed'));
    releaseDataDir?.();
    logger.info('Stopped');
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
}

await main();
