import { useQuery } from '@tanstack/react-query';
import type { InferResponseType } from 'hono/client';
import { call, rpc } from '../../lib/api';
import { getWallet } from './get-wallet';
import { BANK } from './keys';

const accounts = rpc.api.bank.accounts[':civilianId'];

export type BankView = InferResponseType<typeof accounts.$get, 200>;
export type BankAccount = BankView['accounts'][number];
export type PendingRequest = BankView['pendingRequests'][number];
export type AccountType = BankAccount['accountType'];

export const isBusiness = (type: string) => type.startsWith('Business');

/** A civilian's accounts, with the requests for more that wait for staff. */
export const getAccounts = (civilianId: string) => call(accounts.$get({ param: { civilianId } }));

/** A civilian's accounts (with pending requests) and the member's cash for that civilian. */
export function useBankView(civilianId: string, discordId: string) {
  return useQuery({
    queryKey: [...BANK, civilianId, 'accounts', discordId],
    queryFn: async () => {
      const [view, cash] = await Promise.all([
        getAccounts(civilianId),
        getWallet(discordId, civilianId),
      ]);
      return { view, wallet: cash.wallet.balance };
    },
  });
}
