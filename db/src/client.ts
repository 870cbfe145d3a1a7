import { createHash } from 'node:crypto';
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

// SQL that starts with `/* prepared */` or `/* prepared:<name> */` (a hot path: a bank
// transfer, a search suggestion) runs as a named prepared statement: PostgreSQL parses and
// plans it once per connection, not on every call. Such statements are written to plan well
// without their parameter values (see CONNECTION_SETUP). Without a name, the statement's
// text names it, so each shape of a query built from parts is prepared once.
const PREPARED = /^\/\* prepared(?::([a-z0-9_]+))? \*\//;
const namesByText = new Map<string, string>();
const MAX_NAMED_TEXTS = 1_000;

function statementName(text: string): string | undefined {
  if (!text.startsWith('/* prepared')) return undefined;
  const match = PREPARED.exec(text);
  if (!match) return undefined;
  if (match[1]) return match[1];
  let name = namesByText.get(text);
  if (!name) {
    name = `q_${createHash('sha256').update(text).digest('hex').slice(0, 24)}`;
    if (namesByText.size < MAX_NAMED_TEXTS) namesByText.set(text, name);
  }
  return name;
}

function usePreparedStatements(client: pg.PoolClient) {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  client.query = ((...args: unknown[]) => {
    const [text, values] = args;
    const name = typeof text === 'string' ? statementName(text) : undefined;
    return name && args.length === 2 ? query({ name, text, values }) : query(...args);
  }) as typeof client.query;
}

/**
 * pg_trgm's `%` operator (typo-tolerant search suggestions) matches above this similarity.
 * It is a setting, so every connection starts with it: the default 0.3 lets a typed full
 * name match everyone sharing its last name, while a single typo still scores about 0.5.
 */
export const TRIGRAM_THRESHOLD = 0.4;
/**
 * Named prepared statements always use their generic plan: planning a search suggestion
 * costs several times its execution, and the statements are written so the generic plan is
 * the right one (prefix ranges as parameters, not LIKE patterns the planner must see).
 * Ordinary (unnamed) statements are planned with their values as always.
 */
const CONNECTION_SETUP = `SET pg_trgm.similarity_threshold = ${TRIGRAM_THRESHOLD}; SET plan_cache_mode = force_generic_plan`;

/** Applies the per-connection settings to an embedded database. */
export async function setUpPglite(pglite: PGlite): Promise<PGlite> {
  await pglite.exec(CONNECTION_SETUP);
  return pglite;
}

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
  pool.on('connect', (client) => {
    usePreparedStatements(client);
    // Queued before anything the pool's user sends on this connection.
    client.query(CONNECTION_SETUP).catch((err: Error) => {
      console.warn('Could not apply connection settings:', err.message);
    });
  });
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  const notifier = createNotifier({
    publish: async (channel, payload) => {
      await pool.query('SELECT pg_notify($1, $2)', [channel, payload]);
    },
    subscribe: (channel, onMessage, onResumed) =>
      listenWithReconnect(connectionString, channel, onMessage, onResumed),
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

/** Application name of the listening connection, so operators (and tests) can find it. */
export const LISTEN_APPLICATION_NAME = 'tenfour-listen';

/**
 * LISTEN needs one dedicated connection for the life of the subscription. When the server
 * drops it (restart, failover, idle kill) it is re-opened with backoff, and `onResumed`
 * reports the gap so subscribers can catch up from durable state.
 */
async function listenWithReconnect(
  connectionString: string,
  channel: string,
  onMessage: (payload: string) => void,
  onResumed: () => void,
): Promise<() => Promise<void>> {
  let current: pg.Client | undefined;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;

  const connect = async () => {
    const client = new pg.Client({ connectionString, application_name: LISTEN_APPLICATION_NAME });
    client.on('notification', (msg) => {
      if (msg.channel === channel && msg.payload !== undefined) onMessage(msg.payload);
    });
    // Without a listener a dropped connection is an uncaught error; 'end' follows it.
    client.on('error', (err) => console.warn('Realtime connection lost:', err.message));
    client.on('end', () => {
      if (!closed && current === client) reconnect(500);
    });
    try {
      await client.connect();
      await client.query(`LISTEN "${channel}"`);
    } catch (err) {
      await client.end().catch(() => undefined);
      throw err;
    }
    if (closed) {
      await client.end().catch(() => undefined);
      return;
    }
    current = client;
  };

  const reconnect = (delayMs: number) => {
    current = undefined;
    retry = setTimeout(() => {
      connect().then(
        () => {
          if (!closed) onResumed();
        },
        () => {
          if (!closed) reconnect(Math.min(delayMs * 2, 30_000));
        },
      );
    }, delayMs);
    retry.unref();
  };

  await connect();
  return async () => {
    closed = true;
    clearTimeout(retry);
    await current?.end().catch(() => undefined);
  };
}

async function createPglite(dataDir: string): Promise<DbHandle> {
  const pglite = await PGlite.create(dataDir, {
    extensions: { pg_trgm },
    parsers: PGLITE_PARSERS,
  });
  return wrapPglite(await setUpPglite(pglite));
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
