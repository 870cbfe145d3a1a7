import { useQueryClient } from '@tanstack/react-query';

/**
 * Every cached economy view starts with this: a purchase or an accepted offer changes the
 * stock, the holdings and the money together, so they are read again together.
 */
export const ECONOMY = ['economy'] as const;

/** A fresh Idempotency-Key (works outside secure contexts, unlike randomUUID). */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** The header that makes a retried money movement happen once (docs/economy.md). */
export const withKey = (key: string) => ({ headers: { 'Idempotency-Key': key } });

/** After a write: every cached economy view is read again. */
export function useRefreshEconomy() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: ECONOMY });
}
