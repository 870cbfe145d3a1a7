import { useQuery } from '@tanstack/react-query';
import { bankApi } from './bank-api';

/**
 * Every cached bank view starts with this, then the civilian's id: a money movement refreshes
 * the accounts, the wallet and the ledgers together.
 */
export const BANK = ['bank'] as const;

/** A civilian's accounts (with pending requests) and the member's cash for that civilian. */
export function useBankView(civilianId: string, discordId: string) {
  return useQuery({
    queryKey: [...BANK, civilianId, 'accounts', discordId],
    queryFn: async () => {
      const [view, cash] = await Promise.all([
        bankApi.accounts(civilianId),
        bankApi.wallet(discordId, civilianId),
      ]);
      return { view, wallet: cash.wallet.balance };
    },
  });
}
