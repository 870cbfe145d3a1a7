import { serve } from '@hono/node-server';
import { createDb, loadConfig, createRateLimiter } from '@tenfour/db';
import { createApp } from '../app';

/**
 * Another API process for tests that need one (what one process does must reach the others
 * through the database alone): the app on DATABASE_URL, configured from the environment, on a
 * free port it prints. SIGTERM stops it.
 */
const config = loadConfig(process.env);
const handle = await createDb({
  databaseUrl: config.database.url,
  poolSize: process.env.DATABASE_POOL_SIZE ? config.database.poolSize : 2,
});
const app = createApp({
  db: handle.db,
  notifier: handle.notifier,
  config,
  limits: createRateLimiter(handle, config.rateLimits),
  now: () => new Date(),
});
serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info) => {
  process.stdout.write(`listening on ${info.port}\n`);
});
process.once('SIGTERM', () => {
  void handle.close().finally(() => process.exit(0));
});
