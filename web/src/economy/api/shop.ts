import { useMutation, useQuery } from '@tanstack/react-query';
import type { InferRequestType, InferResponseType } from 'hono/client';
import { call, rpc } from '../../lib/api';
import { ECONOMY, useRefreshEconomy, withKey } from './keys';

const economy = rpc.api.economy;

export type ShopItem = InferResponseType<typeof economy.items.$get, 200>['items'][number];
export type BuyBody = InferRequestType<typeof economy.buy.$post>['json'];
export type Purchase = InferResponseType<typeof economy.buy.$post, 201>;

/** The items on sale (staff's retired items are left out by the server). */
export function useShopItems() {
  return useQuery({
    queryKey: [...ECONOMY, 'items'],
    queryFn: () => call(economy.items.$get()),
  });
}

/**
 * Where a civilian can pay from: their wallet and their accounts, with balances. Read here
 * through the typed client rather than the bank's screens, which this feature does not reach into.
 */
export function usePockets(civilianId: string, discordId: string) {
  return useQuery({
    queryKey: [...ECONOMY, 'pockets', civilianId],
    enabled: !!civilianId && !!discordId,
    queryFn: async () => {
      const [bank, cash] = await Promise.all([
        call(rpc.api.bank.accounts[':civilianId'].$get({ param: { civilianId } })),
        call(
          rpc.api.wallet[':discordId'].$get({
            param: { discordId },
            query: { civilian: civilianId },
          }),
        ),
      ]);
      return { accounts: bank.accounts, wallet: cash.wallet.balance };
    },
  });
}

/** Buys; the answer carries the new balance of the pocket paid from and the holding. */
export function useBuy() {
  const refresh = useRefreshEconomy();
  return useMutation({
    mutationFn: ({ json, key }: { json: BuyBody; key: string }) =>
      call(economy.buy.$post({ json }, withKey(key))),
    onSuccess: () => void refresh(),
  });
}
