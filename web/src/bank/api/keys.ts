import { useQueryClient } from '@tanstack/react-query';

/**
 * Every cached bank view starts with this, then the civilian's id: a money movement refreshes
 * the accounts, the wallet and the ledgers together.
 */
export const BANK = ['bank'] as const;

/** A fresh Idempotency-Key (works outside secure contexts, unlike randomUUID). */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** The header that makes a retried money movement happen once. */
export const withKey = (key: string) => ({ headers: { 'Idempotency-Key': key } });

/** After a write: every cached view of the civilian's money is read again. */
export function useRefreshBank(civilianId: string) {
  const queryClient = useQueryClient();
  return () => void queryClient.invalidateQueries({ queryKey: [...BANK, civilianId] });
}
