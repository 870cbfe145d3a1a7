import type { Kysely } from 'kysely';
import type { Database } from '../schema';
import { DomainError } from '../errors';

export interface FineDebit {
  civilianId: string;
  amountCents: number;
  /** Unique per fine (e.g. `fine:<recordId>`): a second debit with it moves no money. */
  reference: string;
  description: string;
}

export interface FineDebitResult {
  paidFrom: 'checking' | 'wallet';
  accountId?: string | undefined;
  /** False when the reference had already been debited (nothing moved this time). */
  charged: boolean;
}

/**
 * Debits a fine inside the caller's transaction: from the civilian's checking account
 * first, else from their wallet; never from both, never below zero (DomainError
 * 'insufficient_funds'). Writes the ledger entry with the balance change.
 */
export async function debitFine(
  _trx: Kysely<Database>,
  _fine: FineDebit,
): Promise<FineDebitResult> {
  throw new DomainError('unprocessable', 'Fine payment is not available yet.');
}
