import { existsSync } from 'node:fs';
import {
  ConfigError,
  createDb,
  permissionReader,
  seedRoleMappingOnce,
  loadConfig,
  migrateToLatest,
  createLogger,
  routeConsoleTo,
  DataDirLockedError,
  lockDataDir,
  createRateLimiter,
} from '@tenfour/db';
import { openingBalances, seedOpeningBalancesOnce } from '@tenfour/db/bank';
import { outboxConfigured, startDiscordServices } from './index';

// `npm run bot`: the gateway bot and the outbox worker on their own, beside (or instead of)
// the ones `npm start` runs. It shares the site's database, so it needs DATABASE_URL:
// only one process may open a PGlite directory.
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
  routeConsoleTo(
    createLogger({
      ...config.log,
      secrets: [config.discord.botToken, config.webhooks.xbox, config.webhooks.playstation],
    }),
  );
  if (!outboxConfigured(config)) {
    console.error(
      'Nothing to run: set DISCORD_BOT_TOKEN (bot and DMs) and/or a report webhook URL.',
    );
    process.exit(1);
  }
  if (!config.database.url) {
    console.warn(
      'DATABASE_URL is not set: using PGlite in %s, which no other process may have open.',
      config.database.pgliteDir,
    );
    try {
      lockDataDir(config.database.pgliteDir);
    } catch (err) {
      if (!(err instanceof DataDirLockedError)) throw err;
      console.error(err.message);
      process.exit(1);
    }
  }

  const handle = await createDb({
    databaseUrl: config.database.url,
    pgliteDir: config.database.pgliteDir,
    poolSize: config.database.poolSize,
  });
  await migrateToLatest(handle.db);
  // Whichever process starts first fills the role mapping from the environment, once; the
  // bot then follows staff's changes to it as they are announced.
  await seedRoleMappingOnce(handle.db, config.roleSeed);
  await seedOpeningBalancesOnce(handle.db, openingBalances(config));
  permissionReader(handle.db, handle.notifier);
  const services = await startDiscordServices({
    db: handle.db,
    config,
    limits: createRateLimiter(handle, config.rateLimits),
    gateway: true,
  });

  const shutdown = () => {
    void services
      .stop()
      .then(() => handle.close())
      .finally(() => process.exit(0));
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
}

await main();
