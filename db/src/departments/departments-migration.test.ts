import { Migrator, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrations } from '../../../migrations';
import type { DbHandle } from '../infra/client';
import { loadConfig } from '../infra/config';
import { seedDemo } from '../seed';
import { createTestDb } from '../testing';

let handle: DbHandle;
beforeAll(async () => {
  handle = await createTestDb();
  await seedDemo(handle.db, loadConfig({ NODE_ENV: 'development' }).roleSeed, {
    sheriffsOffice: false,
  });
});
afterAll(async () => {
  await handle?.close();
});

/** How many rows of each table name each department. */
async function census() {
  const counts: Record<string, Record<string, number>> = {};
  for (const table of ['officers', 'calls', 'bolos', 'records', 'pso_reports', 'clock_sessions']) {
    const { rows } = await sql<{ department: string; n: number }>`
      SELECT department, count(*)::int AS n FROM ${sql.table(table)} GROUP BY department
    `.execute(handle.db);
    counts[table] = Object.fromEntries(rows.map((r) => [r.department, r.n]));
  }
  return counts;
}

describe('migration 0022_departments', () => {
  it('turns the two fixed departments into rows every record still names', async () => {
    const departments = await handle.db
      .selectFrom('departments')
      .select(['id', 'name', 'short_name', 'services'])
      .orderBy('position')
      .execute();
    expect(departments).toEqual([
      { id: 'Xbox', name: 'Xbox', short_name: 'Xbox', services: ['police', 'fire', 'ems'] },
      {
        id: 'PlayStation',
        name: 'PlayStation',
        short_name: 'PS',
        services: ['police', 'fire', 'ems'],
      },
    ]);
    // A department that does not exist is refused by the database itself.
    await expect(sql`UPDATE calls SET department = 'Nowhere'`.execute(handle.db)).rejects.toThrow(
      /calls_department_fkey/,
    );
  });

  it('goes down and up again with every row keeping its department', async () => {
    const before = await census();
    expect(Object.keys(before.officers!).length).toBeGreaterThan(0);
    const migrator = new Migrator({
      db: handle.db,
      provider: { getMigrations: async () => migrations },
    });
    const down = await migrator.migrateTo('0021_languages');
    expect(down.error).toBeUndefined();
    expect(await census()).toEqual(before);
    const up = await migrator.migrateToLatest();
    expect(up.error).toBeUndefined();
    expect(await census()).toEqual(before);
  });
});
