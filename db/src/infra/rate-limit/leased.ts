import { CompiledQuery, type Kysely } from 'kysely';
import type { Database } from '../../schema';

/**
 * A fixed-window counter on PostgreSQL that takes its points in leases: one write to
 * `rate_limits` reserves several requests for this process, which then admits them from
 * memory. A member writing all evening costs the database a handful of writes a minute instead
 * of one per request, which on the bank's transfer path was a whole extra round trip.
 *
 * Exactness across processes is kept where it matters: the database never grants more than
 * `points` in a window (a lease is clipped to what is left), so the limit still holds for a
 * burst split across processes. Leases shrink as the window fills (a quarter of what is left),
 * so near the limit every request goes to the database and a point a process reserved but did
 * not use can refuse a member a little early only when their requests alternate between
 * processes within the last quarter of the window's budget.
 *
 * Same table, key format (`kind:key`) and window rules as rate-limiter-flexible's store, so
 * housekeeping and the other kinds share it.
 */
export interface LeasedDecision {
  allowed: boolean;
  /** Milliseconds until the window ends (for Retry-After). */
  msBeforeNext: number;
}

interface Lease {
  /** Window end, ms since the epoch (the row's `expire`). */
  expire: number;
  /** Reserved requests not yet admitted. */
  left: number;
  /** The window's count in the database after this process's last grant. */
  counted: number;
}

/**
 * The most one write reserves. With the next lease taken early (below), a process holds at
 * most this plus RENEW_WHEN_LEFT: what a process that dies mid-window takes with it.
 */
const MAX_LEASE = 16;

/**
 * Requests left in a lease when the next one is asked for in the background, while the
 * window's budget still holds several full leases (nearer the limit, leases shrink and each
 * request asks the database anyway).
 */
const RENEW_WHEN_LEFT = 4;
const RENEW_WHILE_BUDGET = 4 * MAX_LEASE;

// One upsert for a whole lease: a new window starts at the lease's size, a running one grows
// by it. The answer is the window's count after the grant and its end.
const GRANT = `/* prepared */ INSERT INTO rate_limits (key, points, expire) VALUES ($1, $2, $3)
  ON CONFLICT (key) DO UPDATE SET
    points = CASE WHEN rate_limits.expire <= $4 THEN $2 ELSE rate_limits.points + $2 END,
    expire = CASE WHEN rate_limits.expire <= $4 THEN $3 ELSE rate_limits.expire END
  RETURNING points, expire`;

export function createLeasedCounter(
  db: Kysely<Database>,
  rule: { prefix: string; points: number; windowMs: number },
) {
  const leases = new Map<string, Lease>();

  async function grant(key: string, size: number, now: number) {
    const result = await db.executeQuery<{ points: number; expire: string | number }>(
      CompiledQuery.raw(GRANT, [`${rule.prefix}:${key}`, size, now + rule.windowMs, now]),
    );
    const row = result.rows[0]!;
    return { counted: Number(row.points), expire: Number(row.expire) };
  }

  /** Drops ended windows now and then, so a busy evening's members do not pile up. */
  function sweep(now: number) {
    if (leases.size < 10_000) return;
    for (const [key, lease] of leases) if (lease.expire <= now) leases.delete(key);
  }

  /** Grants in flight, by key: requests of the same key wait for one instead of each writing. */
  const inflight = new Map<string, Promise<void>>();

  async function takeLease(key: string, known: number, now: number) {
    const size = Math.max(1, Math.min(MAX_LEASE, Math.floor((rule.points - known) / 4)));
    const { counted, expire } = await grant(key, size, now);
    // What the database had left before this grant, at most the lease asked for.
    const granted = Math.max(0, Math.min(size, rule.points - (counted - size)));
    const latest = leases.get(key);
    const sameWindow = latest && latest.expire === expire ? latest : undefined;
    leases.set(key, {
      expire,
      left: (sameWindow?.left ?? 0) + granted,
      counted: Math.max(counted, sameWindow?.counted ?? 0),
    });
    sweep(now);
  }

  /**
   * The next lease is taken while this one still has a few requests left, so a member writing
   * steadily never waits for the grant's round trip (which showed in the bank's p99). A grant
   * that fails here is forgotten: the request that finds the lease empty asks again and
   * gets the error.
   */
  function renew(key: string, lease: Lease, now: number) {
    if (inflight.has(key)) return;
    const taking = takeLease(key, lease.counted, now)
      .catch(() => undefined)
      .finally(() => inflight.delete(key));
    inflight.set(key, taking);
  }

  return {
    /** `at`: the caller's clock in ms (the app's, which tests move); the real one by default. */
    async consume(key: string, at?: number): Promise<LeasedDecision> {
      for (;;) {
        const now = at ?? Date.now();
        const current = leases.get(key);
        const lease = current && current.expire > now ? current : undefined;
        if (lease && lease.left > 0) {
          lease.left--;
          if (lease.left <= RENEW_WHEN_LEFT && rule.points - lease.counted >= RENEW_WHILE_BUDGET) {
            renew(key, lease, now);
          }
          return { allowed: true, msBeforeNext: lease.expire - now };
        }
        // Used up, and the database said the window is full: refused from memory until it ends.
        if (lease && lease.counted >= rule.points) {
          return { allowed: false, msBeforeNext: lease.expire - now };
        }
        const pending = inflight.get(key);
        if (pending) {
          await pending;
          continue;
        }
        const taking = takeLease(key, lease?.counted ?? 0, now).finally(() => inflight.delete(key));
        inflight.set(key, taking);
        await taking;
      }
    },
  };
}
