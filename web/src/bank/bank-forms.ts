import { useMemo } from 'react';
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

export const TRANSACTION_TYPE_LABELS: Record<string, string> = {
  opening: 'Opening Balance',
  deposit: 'Deposit',
  withdrawal: 'Withdrawal',
  transfer_in: 'Transfer In',
  transfer_out: 'Transfer Out',
  fine: 'Fine',
};
