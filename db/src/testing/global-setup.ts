import type { TestProject } from 'vitest/node';
import { createDb } from '../infra/client';
import { migrateToLatest } from '../infra/migrate';
import { databaseUrl, withAdmin } from './postgres-admin';
import { dropStaleTestDatabases } from './stale-databases';

/**
 * PostgreSQL runs: migrate one template database for the whole run; every test file copies
 * it (CREATE DATABASE ... TEMPLATE is fast) and drops its copy. Everything is dropped after,
 * and what an aborted run left behind is dropped before.
 */
export default async function setup(project: TestProject) {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DATABASE_URL is required for the postgres test project');
  const dropped = await dropStaleTestDatabases(adminUrl);
  if (dropped.length) console.log(`Dropped ${dropped.length} test databases left by aborted runs.`);
  const template = `tenfour_test_${process.pid}_${Date.now().toString(36)}`;
  await withAdmin(adminUrl, (c) => c.query(`CREATE DATABASE "${template}"`));
  const handle = await createDb({ databaseUrl: databaseUrl(adminUrl, template) });
  try {
    await migrateToLatest(handle.db);
  } finally {
    await handle.close();
  }
  project.provide('postgresAdminUrl', adminUrl);
  project.provide('postgresTemplate', template);

  return async () => {
    await withAdmin(adminUrl, async (c) => {
      const { rows } = await c.query<{ datname: string }>(
        'SELECT datname FROM pg_database WHERE datname LIKE $1',
        [`${template}%`],
      );
      for (const { datname } of rows)
        await c.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`);
    });
  };
}
