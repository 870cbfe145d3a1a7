import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../schema';
import { getJusticeSettings } from './settings';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The reason every failure-to-pay warrant starts with (the search and lists show it). */
export const FAILURE_TO_PAY = 'Failure to pay';

/**
 * Turns every fine left unpaid longer than staff allow into an Active arrest warrant naming
 * its record. Safe to run in any number of processes at once: only one holds the lock at a
 * time (the others return at once), and the warrant's unique record column means a record
 * never gets two, whatever runs. Returns how many warrants it issued. The warrant row itself
 * is the record of it (no member acted, so the audit log has nothing to add).
 */
export async function issueFailureToPayWarrants(db: Kysely<Database>, now: Date): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const { locked } = await sql<{ locked: boolean }>`
      SELECT pg_try_advisory_xact_lock(hashtext('tenfour:failure-to-pay')) AS locked
    `
      .execute(trx)
      .then((r) => r.rows[0]!);
    if (!locked) return 0;
    const { failureToPayDays } = await getJusticeSettings(trx);
    if (failureToPayDays <= 0) return 0;
    const cutoff = new Date(now.getTime() - failureToPayDays * DAY_MS);
    const issued = await trx
      .insertInto('warrants')
      .columns([
        'civilian_id',
        'department',
        'type',
        'reason',
        'officer_id',
        'officer_name',
        'officer_callsign',
        'unpaid_record_id',
        'created_at',
      ])
      .expression((eb) =>
        eb
          .selectFrom('records as r')
          .select([
            'r.civilian_id',
            'r.department',
            sql.lit('Arrest').as('type'),
            sql<string>`${FAILURE_TO_PAY} || ': ' || r.reason || ' ($' || to_char(r.fine_cents / 100.0, 'FM999999990.00') || ')'`.as(
              'reason',
            ),
            'r.officer_id',
            'r.officer_name',
            'r.officer_callsign',
            'r.id',
            sql.val(now).as('created_at'),
          ])
          .where('r.fine_status', '=', 'unpaid')
          .where('r.fine_cents', '>', 0)
          .where('r.expunged_at', 'is', null)
          .where('r.created_at', '<=', cutoff)
          .where((w) =>
            w.not(
              w.exists(
                w
                  .selectFrom('warrants as w')
                  .select('w.id')
                  .whereRef('w.unpaid_record_id', '=', 'r.id'),
              ),
            ),
          ),
      )
      .onConflict((oc) => oc.column('unpaid_record_id').doNothing())
      .returning('id')
      .execute();
    return issued.length;
  });
}

/** Paying a fine serves the warrant its non-payment raised (inside the payment's transaction). */
export async function serveFailureToPayWarrant(
  trx: Transaction<Database>,
  recordId: string,
  now: Date,
): Promise<void> {
  await trx
    .updateTable('warrants')
    .set({ status: 'Resolved', resolved_at: now, resolved_by_name: 'Fine paid' })
    .where('unpaid_record_id', '=', recordId)
    .where('status', '=', 'Active')
    .execute();
}

/** How often the API process looks for fines that went unpaid too long. */
export const FAILURE_TO_PAY_INTERVAL_MS = 60_000;

/** Runs the failure-to-pay check now and then every minute; the timer never keeps the process alive. */
export function startFailureToPay(
  db: Kysely<Database>,
  now: () => Date,
  onError: (err: unknown) => void = (err) => console.warn('Failure-to-pay check failed:', err),
): () => void {
  const run = () => {
    issueFailureToPayWarrants(db, now()).catch(onError);
  };
  run();
  const timer = setInterval(run, FAILURE_TO_PAY_INTERVAL_MS);
  timer.unref();
  return () => clearInterval(timer);
}
