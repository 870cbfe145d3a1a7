import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../schema';
import { DomainError } from '../infra/errors';
import { announceConfigChange } from '../community/live-config';
import { recordAudit, type AuditEntryInput } from '../staff/audit-log';
import { STAFF_PROFILE, type AuditAction } from '../staff/constants';

/** Who changes the configuration, and when. */
export interface StaffChange {
  staffDiscordId: string;
  now: Date;
}

const staffActor = (change: StaffChange) => ({
  discordId: change.staffDiscordId,
  profile: STAFF_PROFILE,
});

/** Runs a configuration change with its audit entry and announcement, in one transaction. */
export async function configChange<T>(
  db: Kysely<Database>,
  change: StaffChange,
  work: (
    trx: Transaction<Database>,
    audit: (
      entry: Omit<AuditEntryInput, 'at' | 'actor'> & { action: AuditAction },
    ) => Promise<void>,
  ) => Promise<T>,
): Promise<T> {
  return db.transaction().execute(async (trx) => {
    // One change to the configuration at a time: positions and uniqueness checks read what
    // the previous change wrote.
    await sql`SELECT pg_advisory_xact_lock(hashtext('tenfour:departments'))`.execute(trx);
    const result = await work(trx, (entry) =>
      recordAudit(trx, { ...entry, at: change.now, actor: staffActor(change) }),
    );
    await announceConfigChange(trx, 'departments');
    return result;
  });
}

/** The department's row, locked; unknown ids are a 404. */
export async function lockedDepartment(trx: Transaction<Database>, id: string) {
  const row = await trx
    .selectFrom('departments')
    .selectAll()
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
  if (!row) throw new DomainError('not_found', 'departments.notFound');
  return row;
}

/** Refuses a name or short name another department already uses (any case). */
/** Refuses an order that is not exactly the current ids, each once. */
export function assertPermutation(ids: readonly string[], current: readonly string[]) {
  const wanted = new Set(ids);
  if (
    wanted.size !== ids.length ||
    ids.length !== current.length ||
    current.some((id) => !wanted.has(id))
  ) {
    throw new DomainError('invalid', 'departments.orderMismatch', { field: 'ids' });
  }
}

/** Writes positions 1..n in the given order, touching only rows that move. */
export async function writeOrder(
  trx: Transaction<Database>,
  table: 'departments' | 'divisions' | 'ranks',
  ids: readonly string[],
  current: readonly { id: string; position: number }[],
) {
  const before = new Map(current.map((r) => [r.id, r.position]));
  for (const [i, id] of ids.entries()) {
    if (before.get(id) === i + 1) continue;
    await trx
      .updateTable(table)
      .set({ position: i + 1 })
      .where('id', '=', id)
      .execute();
  }
}

export const ordered = <T extends { id: string; position: number }>(rows: T[]) =>
  [...rows].sort((a, b) => a.position - b.position || a.id.localeCompare(b.id)).map((r) => r.id);

/** Staff put every department in a new order (the full list of ids). */
