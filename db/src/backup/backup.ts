import { spawn } from 'node:child_process';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import pg from 'pg';

export interface BackupTarget {
  /** PostgreSQL connection string; when absent, the embedded database in `pgliteDir`. */
  databaseUrl?: string | undefined;
  pgliteDir?: string | undefined;
}

/**
 * Plain SQL with INSERT statements (not COPY), so one file restores on either engine through
 * an ordinary query; no owners or grants, so it restores under any role.
 */
const DUMP_ARGS = ['--no-owner', '--no-privileges', '--inserts', '--rows-per-insert=500'];

/**
 * The whole database as SQL. PostgreSQL through pg_dump, which reads one snapshot, so the
 * dump is consistent while the site runs; PGlite through its own build of pg_dump, on a
 * directory no server has open.
 */
export async function dumpDatabase(target: BackupTarget): Promise<string> {
  if (target.databaseUrl) return runPgDump(target.databaseUrl);
  const pglite = await openPglite(target.pgliteDir ?? './data');
  try {
    // Loaded only here: the dump tool is a large WebAssembly module the server never needs.
    const { pgDump } = await import('@electric-sql/pglite-tools/pg_dump');
    const file = await pgDump({ pg: pglite, args: DUMP_ARGS });
    return await file.text();
  } finally {
    await pglite.close();
  }
}

function runPgDump(databaseUrl: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn('pg_dump', [...DUMP_ARGS, '--dbname', databaseUrl], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const out: Buffer[] = [];
    let err = '';
    child.stdout.on('data', (d: Buffer) => out.push(d));
    child.stderr.on('data', (d: Buffer) => (err += d.toString()));
    child.once('error', (e) =>
      reject(
        new Error(`Could not run pg_dump (install the PostgreSQL client tools): ${e.message}`),
      ),
    );
    child.once('close', (code) =>
      code === 0
        ? resolve(Buffer.concat(out).toString('utf8'))
        : reject(new Error(`pg_dump failed: ${err.trim()}`)),
    );
  });
}

function openPglite(dir: string): Promise<PGlite> {
  return PGlite.create(dir, { extensions: { pg_trgm } });
}

export class DatabaseNotEmptyError extends Error {
  constructor(public readonly tables: number) {
    super(
      `The database already has ${tables} table(s). Restore into an empty database, or pass --force to replace everything in it.`,
    );
    this.name = 'DatabaseNotEmptyError';
  }
}

/** Statements of one engine that the other has no use for, and psql's own commands. */
function portable(dump: string): string {
  return dump
    .split('\n')
    .filter((line) => !line.startsWith('\\'))
    .join('\n');
}

const COUNT_TABLES = `SELECT count(*)::int AS n FROM pg_tables WHERE schemaname = 'public'`;
// Everything a dump creates lives in the public schema (tables, functions, pg_trgm).
const EMPTY_PUBLIC = 'DROP SCHEMA IF EXISTS public CASCADE; CREATE SCHEMA public;';

/**
 * Loads a dump into an empty database in one transaction: it lands whole or not at all. A
 * database with tables is refused unless `force`, which first drops everything in it.
 */
export async function restoreDatabase(
  target: BackupTarget,
  dump: string,
  options: { force?: boolean } = {},
): Promise<void> {
  const script = portable(dump);
  if (target.databaseUrl) {
    const client = new pg.Client({ connectionString: target.databaseUrl });
    await client.connect();
    try {
      const { rows } = await client.query<{ n: number }>(COUNT_TABLES);
      const tables = rows[0]?.n ?? 0;
      if (tables > 0 && !options.force) throw new DatabaseNotEmptyError(tables);
      await client.query('BEGIN');
      try {
        if (tables > 0) await client.query(EMPTY_PUBLIC);
        await client.query(script);
        await client.query('COMMIT');
      } catch (err) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw err;
      }
    } finally {
      await client.end();
    }
    return;
  }
  const pglite = await openPglite(target.pgliteDir ?? './data');
  try {
    const { rows } = await pglite.query<{ n: number }>(COUNT_TABLES);
    const tables = rows[0]?.n ?? 0;
    if (tables > 0 && !options.force) throw new DatabaseNotEmptyError(tables);
    await pglite.transaction(async (tx) => {
      if (tables > 0) await tx.exec(EMPTY_PUBLIC);
      await tx.exec(script);
    });
  } finally {
    await pglite.close();
  }
}

/** `tenfour-20260131-031500.sql`: sorts by time, readable at a glance. */
export function backupFileName(now: Date): string {
  const stamp = now.toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15);
  return `tenfour-${stamp}.sql`;
}
