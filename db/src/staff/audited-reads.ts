import type { Kysely } from 'kysely';
import type { Database } from '../schema';
import { getMemberDetail, type MemberDetail } from './members';
import { STAFF_PROFILE } from './constants';
import { auditEntries, recordAudit, type AuditEntryJson, type AuditFilter } from './audit-log';

// Staff reading a member's page or taking the log away as a file is itself in the log: it
// shows one member's data to someone else. Each entry commits before anything is shown, so
// nothing reaches staff that the log does not record, and a refused read (no such member, a
// bad filter) writes nothing.

/** One member's page for staff, recorded as `member.view`. */
export async function viewMemberDetail(
  db: Kysely<Database>,
  input: { discordId: string; staffDiscordId: string; now: Date },
): Promise<MemberDetail> {
  const detail = await getMemberDetail(db, input.discordId, input.now);
  await db.transaction().execute((trx) =>
    recordAudit(trx, {
      at: input.now,
      actor: { discordId: input.staffDiscordId, profile: STAFF_PROFILE },
      action: 'member.view',
      target: { type: 'member', id: detail.member.discordId, label: detail.member.username },
    }),
  );
  return detail;
}

/**
 * Every entry matching the filter for the CSV export, recorded as `audit.export` with the
 * filter. The first page is read before the entry is written: a filter the database refuses
 * fails here, before any header is sent, and leaves no entry.
 */
export async function exportAudit(
  db: Kysely<Database>,
  input: { filter: AuditFilter; staffDiscordId: string; now: Date },
): Promise<AsyncGenerator<AuditEntryJson>> {
  const entries = auditEntries(db, input.filter);
  const first = await entries.next();
  const filter = Object.fromEntries(
    Object.entries(input.filter)
      .filter(([, value]) => value !== undefined)
      .map(([key, value]) => [key, value instanceof Date ? value.toISOString() : value]),
  );
  await db.transaction().execute((trx) =>
    recordAudit(trx, {
      at: input.now,
      actor: { discordId: input.staffDiscordId, profile: STAFF_PROFILE },
      action: 'audit.export',
      target: { type: 'audit_log', id: null, label: 'Audit log (CSV)' },
      after: { filter },
    }),
  );
  return (async function* () {
    if (first.done) return;
    yield first.value;
    yield* entries;
  })();
}
