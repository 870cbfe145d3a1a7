import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql, type Kysely } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { createDb, type DbHandle } from '../client';
import { loadConfig } from '../config';
import { migrateToLatest } from '../migrate';
import { seedDemo } from '../seed';
import type { Database } from '../schema';
import { databaseUrl, testEngine, withAdmin } from '../testing';
import {
  backupFileName,
  DatabaseNotEmptyError,
  dumpDatabase,
  restoreDatabase,
  type BackupTarget,
} from './backup';

const engine = testEngine();
const root = mkdtempSync(path.join(tmpdir(), 'tenfour-backup-'));
const databases: string[] = [];
afterAll(async () => {
  rmSync(root, { recursive: true, force: true });
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) return;
  for (const name of databases) {
    await withAdmin(adminUrl, (c) => c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));
  }
});

/** A new, empty database of the engine under test. */
async function emptyTarget(label: string): Promise<BackupTarget> {
  if (engine === 'pglite') return { pgliteDir: path.join(root, label) };
  const adminUrl = process.env.TEST_DATABASE_URL!;
  const name = `tenfour_backup_${label}_${randomBytes(4).toString('hex')}`;
  await withAdmin(adminUrl, (c) => c.query(`CREATE DATABASE "${name}"`));
  databases.push(name);
  return { databaseUrl: databaseUrl(adminUrl, name) };
}

async function open(target: BackupTarget): Promise<DbHandle> {
  return createDb({ databaseUrl: target.databaseUrl, pgliteDir: target.pgliteDir, poolSize: 2 });
}

/** Rows in every table, and every money column's total. */
async function fingerprint(db: Kysely<Database>) {
  const tables = await sql<{ tablename: string }>`
    SELECT tablename FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename`.execute(db);
  const counts: Record<string, number> = {};
  for (const { tablename } of tables.rows) {
    const r = await sql<{
      n: number;
    }>`SELECT count(*)::int AS n FROM ${sql.table(tablename)}`.execute(db);
    counts[tablename] = r.rows[0]!.n;
  }
  const moneyColumns = await sql<{ table_name: string; column_name: string }>`
    SELECT table_name, column_name FROM information_schema.columns
    WHERE table_schema = 'public' AND column_name LIKE '%cents'
    ORDER BY table_name, column_name`.execute(db);
  const money: Record<string, number> = {};
  for (const { table_name, column_name } of moneyColumns.rows) {
    const r = await sql<{ total: string | null }>`
      SELECT sum(${sql.ref(column_name)})::text AS total FROM ${sql.table(table_name)}`.execute(db);
    money[`${table_name}.${column_name}`] = Number(r.rows[0]!.total ?? 0);
  }
  return { counts, money };
}

describe(`backup and restore (${engine})`, { timeout: 300_000 }, () => {
  it('round-trips seeded data: same rows in every table, same money', async () => {
    const source = await emptyTarget('source');
    const seeded = await open(source);
    await migrateToLatest(seeded.db);
    await seedDemo(seeded.db, loadConfig({ NODE_ENV: 'development' }).roles);
    const before = await fingerprint(seeded.db);
    await seeded.close();
    expect(before.counts.civilians).toBeGreaterThan(0);
    expect(Object.values(before.money).reduce((a, b) => a + b, 0)).toBeGreaterThan(0);

    const dump = await dumpDatabase(source);
    expect(dump).toContain('CREATE TABLE public.civilians');

    const copy = await emptyTarget('copy');
    await restoreDatabase(copy, dump);
    const restored = await open(copy);
    try {
      expect(await fingerprint(restored.db)).toEqual(before);
      // The copy is a working database: nothing left to migrate.
      expect(await migrateToLatest(restored.db)).toEqual([]);
    } finally {
      await restored.close();
    }

    // A database with tables is refused unless told, and then replaced whole.
    await expect(restoreDatabase(copy, dump)).rejects.toBeInstanceOf(DatabaseNotEmptyError);
    await restoreDatabase(copy, dump, { force: true });
    const replaced = await open(copy);
    try {
      expect(await fingerprint(replaced.db)).toEqual(before);
    } finally {
      await replaced.close();
    }
  });

  it('names files by the time, so they sort', () => {
    expect(backupFileName(new Date('2026-01-31T03:15:00.123Z'))).toBe(
      'tenfour-20260131-031500.sql',
    );
  });
});
