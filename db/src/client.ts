import { Kysely, PostgresDialect } from 'kysely';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { PGliteDialect } from 'kysely-pglite-dialect';
import pg from 'pg';
import type { Database } from './schema';
import { createNotifier, type Notifier } from './notify';

export type Engine = 'postgres' | 'pglite';

export interface DbOptions {
  /** PostgreSQL connection string; when absent the embedded PGlite database is used. */
  databaseUrl?: string | undefined;
  /** PGlite data directory, or `memory://` for a throwaway database. */
  pgliteDir?: string | undefined;
  /** pg pool size (PostgreSQL only). */
  poolSize?: number | undefined;
}

export interface DbHandle {
  db: Kysely<Database>;
  engine: Engine;
  /** LISTEN/NOTIFY over the same database, so realtime fan-out works across processes. */
  notifier: Notifier;
  close(): Promise<void>;
}

const INT8_OID = 20;
const NUMERIC_OID = 1700;
const DATE_OID = 1082;

// Money is stored as bigint cents; every value we store fits in a JS number, so parse
// int8 as a number instead of pg's default string.
const parseInt8 = (value: string) => Number(value);
// A date column (date of birth) is a calendar day, not an instant: keep 'YYYY-MM-DD'.
const parseDate = (value: string) => value;

export async function createDb(options: DbOptions): Promise<DbHandle> {
  if (options.databaseUrl) return createPostgres(options.databaseUrl, options.poolSize ?? 10);
  return createPglite(options.pgliteDir ?? './data');
}

function createPostgres(connectionString: string, max: number): DbHandle {
  const types = {
    getTypeParser: (oid: number, format?: 'text' | 'binary') =>
      oid === INT8_OID || oid === NUMERIC_OID
        ? parseInt8
        : oid === DATE_OID
          ? parseDate
          : pg.types.getTypeParser(oid, format ?? 'text'),
  };
  const pool = new pg.Pool({ connectionString, max, types: types as pg.CustomTypesConfig });
  // An idle connection dropped by the server (restart, DROP DATABASE ... FORCE) is emitted
  // on the pool; without a listener Node treats it as an uncaught error. The pool replaces it.
  pool.on('error', (err) => console.warn('Idle database connection closed:', err.message));
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  const notifier = createNotifier({
    publish: async (channel, payload) => {
      await pool.query('SELECT pg_notify($1, $2)', [channel, payload]);
    },
    subscribe: async (channel, onMessage) => {
      // LISTEN needs one dedicated connection for the life of the subscription.
      const client = new pg.Client({ connectionString });
      await client.connect();
      client.on('notification', (msg) => {
        if (msg.channel === channel && msg.payload !== undefined) onMessage(msg.payload);
      });
      await client.query(`LISTEN "${channel}"`);
      return async () => {
        await client.end().catch(() => undefined);
      };
    },
  });
  return {
    db,
    engine: 'postgres',
    notifier,
    close: async () => {
      await notifier.close();
      await db.destroy();
    },
  };
}

async function createPglite(dataDir: string): Promise<DbHandle> {
  const pglite = await PGlite.create(dataDir, {
    extensions: { pg_trgm },
    parsers: PGLITE_PARSERS,
  });
  return wrapPglite(pglite);
}

export const PGLITE_PARSERS = {
  [INT8_OID]: parseInt8,
  [NUMERIC_OID]: parseInt8,
  [DATE_OID]: parseDate,
};

/** Wraps an existing PGlite instance (tests clone a migrated one). */
export function wrapPglite(pglite: PGlite): DbHandle {
  const db = new Kysely<Database>({ dialect: new PGliteDialect(pglite) });
  const notifier = createNotifier({
    publish: async (channel, payload) => {
      await pglite.query('SELECT pg_notify($1, $2)', [channel, payload]);
    },
    subscribe: async (channel, onMessage) => {
      const unlisten = await pglite.listen(channel, onMessage);
      return async () => {
        await unlisten().catch(() => undefined);
      };
    },
  });
  return {
    db,
    engine: 'pglite',
    notifier,
    close: async () => {
      await notifier.close();
      await db.destroy();
    },
  };
}
