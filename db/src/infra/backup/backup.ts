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
 * The session settings a dump may start with: those every PostgreSQL we support (15 and
 * newer) knows. A newer pg_dump adds its own (PGlite's, a PostgreSQL 17, writes
 * `transaction_timeout`), which an older server refuses, failing the whole restore.
 */
const PORTABLE_SETTINGS = new Set([
  'statement_timeout',
  'lock_timeout',
  'idle_in_transaction_session_timeout',
  'client_encoding',
  'standard_conforming_strings',
  'check_function_bodies',
  'xmloption',
  'client_min_messages',
  'row_security',
  'default_tablespace',
  'default_table_access_method',
]);

/**
 * The whole database as SQL that restores on PostgreSQL 15 and newer and on PGlite.
 * PostgreSQL through pg_dump, which reads one snapshot, so the dump is consistent while the
 * site runs; PGlite through its own build of pg_dump, on a directory no server has open.
 */
export async function dumpDatabase(target: BackupTarget): Promise<string> {
  return withoutSettings(await rawDump(target), (name) => !PORTABLE_SETTINGS.has(name));
}

async function rawDump(target: BackupTarget): Promise<string> {
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

/**
 * Whether each line of a SQL script starts outside any quoted text, comment or function body,
 * i.e. where a statement or a psql command can begin. A member's text in an INSERT may hold a
 * line that looks like one ("\o", "SET ..."): that line is data, never touched.
 */
export function statementLines(script: string): { line: string; topLevel: boolean }[] {
  type State =
    | { in: 'code' }
    | { in: 'string'; escapes: boolean }
    | { in: 'identifier' }
    | { in: 'dollar'; tag: string }
    | { in: 'comment'; depth: number };
  let state: State = { in: 'code' };
  const word = /[A-Za-z0-9_$]/;
  return script.split('\n').map((line) => {
    const topLevel = state.in === 'code';
    for (let i = 0; i < line.length; i += 1) {
      const c = line[i]!;
      const next = line[i + 1];
      if (state.in === 'code') {
        if (c === '-' && next === '-') break;
        if (c === '/' && next === '*') {
          state = { in: 'comment', depth: 1 };
          i += 1;
        } else if (c === "'") {
          const prefix = line[i - 1];
          const escapes = (prefix === 'E' || prefix === 'e') && !word.test(line[i - 2] ?? ' ');
          state = { in: 'string', escapes };
        } else if (c === '"') {
          state = { in: 'identifier' };
        } else if (c === '$' && !word.test(line[i - 1] ?? ' ')) {
          const tag = /^\$(?:[A-Za-z_][A-Za-z0-9_]*)?\$/.exec(line.slice(i))?.[0];
          if (tag) {
            state = { in: 'dollar', tag };
            i += tag.length - 1;
          }
        }
      } else if (state.in === 'string') {
        if (state.escapes && c === '\\') i += 1;
        else if (c === "'" && next === "'") i += 1;
        else if (c === "'") state = { in: 'code' };
      } else if (state.in === 'identifier') {
        if (c === '"' && next === '"') i += 1;
        else if (c === '"') state = { in: 'code' };
      } else if (state.in === 'dollar') {
        if (line.startsWith(state.tag, i)) {
          i += state.tag.length - 1;
          state = { in: 'code' };
        }
      } else if (c === '*' && next === '/') {
        state = state.depth === 1 ? { in: 'code' } : { in: 'comment', depth: state.depth - 1 };
        i += 1;
      } else if (c === '/' && next === '*') {
        state = { in: 'comment', depth: state.depth + 1 };
        i += 1;
      }
    }
    return { line, topLevel };
  });
}

const SETTING = /^SET ([a-z_]+) = .*;$/;

/**
 * The script without the `SET` statements of the settings `drop` names and without psql's
 * own commands (`\connect`, `\restrict`...), which no server runs. Each is emptied, not
 * removed, so a line number the server reports is the file's own.
 */
function withoutSettings(script: string, drop: (name: string) => boolean): string {
  return statementLines(script)
    .map(({ line, topLevel }) => {
      if (!topLevel) return line;
      if (line.startsWith('\\')) return '';
      const setting = SETTING.exec(line)?.[1];
      return setting && drop(setting) ? '' : line;
    })
    .join('\n');
}

/** A restore that failed; nothing it ran remains. */
export class RestoreFailedError extends Error {
  constructor(reason: string) {
    super(`The backup could not be restored, and nothing was changed: ${reason}`);
    this.name = 'RestoreFailedError';
  }
}

/** The database's reason in one line, with the line of the file it points at when it does. */
function failure(err: unknown, script: string): RestoreFailedError {
  const e = err as { message?: unknown; position?: unknown };
  const message = String(e.message ?? err)
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/\.$/, '');
  const position = Number(e.position);
  const line =
    Number.isInteger(position) && position > 0
      ? // The server counts characters, not UTF-16 units: only on failure, so the copy is fine.
        Array.from(script)
          .slice(0, position - 1)
          .join('')
          .split('\n').length
      : undefined;
  return new RestoreFailedError(`${message}${line ? ` (line ${line} of the file)` : ''}.`);
}

const COUNT_TABLES = `SELECT count(*)::int AS n FROM pg_tables WHERE schemaname = 'public'`;
// Everything a dump creates lives in the public schema (tables, functions, pg_trgm).
const EMPTY_PUBLIC = 'DROP SCHEMA IF EXISTS public CASCADE; CREATE SCHEMA public;';

/**
 * Loads a dump into an empty database in one transaction: it lands whole or not at all. A
 * database with tables is refused unless `force`, which first drops everything in it.
 */
// The settings this server knows: a dump from a newer PostgreSQL (or one written before
// dumps left out newer settings) may set one it does not.
const KNOWN_SETTINGS = 'SELECT name FROM pg_settings';

export async function restoreDatabase(
  target: BackupTarget,
  dump: string,
  options: { force?: boolean } = {},
): Promise<void> {
  const scriptFor = (known: { name: string }[]) => {
    const names = new Set(known.map((r) => r.name));
    return withoutSettings(dump, (name) => !names.has(name));
  };
  if (target.databaseUrl) {
    const client = new pg.Client({ connectionString: target.databaseUrl });
    await client.connect();
    try {
      const { rows } = await client.query<{ n: number }>(COUNT_TABLES);
      const tables = rows[0]?.n ?? 0;
      if (tables > 0 && !options.force) throw new DatabaseNotEmptyError(tables);
      const script = scriptFor((await client.query<{ name: string }>(KNOWN_SETTINGS)).rows);
      await client.query('BEGIN');
      try {
        if (tables > 0) await client.query(EMPTY_PUBLIC);
        await client.query(script);
        await client.query('COMMIT');
      } catch (err) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw failure(err, script);
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
    const script = scriptFor((await pglite.query<{ name: string }>(KNOWN_SETTINGS)).rows);
    try {
      await pglite.transaction(async (tx) => {
        if (tables > 0) await tx.exec(EMPTY_PUBLIC);
        await tx.exec(script);
      });
    } catch (err) {
      throw failure(err, script);
    }
  } finally {
    await pglite.close();
  }
}

/** `tenfour-20260131-031500.sql`: sorts by time, readable at a glance. */
export function backupFileName(now: Date): string {
  const stamp = now.toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15);
  return `tenfour-${stamp}.sql`;
}
