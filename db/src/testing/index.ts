import { randomBytes } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { inject } from 'vitest';
import { createDb, PGLITE_PARSERS, setUpPglite, wrapPglite, type DbHandle } from '../infra/client';
import { migrateToLatest } from '../infra/migrate';
import { databaseUrl, withAdmin } from './postgres-admin';

export * from './audit';
export * from './bank';
export * from './fixtures';
export * from './postgres-admin';
export * from './role-mapping';
export * from './stale-databases';

export type TestEngine = 'pglite' | 'postgres';

export function testEngine(): TestEngine {
  return process.env.TEST_DB_ENGINE === 'postgres' ? 'postgres' : 'pglite';
}

let migratedPglite: Promise<PGlite> | undefined;

async function migratedTemplate(): Promise<PGlite> {
  migratedPglite ??= (async () => {
    const pglite = await PGlite.create('memory://', {
      extensions: { pg_trgm },
      parsers: PGLITE_PARSERS,
    });
    const handle = wrapPglite(pglite);
    await migrateToLatest(handle.db);
    return pglite;
  })();
  return migratedPglite;
}

/**
 * A fresh, migrated database for one test file: a clone of a migrated PGlite, or a new
 * PostgreSQL database copied from the run's migrated template (its `url` lets another process
 * open it too). Closing drops it.
 */
export async function createTestDb(): Promise<DbHandle & { url?: string }> {
  if (testEngine() === 'pglite') {
    // Not PGlite's clone(): it drops the type parsers (money and dates would change shape).
    const dump = await (await migratedTemplate()).dumpDataDir('none');
    const copy = await PGlite.create({
      loadDataDir: dump,
      extensions: { pg_trgm },
      parsers: PGLITE_PARSERS,
    });
    return wrapPglite(await setUpPglite(copy));
  }
  const adminUrl = inject('postgresAdminUrl');
  const template = inject('postgresTemplate');
  const name = `${template}_${randomBytes(4).toString('hex')}`;
  await withAdmin(adminUrl, (c) => c.query(`CREATE DATABASE "${name}" TEMPLATE "${template}"`));
  const url = databaseUrl(adminUrl, name);
  const handle = await createDb({ databaseUrl: url, poolSize: 20 });
  return {
    ...handle,
    url,
    close: async () => {
      await handle.close();
      await withAdmin(adminUrl, (c) => c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));
    },
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    postgresAdminUrl: string;
    postgresTemplate: string;
  }
}
