import { afterAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { testEngine, withAdmin } from './index';
import { dropStaleTestDatabases, STALE_AFTER_MS } from './stale-databases';

describe.runIf(testEngine() === 'postgres')('test databases left by aborted runs', () => {
  // No process has a pid this large (Linux's pid_max is at most 4194304).
  const GONE = 99_999_999;
  const now = Date.now();
  const old = (now - STALE_AFTER_MS - 60_000).toString(36);
  const fresh = (now - 60_000).toString(36);
  const names = {
    abortedTemplate: `tenfour_test_${GONE}_${old}`,
    abortedCopy: `tenfour_test_${GONE}_${old}_0a1b2c3d`,
    abortedBrowserRun: `tenfour_e2e_${GONE}_${old}`,
    recent: `tenfour_test_${GONE}_${fresh}`,
    stillRunning: `tenfour_e2e_${process.pid}_${old}`,
  };
  const adminUrl = () => inject('postgresAdminUrl');
  const existing = () =>
    withAdmin(adminUrl(), async (c) => {
      const { rows } = await c.query<{ datname: string }>(
        'SELECT datname FROM pg_database WHERE datname = ANY($1)',
        [Object.values(names)],
      );
      return rows.map((r) => r.datname).sort();
    });

  afterAll(async () => {
    await withAdmin(adminUrl(), async (c) => {
      for (const name of Object.values(names)) await c.query(`DROP DATABASE IF EXISTS "${name}"`);
    });
  });

  it('are dropped when a run starts; recent ones and those of a running process stay', async () => {
    await withAdmin(adminUrl(), async (c) => {
      for (const name of Object.values(names)) await c.query(`CREATE DATABASE "${name}"`);
    });
    const dropped = await dropStaleTestDatabases(adminUrl(), now);
    expect(dropped).toEqual(
      expect.arrayContaining([names.abortedTemplate, names.abortedCopy, names.abortedBrowserRun]),
    );
    expect(await existing()).toEqual([names.recent, names.stillRunning].sort());
  });
});
