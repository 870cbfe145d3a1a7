import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { serve } from '@hono/node-server';
import { ConfigError, createDb, loadConfig, migrateToLatest, seedDemo } from '@tenfour/db';
import { startHousekeeping } from '@tenfour/db/housekeeping';
import { startDiscordServices } from '@tenfour/bot';
import { createApp } from './app';

// `npm start`: one process with the API, the built web app and, when configured, the bot.
async function main() {
  if (existsSync('.env')) process.loadEnvFile('.env');
  let config;
  try {
    config = loadConfig(process.env);
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }

  const handle = await createDb({
    databaseUrl: config.database.url,
    pgliteDir: config.database.pgliteDir,
    poolSize: config.database.poolSize,
  });
  const applied = await migrateToLatest(handle.db);
  if (applied.length) console.log(`Database migrated: ${applied.join(', ')}`);
  if (config.demoMode) await seedDemo(handle.db, config.roles);

  const webDist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/dist');
  const app = createApp({
    db: handle.db,
    notifier: handle.notifier,
    config,
    now: () => new Date(),
    webDist,
  });

  const server = serve({ fetch: app.fetch, port: config.port }, (info) => {
    const where =
      handle.engine === 'pglite' ? `PGlite in ${config.database.pgliteDir}` : 'PostgreSQL';
    console.log(
      `${config.appName} is running on ${config.publicUrl.origin} (port ${info.port}, ${where})`,
    );
    if (config.demoMode) {
      console.log('Demo mode: Discord is not configured, so the sign-in page offers demo users.');
    }
  });

  const discord = await startDiscordServices({ db: handle.db, config });
  const stopHousekeeping = startHousekeeping(handle.db, () => new Date(), {
    auditRetentionDays: config.audit.retentionDays,
  });

  const shutdown = () => {
    stopHousekeeping();
    server.close();
    void discord
      .stop()
      .then(() => handle.close())
      .finally(() => process.exit(0));
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
}

await main();
