import { useMemo } from 'react';
import type { TFunction } from 'i18next';
import { formatMoney } from '../lib/format';
import { newIdempotencyKey } from './api/keys';

/** The typed amount as a number when it is a positive amount, else null. */
export function parseAmount(text: string): number | null {
  const n = Number(text.trim());
  return text.trim() !== '' && Number.isFinite(n) && n > 0 ? n : null;
}

/** Signed, 2 decimals: "+$25.00" / "-$25.00". */
export function signedMoney(amount: number): string {
  return `${amount < 0 ? '-' : '+'}${formatMoney(Math.abs(amount))}`;
}

/**
 * One Idempotency-Key per distinct request: resubmitting the same form (a retry after a
 * lost answer) reuses it, so the server moves the money once; changing any value makes a
 * new request with a new key.
 */
export function useIdempotencyKey(request: unknown[]): string {
  const fingerprint = JSON.stringify(request);
  return useMemo(() => ({ fingerprint, key: newIdempotencyKey() }), [fingerprint]).key;
}

/** A ledger row's type in the reader's language; a type this page does not know shows as sent. */
export function transactionTypeLabel(t: TFunction, type: string): string {
  switch (type) {
    case 'opening':
      return t('bank.transactions.types.opening');
    case 'deposit':
      return t('bank.transactions.types.deposit');
    case 'withdrawal':
      return t('bank.transactions.types.withdrawal');
    case 'transfer_in':
      return t('bank.transactions.types.transferIn');
    case 'transfer_out':
      return t('bank.transactions.types.transferOut');
    case 'fine':
      return t('bank.transactions.types.fine');
    default:
      return type;
  }
}

/** An account type (Checking, Business Savings...) in the reader's language. */
export function accountTypeLabel(t: TFunction, type: string): string {
  switch (type) {
    case 'Checking':
      return t('bank.accountTypes.checking');
    case 'Savings':
      return t('bank.accountTypes.savings');
    case 'Business Checking':
      return t('bank.accountTypes.businessChecking');
    case 'Business Savings':
      return t('bank.accountTypes.businessSavings');
    default:
      return type;
  }
}
