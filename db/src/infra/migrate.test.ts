import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { migrations } from '../../../migrations';
import { createDb } from './client';
import { migrateToLatest } from './migrate';
import { databaseUrl, testEngine, withAdmin } from '../testing';

// Several API processes start at once on one PostgreSQL database: Kysely's migrator takes a
// PostgreSQL advisory lock, so exactly one of them runs the migrations.
describe.skipIf(testEngine() !== 'postgres')('migrations on PostgreSQL', () => {
  it('run once when two processes migrate an empty database at the same moment', async () => {
    const adminUrl = process.env.TEST_DATABASE_URL!;
    const name = `tenfour_migrate_${randomBytes(4).toString('hex')}`;
    await withAdmin(adminUrl, (c) => c.query(`CREATE DATABASE "${name}"`));
    const [a, b] = await Promise.all([
      createDb({ databaseUrl: databaseUrl(adminUrl, name), poolSize: 2 }),
      createDb({ databaseUrl: databaseUrl(adminUrl, name), poolSize: 2 }),
    ]);
    try {
      const [appliedByA, appliedByB] = await Promise.all([
        migrateToLatest(a.db),
        migrateToLatest(b.db),
      ]);
      const all = Object.keys(migrations);
      expect([...appliedByA, ...appliedByB].sort()).toEqual(all);
      expect([appliedByA.length, appliedByB.length].sort()).toEqual([0, all.length]);
    } finally {
      await Promise.all([a.close(), b.close()]);
      await withAdmin(adminUrl, (c) => c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));
    }
  });
});
