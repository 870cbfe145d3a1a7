import type { Kysely } from 'kysely';
import type { Database } from '../schema';
import { DomainError } from '../errors';

export type PayFineResult =
  | { status: 'paid'; recordId: string; amountCents: number; paidFrom: 'checking' | 'wallet' }
  | { status: 'already_paid'; recordId: string; amountCents: number };

/**
 * Pays a citation's or arrest's fine for the civilian's owner (the Pay Fine button and the
 * civilian's Records panel). One transaction: lock the record, check the payer owns the
 * civilian (else 'forbidden'; unknown record 'not_found'), debit via bank/fines debitFine,
 * mark the record paid. Paying twice never charges twice.
 */
export async function payRecordFine(
  _db: Kysely<Database>,
  _input: { recordId: string; payerDiscordId: string },
): Promise<PayFineResult> {
  throw new DomainError('unprocessable', 'Fine payment is not available yet.');
}
