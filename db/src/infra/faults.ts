import {
  Kysely,
  TransactionBuilder,
  type AccessMode,
  type IsolationLevel,
  type KyselyConfig,
  type Transaction,
} from 'kysely';

/** The SQLSTATE of a PostgreSQL error (pg and PGlite both put it on `code`). */
function sqlState(err: unknown): string | undefined {
  const code = (err as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : undefined;
}

// Node socket errors seen when the server is down or the connection was cut.
const SOCKET_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'ENOTFOUND']);
// node-postgres reports a lost or unusable connection in plain errors without a SQLSTATE.
const LOST_CONNECTION =
  /Connection terminated|connection error and is not queryable|timeout exceeded when trying to connect|Client was closed and is not queryable|Cannot use a pool after calling end/;

/**
 * True when the database could not be reached or dropped the connection: the request may
 * well succeed in a moment (the API answers 503 with Retry-After), and the connection it
 * ran on must not be reused.
 *
 * 08xxx connection exceptions, 57P01-57P03 (administrator shutdown / crash / cannot connect
 * now: a restart or pg_terminate_backend), 53300 (too many connections), 57014 is not here:
 * a cancelled statement is not an outage.
 */
export function isConnectionError(err: unknown): boolean {
  // A FATAL error ends the session: the server refused or closed this connection (a database
  // not accepting connections, one being restarted).
  const severity = (err as { severity?: unknown } | null)?.severity;
  if (severity === 'FATAL' || severity === 'PANIC') return true;
  const state = sqlState(err);
  if (state) {
    return (
      state.startsWith('08') ||
      state === '57P01' ||
      state === '57P02' ||
      state === '57P03' ||
      state === '53300' ||
      SOCKET_CODES.has(state)
    );
  }
  return err instanceof Error && LOST_CONNECTION.test(err.message);
}

/** Deadlock (40P01) or serialization failure (40001): the whole transaction may run again. */
export function isRetryableTransactionError(err: unknown): boolean {
  const state = sqlState(err);
  return state === '40P01' || state === '40001';
}

/**
 * Class 22 (data exception: a NUL in text, an invalid byte sequence, a value out of range).
 * Input validation refuses these first; this is the safety net that keeps them a 400.
 */
export function isDataError(err: unknown): boolean {
  return sqlState(err)?.startsWith('22') ?? false;
}

/** Attempts of one transaction that lost a deadlock or a serialization check. */
export const TRANSACTION_ATTEMPTS = 4;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * `db.transaction()` that runs the callback again, a bounded number of times, when PostgreSQL
 * chose it as a deadlock victim or refused it for serialization. Such a transaction was rolled
 * back, so running it again is safe; anything else (a connection lost mid-commit included,
 * whose outcome is unknown) is thrown at once.
 */
class RetryingTransactionBuilder<DB> extends TransactionBuilder<DB> {
  readonly #inner: TransactionBuilder<DB>;

  constructor(inner: TransactionBuilder<DB>) {
    super({} as ConstructorParameters<typeof TransactionBuilder<DB>>[0]);
    this.#inner = inner;
  }

  override setAccessMode(accessMode: AccessMode): TransactionBuilder<DB> {
    return new RetryingTransactionBuilder(this.#inner.setAccessMode(accessMode));
  }

  override setIsolationLevel(isolationLevel: IsolationLevel): TransactionBuilder<DB> {
    return new RetryingTransactionBuilder(this.#inner.setIsolationLevel(isolationLevel));
  }

  override async execute<T>(callback: (trx: Transaction<DB>) => Promise<T>): Promise<T> {
    for (let attempt = 1; ; attempt++) {
      try {
        return await this.#inner.execute(callback);
      } catch (err) {
        if (attempt >= TRANSACTION_ATTEMPTS || !isRetryableTransactionError(err)) throw err;
        // Jittered, so two victims of one deadlock do not collide again.
        await pause(5 * attempt + Math.random() * 20 * attempt);
      }
    }
  }
}

/** Kysely whose transactions retry deadlocks and serialization failures (see above). */
export class RetryingKysely<DB> extends Kysely<DB> {
  constructor(config: KyselyConfig) {
    super(config);
  }

  override transaction(): TransactionBuilder<DB> {
    return new RetryingTransactionBuilder(super.transaction());
  }
}

/**
 * Logs a database outage once, when it starts, and once when a query succeeds again, instead
 * of one line per dropped connection or failed request. Never logs SQL or its parameters.
 */
export function createOutageLog(log: (line: string) => void = (line) => console.warn(line)) {
  let down = false;
  return {
    lost(err: unknown) {
      if (down) return;
      down = true;
      const reason = err instanceof Error ? err.message : String(err);
      log(`Database connection lost (${reason}); requests get 503 until it is back.`);
    },
    ok() {
      if (!down) return;
      down = false;
      log('Database connection restored.');
    },
    get down() {
      return down;
    },
  };
}

export type OutageLog = ReturnType<typeof createOutageLog>;
