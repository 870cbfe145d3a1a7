import type { Kysely } from 'kysely';
import type { Database } from './schema';
import { deleteExpiredSessions } from './sessions';

/**
 * How long a bank Idempotency-Key is remembered. Clients retry within seconds or minutes;
 * a day covers a device that reconnects the next morning without keeping keys forever.
 */
export const IDEMPOTENCY_KEY_TTL_MS = 24 * 60 * 60 * 1000;

/** Deletes what has outlived its use: expired sessions and old Idempotency-Keys. */
export async function purgeExpired(
  db: Kysely<Database>,
  now: Date,
): Promise<{ idempotencyKeys: number }> {
  await deleteExpiredSessions(db, now);
  const keys = await db
    .deleteFrom('bank_idempotency_keys')
    .where('created_at', '<', new Date(now.getTime() - IDEMPOTENCY_KEY_TTL_MS))
    .executeTakeFirst();
  return { idempotencyKeys: Number(keys.numDeletedRows) };
}

/** Runs purgeExpired now and then hourly; the timer never keeps the process alive. */
export function startHousekeeping(db: Kysely<Database>, now: () => Date): () => void {
  const run = () => {
    purgeExpired(db, now()).catch((err: unknown) => console.warn('Housekeeping failed:', err));
  };
  run();
  const timer = setInterval(run, 60 * 60 * 1000);
  timer.unref();
  return () => clearInterval(timer);
}
