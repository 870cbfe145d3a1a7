import type { Kysely } from 'kysely';
import type { Database } from '../schema';
import { deleteExpiredSessions } from '../auth/sessions';
import { pruneAudit } from '../staff/audit-log';
import { deleteExpiredRateLimits } from './rate-limit/limiter';

/**
 * How long a bank Idempotency-Key is remembered. Clients retry within seconds or minutes;
 * a day covers a device that reconnects the next morning without keeping keys forever.
 */
export const IDEMPOTENCY_KEY_TTL_MS = 24 * 60 * 60 * 1000;

export interface RetentionOptions {
  /** AUDIT_RETENTION_DAYS: audit entries older than this many days go; undefined keeps all. */
  auditRetentionDays?: number | undefined;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Deletes what has outlived its use: expired sessions, old Idempotency-Keys, rate-limit
 * counters whose window ended long ago and, when a retention is configured, audit entries
 * older than it.
 */
export async function purgeExpired(
  db: Kysely<Database>,
  now: Date,
  options: RetentionOptions = {},
): Promise<{ idempotencyKeys: number; auditEntries: number }> {
  await deleteExpiredSessions(db, now);
  const keys = await db
    .deleteFrom('bank_idempotency_keys')
    .where('created_at', '<', new Date(now.getTime() - IDEMPOTENCY_KEY_TTL_MS))
    .executeTakeFirst();
  await deleteExpiredRateLimits(db, now);
  const days = options.auditRetentionDays;
  const auditEntries = days ? await pruneAudit(db, new Date(now.getTime() - days * DAY_MS)) : 0;
  return { idempotencyKeys: Number(keys.numDeletedRows), auditEntries };
}

/** Runs purgeExpired now and then hourly; the timer never keeps the process alive. */
export function startHousekeeping(
  db: Kysely<Database>,
  now: () => Date,
  options: RetentionOptions = {},
): () => void {
  const run = () => {
    purgeExpired(db, now(), options).catch((err: unknown) =>
      console.warn('Housekeeping failed:', err),
    );
  };
  run();
  const timer = setInterval(run, 60 * 60 * 1000);
  timer.unref();
  return () => clearInterval(timer);
}
