import { createHash } from 'node:crypto';
import { CompiledQuery, type Kysely } from 'kysely';
import {
  RateLimiterMemory,
  RateLimiterPostgres,
  RateLimiterRes,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';
import type { Engine } from '../client';
import { createLeasedCounter } from './leased';
import type { Database } from '../../schema';
import {
  DEFAULT_RATE_LIMIT_POINTS,
  RATE_LIMIT_KINDS,
  RATE_LIMITS,
  refusalMessage,
  type RateLimitKind,
  type RateLimitPoints,
  type RateLimitRule,
} from './kinds';

export type RateLimitDecision =
  | { allowed: true }
  | {
      allowed: false;
      /** Whole seconds until the window ends (at least 1): the Retry-After header. */
      retryAfterSeconds: number;
      /** What the refused person reads (see RATE_LIMITS). */
      message: string;
    };

export interface RateLimiter {
  /**
   * Counts one request of `kind` by `key` (a client address or a member's Discord id) and says
   * whether it may go ahead. A database failure is thrown, as any query's would be.
   */
  consume(kind: RateLimitKind, key: string): Promise<RateLimitDecision>;
  /**
   * Counts one request against a limit its subject carries itself (an API key's own requests
   * per minute), under `rule.prefix:key`, at `now` (the app's clock). Shared by every process
   * on PostgreSQL, as the kinds above are.
   */
  consumeQuota(rule: QuotaRule, key: string, now: Date): Promise<QuotaDecision>;
}

/** A limit set per subject rather than per kind: `points` requests a `windowSeconds` window. */
export interface QuotaRule {
  prefix: string;
  points: number;
  windowSeconds: number;
}

export type QuotaDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

const ALLOWED: RateLimitDecision = { allowed: true };

// The table's key column is varchar(255); addresses and ids are far shorter, but a key from a
// header is hashed before it could be long enough to fail.
const MAX_PLAIN_KEY = 128;

function boundedKey(key: string): string {
  return key.length <= MAX_PLAIN_KEY ? key : createHash('sha256').update(key).digest('hex');
}

/**
 * rate-limiter-flexible's PostgreSQL store, given our Kysely instead of a pg pool: its queries
 * then share the app's pools, outage handling and logging. Its upsert is the same text on
 * every call, so it runs as a prepared statement.
 */
function kyselyStoreClient(db: Kysely<Database>) {
  return {
    query: async ({ text, values }: { text: string; values?: unknown[] }) => {
      const result = await db.executeQuery(
        CompiledQuery.raw(`/* prepared */ ${text.trim()}`, values ?? []),
      );
      return { rows: result.rows, rowCount: result.rows.length };
    },
  };
}

function refused(kind: RateLimitKind, msBeforeNext: number): RateLimitDecision {
  const retryAfterSeconds = Math.max(1, Math.ceil(msBeforeNext / 1000));
  return { allowed: false, retryAfterSeconds, message: refusalMessage(kind, retryAfterSeconds) };
}

/**
 * The limits of this process. On PostgreSQL the counters live in the `rate_limits` table, so a
 * limit holds across every API process (and the bot) sharing the database. The embedded PGlite
 * database is opened by one process only (a lock file refuses a second), so there the counters
 * live in memory: just as exact, and without a write queued behind every request on PGlite's
 * single connection.
 */
export function createRateLimiter(
  handle: { db: Kysely<Database>; engine: Engine },
  points: Partial<RateLimitPoints> = {},
): RateLimiter {
  const limiters = new Map<RateLimitKind, RateLimiterAbstract>();
  const leased = new Map<RateLimitKind, ReturnType<typeof createLeasedCounter>>();
  for (const kind of RATE_LIMIT_KINDS) {
    const allowed = points[kind] ?? DEFAULT_RATE_LIMIT_POINTS[kind];
    if (allowed <= 0) continue;
    const rule: RateLimitRule = RATE_LIMITS[kind];
    if (handle.engine === 'postgres' && rule.leased) {
      leased.set(
        kind,
        createLeasedCounter(handle.db, {
          prefix: kind,
          points: allowed,
          windowMs: rule.windowSeconds * 1000,
        }),
      );
      continue;
    }
    const options = { keyPrefix: kind, points: allowed, duration: RATE_LIMITS[kind].windowSeconds };
    limiters.set(
      kind,
      handle.engine === 'postgres'
        ? new RateLimiterPostgres({
            ...options,
            storeClient: kyselyStoreClient(handle.db),
            storeType: 'client',
            tableName: 'rate_limits',
            // The migration creates the table; expired rows go in housekeeping.
            tableCreated: true,
            clearExpiredByTimeout: false,
            // A key over its limit is then refused from memory until its window ends: a
            // flood costs this process one write, not one per request.
            inMemoryBlockOnConsumed: allowed + 1,
          })
        : new RateLimiterMemory(options),
    );
  }

  const quotas = handle.engine === 'postgres' ? sharedQuotas(handle.db) : memoryQuotas();

  return {
    consumeQuota: quotas,
    async consume(kind, key) {
      const counter = leased.get(kind);
      if (counter) {
        const decision = await counter.consume(boundedKey(key));
        return decision.allowed ? ALLOWED : refused(kind, decision.msBeforeNext);
      }
      const limiter = limiters.get(kind);
      if (!limiter) return ALLOWED;
      try {
        await limiter.consume(boundedKey(key));
        return ALLOWED;
      } catch (err) {
        if (!(err instanceof RateLimiterRes)) throw err;
        return refused(kind, err.msBeforeNext);
      }
    },
  };
}

const retryAfter = (msBeforeNext: number) => Math.max(1, Math.ceil(msBeforeNext / 1000));

/**
 * Per-subject limits on PostgreSQL: leased counters (leased.ts), one per distinct limit, so a
 * key's requests cost the database a write per lease, not per request, and the limit holds for
 * all processes together.
 */
function sharedQuotas(db: Kysely<Database>) {
  const counters = new Map<string, ReturnType<typeof createLeasedCounter>>();
  return async (rule: QuotaRule, key: string, now: Date): Promise<QuotaDecision> => {
    const id = `${rule.prefix}|${rule.points}|${rule.windowSeconds}`;
    let counter = counters.get(id);
    if (!counter) {
      counter = createLeasedCounter(db, {
        prefix: rule.prefix,
        points: rule.points,
        windowMs: rule.windowSeconds * 1000,
      });
      counters.set(id, counter);
    }
    const decision = await counter.consume(boundedKey(key), now.getTime());
    return decision.allowed
      ? { allowed: true }
      : { allowed: false, retryAfterSeconds: retryAfter(decision.msBeforeNext) };
  };
}

/** The embedded database's single process counts per-subject limits in memory (fixed windows). */
function memoryQuotas() {
  const windows = new Map<string, { expire: number; count: number }>();
  return async (rule: QuotaRule, key: string, now: Date): Promise<QuotaDecision> => {
    const at = now.getTime();
    const id = `${rule.prefix}:${key}`;
    let window = windows.get(id);
    if (!window || window.expire <= at || window.expire - at > rule.windowSeconds * 1000) {
      if (windows.size >= 10_000)
        for (const [k, w] of windows) if (w.expire <= at) windows.delete(k);
      window = { expire: at + rule.windowSeconds * 1000, count: 0 };
      windows.set(id, window);
    }
    window.count += 1;
    return window.count <= rule.points
      ? { allowed: true }
      : { allowed: false, retryAfterSeconds: retryAfter(window.expire - at) };
  };
}

/** Counters whose window ended over an hour ago (housekeeping; PostgreSQL only). */
export async function deleteExpiredRateLimits(db: Kysely<Database>, now: Date): Promise<number> {
  const result = await db
    .deleteFrom('rate_limits')
    .where('expire', '<', now.getTime() - 60 * 60 * 1000)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
