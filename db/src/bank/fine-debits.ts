import { sql, type Kysely } from 'kysely';
import type { Database } from '../schema';
import type { Department } from '../schema/core';
import type { RecordType } from '../schema/records';
import { readCreationPage, type KeysetPage } from '../infra/keyset-paging';
import { DomainError } from '../infra/errors';
import { englishMessage } from '../messages';
import { lockWallet, provisionCivilian } from './provision';
import type { OpeningBalances } from './types';

export interface FineDebit {
  civilianId: string;
  amountCents: number;
  /** Unique per fine (e.g. `fine:<recordId>`): a second debit with it moves no money. */
  reference: string;
  description: string;
  /**
   * Opening balances for a civilian who never used the bank (they get them before paying,
   * as on their first bank visit): the configured BANK_STARTING_* values.
   */
  opening: OpeningBalances;
  now: Date;
}

export interface FineDebitResult {
  paidFrom: 'checking' | 'wallet';
  accountId?: string | undefined;
  /** False when the reference had already been debited (nothing moved this time). */
  charged: boolean;
}

export const INSUFFICIENT_FOR_FINE = englishMessage('bank.insufficientForFine');

/**
 * Debits a fine inside the caller's transaction: from the civilian's checking account
 * first, else from their wallet; never from both, never below zero (DomainError
 * 'insufficient_funds'). Writes the ledger entry with the balance change. The money leaves
 * the bank (a burn in the conservation check).
 */
export async function debitFine(trx: Kysely<Database>, fine: FineDebit): Promise<FineDebitResult> {
  const amount = fine.amountCents;
  if (!Number.isSafeInteger(amount) || amount <= 0) {
    throw new DomainError('invalid', 'records.fineNotPositive');
  }
  if (!fine.reference) throw new DomainError('invalid', 'records.fineNeedsReference');
  const civilian = await trx
    .selectFrom('civilians')
    .select('id')
    .where('id', '=', fine.civilianId)
    .executeTakeFirst();
  if (!civilian) throw new DomainError('not_found', 'civilians.notFound');
  const now = fine.now;
  await provisionCivilian(trx, civilian.id, fine.opening, now);

  // The wallet lock comes first (the bank's lock order) and serialises this civilian's
  // fines, so a second debit with the same reference sees the first one's ledger row.
  await lockWallet(trx, civilian.id);
  const earlier = await trx
    .selectFrom('bank_ledger')
    .select('account_id')
    .where('reference', '=', fine.reference)
    .executeTakeFirst();
  if (earlier) {
    return earlier.account_id
      ? { paidFrom: 'checking', accountId: earlier.account_id, charged: false }
      : { paidFrom: 'wallet', charged: false };
  }

  const checking = await trx
    .updateTable('bank_accounts')
    .set((eb) => ({ balance_cents: eb('balance_cents', '-', amount), updated_at: now }))
    .where('id', '=', (eb) =>
      eb
        .selectFrom('bank_accounts')
        .select('id')
        .where('civilian_id', '=', civilian.id)
        .where('account_type', '=', 'Checking')
        .where('balance_cents', '>=', amount)
        .orderBy('seq')
        .limit(1),
    )
    .where('balance_cents', '>=', amount)
    .returning('id')
    .executeTakeFirst();
  let accountId: string | null = checking?.id ?? null;
  if (!accountId) {
    const wallet = await trx
      .updateTable('bank_wallets')
      .set((eb) => ({ balance_cents: eb('balance_cents', '-', amount), updated_at: now }))
      .where('civilian_id', '=', civilian.id)
      .where('balance_cents', '>=', amount)
      .returning('civilian_id')
      .executeTakeFirst();
    if (!wallet) throw new DomainError('insufficient_funds', 'bank.insufficientForFine');
    accountId = null;
  }
  await trx
    .insertInto('bank_ledger')
    .values({
      civilian_id: civilian.id,
      account_id: accountId,
      type: 'fine',
      description: fine.description,
      amount_cents: -amount,
      reference: fine.reference,
      created_at: now,
    })
    .execute();
  return accountId
    ? { paidFrom: 'checking', accountId, charged: true }
    : { paidFrom: 'wallet', charged: true };
}

/** A fine the civilian still owes (an unpaid citation or arrest), as the bank lists it. */
export interface OpenFine {
  recordId: string;
  civilianId: string;
  type: RecordType;
  reason: string;
  /** Dollars. */
  fineAmount: number;
  officerName: string;
  officerCallsign: string;
  platform: Department;
  createdAt: string;
}

export interface OpenFinesPage {
  fines: OpenFine[];
  /** Every open fine of the civilian, whatever page is shown: how many and what they add to. */
  count: number;
  totalAmount: number;
  nextCursor: string | null;
}

/**
 * The civilian's unpaid fines, newest first, a page at a time (keyset-paging.ts): the bank's "Open
 * fines". An expunged record's fine can no longer be paid, so it is not listed. Paying goes
 * through payRecordFine, which prices nothing: the amount is the record's.
 */
export async function pageOpenFines(
  db: Kysely<Database>,
  civilianId: string,
  page: KeysetPage,
): Promise<OpenFinesPage> {
  const open = () =>
    db
      .selectFrom('records as r')
      .where('r.civilian_id', '=', civilianId)
      .where('r.fine_status', '=', 'unpaid')
      .where('r.fine_cents', '>', 0)
      .where('r.expunged_at', 'is', null);
  const query = open().select([
    'r.id',
    'r.civilian_id',
    'r.type',
    'r.reason',
    'r.fine_cents',
    'r.officer_name',
    'r.officer_callsign',
    'r.department',
    'r.created_at',
  ]);
  const [{ rows, nextCursor }, totals] = await Promise.all([
    readCreationPage(query, page, { table: 'r' }),
    open()
      .select((eb) => [
        eb.fn.countAll<string>().as('count'),
        eb.fn.coalesce(eb.fn.sum<string>('r.fine_cents'), sql<string>`0`).as('cents'),
      ])
      .executeTakeFirstOrThrow(),
  ]);
  return {
    fines: rows.map((r) => ({
      recordId: r.id,
      civilianId: r.civilian_id,
      type: r.type,
      reason: r.reason,
      fineAmount: r.fine_cents / 100,
      officerName: r.officer_name,
      officerCallsign: r.officer_callsign,
      platform: r.department,
      createdAt: r.created_at.toISOString(),
    })),
    count: Number(totals.count),
    totalAmount: Number(totals.cents) / 100,
    nextCursor,
  };
}

export interface FineRefund {
  civilianId: string;
  amountCents: number;
  /** Unique per refund (e.g. `court:<caseId>:<charge>`): a second refund with it moves nothing. */
  reference: string;
  /** The reference the fine was debited under: the refund goes back where that money came from. */
  fineReference: string;
  description: string;
  now: Date;
}

export interface FineRefundResult {
  refundedTo: 'checking' | 'wallet';
  accountId?: string | undefined;
  credited: boolean;
}

/**
 * Gives back part or all of a paid fine inside the caller's transaction (a court ruling): into
 * the account the fine was debited from, or the wallet when it was paid in cash or that
 * account is gone. The ledger row is a fine with a positive amount, so the conservation check
 * counts it as money the fine no longer burned; it never exceeds what the fine took.
 */
export async function refundFine(
  trx: Kysely<Database>,
  refund: FineRefund,
): Promise<FineRefundResult> {
  const amount = refund.amountCents;
  if (!Number.isSafeInteger(amount) || amount <= 0) {
    throw new DomainError('invalid', 'records.fineNotPositive');
  }
  if (!refund.reference) throw new DomainError('invalid', 'records.fineNeedsReference');
  await lockWallet(trx, refund.civilianId);
  const earlier = await trx
    .selectFrom('bank_ledger')
    .select('account_id')
    .where('reference', '=', refund.reference)
    .executeTakeFirst();
  if (earlier) {
    return earlier.account_id
      ? { refundedTo: 'checking', accountId: earlier.account_id, credited: false }
      : { refundedTo: 'wallet', credited: false };
  }
  const paid = await trx
    .selectFrom('bank_ledger')
    .select(['account_id', 'amount_cents'])
    .where('reference', '=', refund.fineReference)
    .where('civilian_id', '=', refund.civilianId)
    .executeTakeFirst();
  const refunded = await trx
    .selectFrom('bank_ledger')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<string>('amount_cents'), sql<string>`0`).as('cents'))
    .where('reference', 'like', `${refund.reference.replace(/:[^:]*$/, '')}:%`)
    .executeTakeFirstOrThrow();
  if (!paid || -paid.amount_cents < Number(refunded.cents) + amount) {
    throw new DomainError('conflict', 'bank.refundExceedsFine');
  }
  let accountId: string | null = null;
  if (paid.account_id) {
    const account = await trx
      .updateTable('bank_accounts')
      .set((eb) => ({ balance_cents: eb('balance_cents', '+', amount), updated_at: refund.now }))
      .where('id', '=', paid.account_id)
      .returning('id')
      .executeTakeFirst();
    accountId = account?.id ?? null;
  }
  if (!accountId) {
    await trx
      .updateTable('bank_wallets')
      .set((eb) => ({ balance_cents: eb('balance_cents', '+', amount), updated_at: refund.now }))
      .where('civilian_id', '=', refund.civilianId)
      .executeTakeFirstOrThrow();
  }
  await trx
    .insertInto('bank_ledger')
    .values({
      civilian_id: refund.civilianId,
      account_id: accountId,
      type: 'fine',
      description: refund.description.slice(0, 200),
      amount_cents: amount,
      reference: refund.reference,
      created_at: refund.now,
    })
    .execute();
  return accountId
    ? { refundedTo: 'checking', accountId, credited: true }
    : { refundedTo: 'wallet', credited: true };
}
