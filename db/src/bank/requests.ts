import { sql, type Kysely } from 'kysely';
import type { Database } from '../schema';
import { ALREADY_DECIDED, DomainError } from '../infra/errors';
import { boundedLimit, pageOf, type KeysetPage } from '../infra/keyset-paging';
import { insertAccount } from './provision';
import { recordAudit } from '../staff/audit-log';
import { STAFF_PROFILE } from '../staff/constants';
import {
  toAccountRequest,
  type AccountRequest,
  type AccountRequestStatus,
  type BankAccount,
} from './types';

export interface AccountRequestWithCivilian extends AccountRequest {
  civilian: { id: string; firstName: string; lastName: string; discordId: string };
}

/**
 * Account requests for staff, a page at a time: the pending ones oldest first (the queue
 * order), any other view newest first. `seq` is the sort key: unique and in filing order.
 */
export async function listAccountRequests(
  db: Kysely<Database>,
  filter: { status?: AccountRequestStatus | undefined },
  page: KeysetPage,
): Promise<{ requests: AccountRequestWithCivilian[]; nextCursor: string | null }> {
  const limit = boundedLimit(page.limit);
  const oldestFirst = filter.status === 'pending';
  let query = db
    .selectFrom('bank_account_requests as r')
    .innerJoin('civilians as c', 'c.id', 'r.civilian_id')
    .selectAll('r')
    .select(['c.first_name', 'c.last_name', 'c.discord_id'])
    .orderBy('r.seq', oldestFirst ? 'asc' : 'desc')
    .limit(limit + 1);
  if (filter.status) query = query.where('r.status', '=', filter.status);
  const after = page.after?.[0];
  if (after !== undefined) {
    query = query.where(sql<boolean>`r.seq ${sql.raw(oldestFirst ? '>' : '<')} ${after}::bigint`);
  }
  const found = await query.execute();
  const { rows, nextCursor } = pageOf(found, limit, (r) => [r.seq]);
  return {
    requests: rows.map(({ first_name, last_name, discord_id, ...r }) => ({
      ...toAccountRequest(r),
      civilian: {
        id: r.civilian_id,
        firstName: first_name,
        lastName: last_name,
        discordId: discord_id,
      },
    })),
    nextCursor,
  };
}

export interface Decision {
  requestId: string;
  /** The staff member deciding. */
  staffDiscordId: string;
  note?: string | undefined;
  now: Date;
}

async function decide(
  db: Kysely<Database>,
  decision: Decision,
  status: 'approved' | 'rejected',
): Promise<{ request: AccountRequest; account?: BankAccount }> {
  return db.transaction().execute(async (trx) => {
    const pending = await trx
      .selectFrom('bank_account_requests as r')
      .innerJoin('civilians as c', 'c.id', 'r.civilian_id')
      .selectAll('r')
      .select(['c.first_name', 'c.last_name'])
      .where('r.id', '=', decision.requestId)
      .forUpdate(['r'])
      .executeTakeFirst();
    if (!pending) throw new DomainError('not_found', 'bank.accountRequestNotFound');
    if (pending.status !== 'pending') {
      throw new DomainError('conflict', ALREADY_DECIDED[pending.status]);
    }
    const account =
      status === 'approved'
        ? await insertAccount(trx, {
            civilianId: pending.civilian_id,
            accountType: pending.account_type,
            name: pending.account_type,
            balanceCents: 0,
            now: decision.now,
          })
        : undefined;
    const row = await trx
      .updateTable('bank_account_requests')
      .set({
        status,
        account_id: account?.id ?? null,
        decided_by: decision.staffDiscordId,
        decided_at: decision.now,
        decision_note: decision.note?.trim() || null,
      })
      .where('id', '=', pending.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    await recordAudit(trx, {
      at: decision.now,
      actor: { discordId: decision.staffDiscordId, profile: STAFF_PROFILE },
      action: status === 'approved' ? 'bank_request.approve' : 'bank_request.reject',
      target: {
        type: 'bank_request',
        id: row.id,
        label: `${row.account_type} · ${pending.first_name} ${pending.last_name}`,
      },
      before: { status: 'pending', reason: pending.reason },
      after: { status, note: row.decision_note, accountId: account?.id ?? null },
    });
    return { request: toAccountRequest(row), ...(account ? { account } : {}) };
  });
}

/** Opens the requested account (empty) and marks the request approved. */
export function approveAccountRequest(db: Kysely<Database>, decision: Decision) {
  return decide(db, decision, 'approved');
}

export function rejectAccountRequest(db: Kysely<Database>, decision: Decision) {
  return decide(db, decision, 'rejected');
}
