import { sql, type Kysely } from 'kysely';
import type { Database } from '../schema';
import { AUDIT_ACTION_NAMES, type AuditAction } from '../staff/constants';

/**
 * Makes every transaction that writes `action` to the audit log fail at COMMIT, after all of
 * its statements ran (a deferred constraint trigger). What the action changed rolls back
 * only if it was written in the same transaction as its entry: tests use this to prove it.
 * Returns the function that removes the fault.
 */
export async function failCommitsAuditing(
  db: Kysely<Database>,
  action: AuditAction,
): Promise<() => Promise<void>> {
  // Trigger names and the WHEN clause cannot be parameters: only known actions get here.
  if (!AUDIT_ACTION_NAMES.includes(action)) throw new Error(`Unknown audit action ${action}`);
  const trigger = sql.id(`audit_test_fail_${action.replace('.', '_')}`);
  await sql`
    CREATE OR REPLACE FUNCTION audit_test_fail() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      RAISE EXCEPTION 'commit refused by a test (%)', NEW.action;
    END
    $$
  `.execute(db);
  await sql`
    CREATE CONSTRAINT TRIGGER ${trigger} AFTER INSERT ON audit_log
    DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
    WHEN (NEW.action = ${sql.lit(action)}) EXECUTE FUNCTION audit_test_fail()
  `.execute(db);
  return async () => {
    await sql`DROP TRIGGER ${trigger} ON audit_log`.execute(db);
  };
}

/** The entries written for an action about one target, oldest first. */
export function auditEntriesFor(db: Kysely<Database>, action: AuditAction, targetId: string) {
  return db
    .selectFrom('audit_log')
    .selectAll()
    .where('action', '=', action)
    .where('target_id', '=', targetId)
    .orderBy('id')
    .execute();
}
