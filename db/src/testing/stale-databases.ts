import { withAdmin } from './postgres-admin';

/**
 * Test databases are named `tenfour_test_<pid>_<base-36 ms>` (a run's template and its
 * copies, `..._<hex>`) and `tenfour_e2e_<pid>_<base-36 ms>`: the name says which process made
 * it and when, so a run can tell another run's leftovers from its work in progress.
 */
const TEST_DATABASE = /^tenfour_(?:test|e2e)_(\d+)_([0-9a-z]+)(?:_[0-9a-f]+)?$/;

export const STALE_AFTER_MS = 60 * 60 * 1000;

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    // EPERM: the process exists but belongs to someone else.
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Drops the test databases an aborted run left behind: made over an hour ago by a process
 * that is no longer running. Returns their names.
 */
export async function dropStaleTestDatabases(
  adminUrl: string,
  now = Date.now(),
): Promise<string[]> {
  return withAdmin(adminUrl, async (c) => {
    const { rows } = await c.query<{ datname: string }>(
      "SELECT datname FROM pg_database WHERE datname LIKE 'tenfour\\_test\\_%' OR datname LIKE 'tenfour\\_e2e\\_%'",
    );
    const stale = rows
      .map((r) => r.datname)
      .filter((name) => {
        const match = TEST_DATABASE.exec(name);
        if (!match) return false;
        const createdAt = parseInt(match[2]!, 36);
        return now - createdAt > STALE_AFTER_MS && !isRunning(Number(match[1]));
      });
    for (const name of stale) await c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    return stale;
  });
}
