import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { sql, type Kysely } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { createDb, type DbHandle } from '../client';
import { loadConfig } from '../config';
import { migrateToLatest } from '../migrate';
import { seedDemo } from '../../seed';
import type { Database } from '../../schema';
import { databaseUrl, testEngine, withAdmin } from '../../testing';
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

/** A new, empty database of the engine under test (or the one named). */
async function emptyTarget(label: string, on = engine): Promise<BackupTarget> {
  if (on === 'pglite')
    return { pgliteDir: path.join(root, `${label}-${randomBytes(4).toString('hex')}`) };
  const adminUrl = process.env.TEST_DATABASE_URL!;
  const name = `tenfour_backup_${label}_${randomBytes(4).toString('hex')}`;
  await withAdmin(adminUrl, (c) => c.query(`CREATE DATABASE "${name}"`));
  databases.push(name);
  return { databaseUrl: databaseUrl(adminUrl, name) };
}

const CLI = fileURLToPath(new URL('./backup-cli.ts', import.meta.url));
// By its path: the CLI runs in a directory of its own, where `--import tsx` would not resolve.
const TSX = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;

/** `npm run backup` / `restore` as an operator runs them, on `target`. */
function runCli(
  args: string[],
  target: BackupTarget,
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', TSX, CLI, ...args], {
      // Its own directory: the CLI reads a .env where it runs.
      cwd: root,
      env: {
        ...process.env,
        DATABASE_URL: target.databaseUrl ?? '',
        PGLITE_DIR: target.pgliteDir ?? '',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    child.once('error', reject);
    child.once('close', (code) => resolve({ code, stdout, stderr }));
  });
}

async function open(target: BackupTarget): Promise<DbHandle> {
  return createDb({ databaseUrl: target.databaseUrl, pgliteDir: target.pgliteDir, poolSize: 2 });
}

/**
 * Rows in every table, every money column's total, a digest of every table's rows as text,
 * and where each sequence stands.
 */
async function fingerprint(handle: Kysely<Database>) {
  // One session, in UTC: a timestamp's text depends on the session's time zone.
  return handle.connection().execute(async (db) => {
    await sql`SET TIME ZONE 'UTC'`.execute(db);
    try {
      return { ...(await totals(db)), ...(await contents(db)) };
    } finally {
      await sql`RESET TIME ZONE`.execute(db);
    }
  });
}

async function contents(db: Kysely<Database>) {
  const tables = await sql<{ tablename: string }>`
    SELECT tablename FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename`.execute(db);
  const digests: Record<string, string> = {};
  for (const { tablename } of tables.rows) {
    const r = await sql<{ digest: string }>`
      SELECT md5(coalesce(string_agg(t::text, E'\n' ORDER BY t::text), '')) AS digest
      FROM ${sql.table(tablename)} t`.execute(db);
    digests[tablename] = r.rows[0]!.digest;
  }
  const sequences = await sql<{ sequencename: string; last_value: string | null }>`
    SELECT sequencename, last_value::text FROM pg_sequences
    WHERE schemaname = 'public' ORDER BY sequencename`.execute(db);
  return {
    digests,
    sequences: Object.fromEntries(sequences.rows.map((r) => [r.sequencename, r.last_value])),
  };
}

async function totals(db: Kysely<Database>) {
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

/** Migrates `target`, seeds the demo data and returns what it holds. */
async function seedDemoInto(target: BackupTarget) {
  const seeded = await open(target);
  try {
    await migrateToLatest(seeded.db);
    await seedDemo(seeded.db, loadConfig({ NODE_ENV: 'development' }).roleSeed);
    return await fingerprint(seeded.db);
  } finally {
    await seeded.close();
  }
}

/** `target` holds the same rows as `before`; with `migrated`, it also has nothing to migrate. */
async function expectSameData(
  target: BackupTarget,
  before: Awaited<ReturnType<typeof fingerprint>>,
  { migrated = false } = {},
) {
  const restored = await open(target);
  try {
    expect(await fingerprint(restored.db)).toEqual(before);
    if (migrated) expect(await migrateToLatest(restored.db)).toEqual([]);
  } finally {
    await restored.close();
  }
}

describe(`backup and restore (${engine})`, { timeout: 300_000 }, () => {
  it('round-trips seeded data: same rows in every table, same money', async () => {
    const source = await emptyTarget('source');
    const before = await seedDemoInto(source);
    expect(before.counts.civilians).toBeGreaterThan(0);
    expect(Object.values(before.money).reduce((a, b) => a + b, 0)).toBeGreaterThan(0);

    const dump = await dumpDatabase(source);
    expect(dump).toContain('CREATE TABLE public.civilians');

    const copy = await emptyTarget('copy');
    await restoreDatabase(copy, dump);
    // The copy is a working database: nothing left to migrate.
    await expectSameData(copy, before, { migrated: true });

    // A database with tables is refused unless told, and then replaced whole.
    await expect(restoreDatabase(copy, dump)).rejects.toBeInstanceOf(DatabaseNotEmptyError);
    await restoreDatabase(copy, dump, { force: true });
    await expectSameData(copy, before);
  });

  // PGlite is a newer PostgreSQL than the servers we support: its dump must not use what
  // only the newer one knows. Needs a PostgreSQL server, so it runs in the postgres project.
  it.runIf(engine === 'postgres')(
    'restores an embedded database into PostgreSQL and back, every row the same',
    async () => {
      const source = await emptyTarget('embedded', 'pglite');
      const before = await seedDemoInto(source);
      expect(before.counts.civilians).toBeGreaterThan(0);

      const fromEmbedded = await dumpDatabase(source);
      expect(fromEmbedded).not.toMatch(/transaction_timeout/);
      const server = await emptyTarget('server', 'postgres');
      await restoreDatabase(server, fromEmbedded);
      await expectSameData(server, before, { migrated: true });

      const fromServer = await dumpDatabase(server);
      const back = await emptyTarget('back', 'pglite');
      await restoreDatabase(back, fromServer);
      await expectSameData(back, before, { migrated: true });
    },
  );

  it("skips settings and psql commands this server has no use for, never a member's text", async () => {
    const body = [
      'first line',
      '\\o a member wrote this',
      'SET transaction_timeout = 0;',
      "it''s a $$ sign",
      'last line',
    ].join('\n');
    const dump = [
      '\\restrict k3y',
      'SET statement_timeout = 0;',
      // PostgreSQL 17's, in every dump PGlite wrote before its dumps left it out.
      'SET transaction_timeout = 0;',
      'SET a_setting_no_server_has = on;',
      'CREATE TABLE public.notes (id integer, body text, note text);',
      `INSERT INTO public.notes VALUES (1, '${body}', E'back\\\\slash''s\n\\\\unrestrict');`,
      `CREATE FUNCTION public.f() RETURNS text LANGUAGE sql AS $fn$`,
      "SELECT 'SET x = 1;'",
      '$fn$;',
      '\\unrestrict k3y',
    ].join('\n');
    const target = await emptyTarget('portable');
    await restoreDatabase(target, dump);
    const restored = await open(target);
    try {
      const rows = await sql<{ body: string; note: string; f: string }>`
        SELECT body, note, public.f() AS f FROM notes`.execute(restored.db);
      expect(rows.rows).toEqual([
        { body: body.replace("''", "'"), note: "back\\slash's\n\\unrestrict", f: 'SET x = 1;' },
      ]);
    } finally {
      await restored.close();
    }
  });

  it('says in one sentence why a restore failed, with no stack, and changes nothing', async () => {
    const target = await emptyTarget('broken');
    const file = path.join(root, `broken-${randomBytes(4).toString('hex')}.sql`);
    writeFileSync(
      file,
      [
        'SET statement_timeout = 0;',
        'CREATE TABLE public.kept (id integer);',
        'CREATE TABLE public.broken (;',
      ].join('\n'),
    );
    const result = await runCli(['restore', file], target);
    expect(result.code).toBe(1);
    expect(result.stdout).toBe('');
    expect(result.stderr).toMatch(
      /^The backup could not be restored, and nothing was changed: syntax error at or near ";" \(line 3 of the file\)\.\n$/,
    );
    expect(result.stderr).not.toMatch(/\n\s+at /);
    const after = await open(target);
    try {
      const tables = await sql<{ n: number }>`
        SELECT count(*)::int AS n FROM pg_tables WHERE schemaname = 'public'`.execute(after.db);
      expect(tables.rows[0]!.n).toBe(0);
    } finally {
      await after.close();
    }
  });

  it('names files by the time, so they sort', () => {
    expect(backupFileName(new Date('2026-01-31T03:15:00.123Z'))).toBe(
      'tenfour-20260131-031500.sql',
    );
  });
});
