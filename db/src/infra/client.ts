import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import {
  CompiledQuery,
  type Kysely,
  PostgresDialect,
  type PostgresPool,
  type PostgresPoolClient,
} from 'kysely';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { PGliteDialect } from 'kysely-pglite-dialect';
import pg from 'pg';
import type { Database } from '../schema';
import { createNotifier, type Notifier } from './notify';
import { unpackTemplate } from './pglite-unpack';
import { createOutageLog, isConnectionError, RetryingKysely, type OutageLog } from './faults';
import {
  DATE_OID,
  INT8_OID,
  NUMERIC_OID,
  parseDate,
  parseInt8,
  PGLITE_PARSERS,
  PGLITE_START_PARAMS,
} from './pglite-settings';

export { PGLITE_PARSERS, PGLITE_SHARED_BUFFERS, PGLITE_START_PARAMS } from './pglite-settings';

export type Engine = 'postgres' | 'pglite';

export interface DbOptions {
  /** PostgreSQL connection string; when absent the embedded PGlite database is used. */
  databaseUrl?: string | undefined;
  /** PGlite data directory, or `memory://` for a throwaway database. */
  pgliteDir?: string | undefined;
  /** pg pool size (PostgreSQL only). */
  poolSize?: number | undefined;
  /**
   * A new PGlite directory starts as a copy of this dump (pglite-template.ts) instead of
   * running initdb; ignored when the directory holds a database or the file is missing.
   */
  pgliteTemplate?: string | undefined;
}

export interface DbHandle {
  db: Kysely<Database>;
  engine: Engine;
  /** LISTEN/NOTIFY over the same database, so realtime fan-out works across processes. */
  notifier: Notifier;
  /** Connections of each PostgreSQL pool: open, idle and queries waiting for one (metrics). */
  poolStats?: () => PoolStats[];
  close(): Promise<void>;
}

export interface PoolStats {
  pool: 'ordinary' | 'prepared';
  max: number;
  total: number;
  idle: number;
  waiting: number;
}

// SQL that starts with `/* prepared */` or `/* prepared:<name> */` (a hot path: a bank
// transfer, a search suggestion) runs as a named prepared statement: PostgreSQL parses and
// plans it once per connection, not on every call. Without a name, the statement's text
// names it, so each shape of a query built from parts is prepared once.
//
// Outside a transaction such a statement runs on a connection of its own pool, opened with
// `plan_cache_mode = force_generic_plan`: planning a search suggestion costs about four times
// running it, and PostgreSQL would otherwise keep re-planning it for its values. The
// setting cannot live on the ordinary connections, because it applies to every
// parameterised query there (Kysely's too), and a generic plan cannot use a partial index
// whose predicate is given as a parameter. Prepared statements are written to plan well
// without their values (prefix ranges as parameters, not LIKE patterns).
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

type PreparedRunner = (statement: PreparedStatement, values: unknown[]) => Promise<unknown[]>;
const preparedRunners = new WeakMap<object, PreparedRunner>();

/** A hot path's statement, named once at module load (see runPrepared). */
export interface PreparedStatement {
  name: string;
  /** The SQL with $n placeholders behind its `prepared:<name>` comment, the same on every path. */
  text: string;
}

export function preparedStatement(name: string, text: string): PreparedStatement {
  return { name, text: `/* prepared:${name} */ ${text}` };
}

/**
 * Runs a hot path's statement (a bank transfer) as its named prepared statement. On
 * PostgreSQL, outside a transaction, it goes straight to the prepared pool: Kysely's builder,
 * compiler and executor cost a transfer about as much Node CPU as sending the statement
 * itself. Inside a transaction, and on PGlite, it runs through Kysely on the transaction's
 * connection as any prepared statement does; every path sends the same name and text.
 */
export async function runPrepared<Row>(
  db: Kysely<Database>,
  statement: PreparedStatement,
  values: unknown[],
): Promise<Row[]> {
  const direct = preparedRunners.get(db);
  if (direct) return (await direct(statement, values)) as Row[];
  const { rows } = await db.executeQuery<Row>(CompiledQuery.raw(statement.text, values));
  return rows;
}

/** A query's outcome, told to the outage log: back after an outage, or a lost connection. */
async function logOutage<T>(outage: OutageLog, query: Promise<T>): Promise<T> {
  try {
    const result = await query;
    outage.ok();
    return result;
  } catch (err) {
    if (isConnectionError(err)) outage.lost(err);
    throw err;
  }
}

/**
 * The pool Kysely sees. A connection is taken from the ordinary pool only when a query needs
 * one: a prepared statement outside a transaction goes straight to the prepared pool, and
 * anything else (a transaction's BEGIN included) pins an ordinary connection until Kysely
 * releases it, so a transaction's statements, prepared ones too, share its connection.
 */
function routingPool(pool: pg.Pool, preparedPool: pg.Pool, outage: OutageLog): PostgresPool {
  return {
    connect: () => {
      let pinned: pg.PoolClient | undefined;
      let lostError: Error | undefined;
      const run = async (text: string, parameters: readonly unknown[]) => {
        const name = statementName(text);
        const values = [...parameters];
        if (name && !pinned) return preparedPool.query({ name, text, values });
        pinned ??= await pool.connect();
        return name ? pinned.query({ name, text, values }) : pinned.query(text, values);
      };
      const client: PostgresPoolClient = {
        query: (async (text: string, parameters: readonly unknown[]) => {
          try {
            return await logOutage(outage, run(text, parameters));
          } catch (err) {
            if (isConnectionError(err)) lostError ??= err as Error;
            throw err;
          }
        }) as unknown as PostgresPoolClient['query'],
        release: () => {
          // A connection that failed is handed back with its error, so the pool closes it
          // instead of giving it to the next request.
          pinned?.release(lostError);
          pinned = undefined;
          lostError = undefined;
        },
      };
      return Promise.resolve(client);
    },
    end: async () => {
      await pool.end();
      await preparedPool.end();
    },
  };
}

/**
 * pg_trgm's `%` operator (typo-tolerant search suggestions) matches above this similarity.
 * It is a setting, so every connection starts with it: the default 0.3 lets a typed full
 * name match everyone sharing its last name, while a single typo still scores about 0.5.
 */
export const TRIGRAM_THRESHOLD = 0.4;

/**
 * pg_trgm's `<%` (word similarity) matches above this. Typo search uses it to ask that each
 * word typed shares some of its trigrams with the name (see search.ts), which the GIN index
 * checks itself. A word of n letters has n + 1 trigrams: a word of up to five letters needs
 * one of them, up to twelve letters two.
 */
export const WORD_TRIGRAM_THRESHOLD = 0.15;

const TRIGRAM_SETTINGS = {
  'pg_trgm.similarity_threshold': TRIGRAM_THRESHOLD,
  'pg_trgm.word_similarity_threshold': WORD_TRIGRAM_THRESHOLD,
};

/** Applies the per-connection settings to an embedded database. */
export async function setUpPglite(pglite: PGlite): Promise<PGlite> {
  for (const [name, value] of Object.entries(TRIGRAM_SETTINGS)) {
    await pglite.exec(`SET ${name} = ${value}`);
  }
  return pglite;
}

export async function createDb(options: DbOptions): Promise<DbHandle> {
  if (options.databaseUrl) return createPostgres(options.databaseUrl, options.poolSize ?? 10);
  return createPglite(options.pgliteDir ?? './data', options.pgliteTemplate);
}

function createPostgres(connectionString: string, max: number): DbHandle {
  const outage = createOutageLog();
  const types = {
    getTypeParser: (oid: number, format?: 'text' | 'binary') =>
      oid === INT8_OID || oid === NUMERIC_OID
        ? parseInt8
        : oid === DATE_OID
          ? parseDate
          : pg.types.getTypeParser(oid, format ?? 'text'),
  };
  const openPool = (settings: string) => {
    const created = new pg.Pool({
      connectionString,
      max,
      types: types as pg.CustomTypesConfig,
      // Sent when each connection starts, so no query can run before them.
      options: [...Object.entries(TRIGRAM_SETTINGS).map(([k, v]) => `-c ${k}=${v}`), settings]
        .filter(Boolean)
        .join(' '),
    });
    // An idle connection dropped by the server (restart, DROP DATABASE ... FORCE) is emitted
    // on the pool; without a listener Node treats it as an uncaught error. The pool replaces it.
    created.on('error', (err) => outage.lost(err));
    // pg-pool removes its own listener while a connection is checked out, so a connection the
    // server drops in the middle of a transaction would emit an unhandled `error` and end the
    // process. Each connection gets a listener of its own for its whole life; the query that
    // was running fails with the error, and the connection is discarded when released.
    created.on('connect', (client) => {
      client.on('error', (err) => outage.lost(err));
    });
    return created;
  };
  const preparedPool = openPool('-c plan_cache_mode=force_generic_plan');
  const pool = openPool('');
  const db = new RetryingKysely<Database>({
    dialect: new PostgresDialect({ pool: routingPool(pool, preparedPool, outage) }),
  });
  preparedRunners.set(
    db,
    async ({ name, text }, values) =>
      (await logOutage(outage, preparedPool.query({ name, text, values }))).rows,
  );
  const notifier = createNotifier({
    publish: async (channel, payload) => {
      await pool.query('SELECT pg_notify($1, $2)', [channel, payload]);
    },
    subscribe: (channel, onMessage, onResumed) =>
      listenWithReconnect(connectionString, channel, onMessage, onResumed, outage),
  });
  const stats = (name: PoolStats['pool'], p: pg.Pool): PoolStats => ({
    pool: name,
    max,
    total: p.totalCount,
    idle: p.idleCount,
    waiting: p.waitingCount,
  });
  return {
    db,
    engine: 'postgres',
    notifier,
    poolStats: () => [stats('ordinary', pool), stats('prepared', preparedPool)],
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
  outage: OutageLog,
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
    client.on('error', (err) => outage.lost(err));
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
          // At most a second apart, so live events resume about a second after the
          // database is back.
          if (!closed) reconnect(Math.min(delayMs * 2, 1_000));
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

async function createPglite(dataDir: string, template?: string): Promise<DbHandle> {
  startFromTemplate(dataDir, template);
  const pglite = await PGlite.create(dataDir, {
    extensions: { pg_trgm },
    parsers: PGLITE_PARSERS,
    startParams: PGLITE_START_PARAMS,
  });
  return wrapPglite(await setUpPglite(pglite));
}

/**
 * Unpacks the template into a data directory that holds no database yet. Any trouble (no
 * template, a directory with other files in it) leaves PGlite to run initdb as it would anyway.
 */
function startFromTemplate(dataDir: string, template: string | undefined): void {
  if (!template || dataDir.startsWith('memory://')) return;
  if (existsSync(path.join(dataDir, 'PG_VERSION')) || !existsSync(template)) return;
  try {
    unpackTemplate(template, dataDir);
  } catch {
    // initdb below makes the database instead.
  }
}

/** Wraps an existing PGlite instance (tests clone a migrated one). */
export function wrapPglite(pglite: PGlite): DbHandle {
  const db = new RetryingKysely<Database>({ dialect: new PGliteDialect(pglite) });
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
