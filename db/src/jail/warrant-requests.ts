import type { Kysely } from 'kysely';
import type { Database } from '../schema';
import { DomainError } from '../infra/errors';
import { recordAudit, type AuditActor } from '../staff/audit-log';
import {
  toWarrantJson,
  warrantLabel,
  warrantsWithNames,
  type WarrantJson,
} from '../records/warrants';

/** Warrant requests waiting for a judge, every department's, oldest first. */
export async function listWarrantRequests(
  db: Kysely<Database>,
  now: Date,
  limit = 200,
): Promise<WarrantJson[]> {
  const rows = await warrantsWithNames(db)
    .where('w.status', '=', 'Requested')
    .orderBy('w.created_at')
    .orderBy('w.id')
    .limit(limit)
    .execute();
  return rows.map((r) => toWarrantJson(r, now));
}

export type WarrantDecision = { approve: true } | { approve: false; reason: string };

/**
 * A judge approves a request (it becomes Active) or denies it with a reason. A request already
 * decided is refused (409), so two judges deciding at once leave one decision.
 */
export async function decideWarrantRequest(
  db: Kysely<Database>,
  input: {
    id: string;
    decision: WarrantDecision;
    judge: AuditActor;
    judgeName: string;
    now: Date;
  },
): Promise<WarrantJson> {
  return db.transaction().execute(async (trx) => {
    const { decision, now } = input;
    const updated = await trx
      .updateTable('warrants')
      .set({
        status: decision.approve ? 'Active' : 'Denied',
        decided_at: now,
        decided_by_name: input.judgeName,
        denial_reason: decision.approve ? null : decision.reason,
      })
      .where('id', '=', input.id)
      .where('status', '=', 'Requested')
      .returning('id')
      .executeTakeFirst();
    if (!updated) {
      const exists = await trx
        .selectFrom('warrants')
        .select('id')
        .where('id', '=', input.id)
        .executeTakeFirst();
      if (!exists) throw new DomainError('not_found', 'records.warrantNotFound');
      throw new DomainError('conflict', 'jail.requestDecided');
    }
    const row = await warrantsWithNames(trx).where('w.id', '=', input.id).executeTakeFirstOrThrow();
    const warrant = toWarrantJson(row, now);
    await recordAudit(trx, {
      at: now,
      actor: input.judge,
      action: decision.approve ? 'warrant.approve' : 'warrant.deny',
      target: { type: 'warrant', id: warrant._id, label: warrantLabel(warrant) },
      before: { status: 'Requested' },
      after: decision.approve
        ? { status: warrant.status }
        : { status: warrant.status, reason: decision.reason },
    });
    return warrant;
  });
}
