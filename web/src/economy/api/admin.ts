import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { InferRequestType, InferResponseType } from 'hono/client';
import { call, rpc } from '../../lib/api';
import { ECONOMY, useRefreshEconomy, withKey } from './keys';

const admin = rpc.api.economy.admin;

export type AdminItem = InferResponseType<typeof admin.items.$get, 200>['items'][number];
export type NewItem = InferRequestType<typeof admin.items.$post>['json'];
export type ItemChanges = InferRequestType<(typeof admin.items)[':itemId']['$patch']>['json'];
export type TreasuryBody = InferRequestType<typeof admin.treasury.mint.$post>['json'];

/** The treasury's balance and its newest ledger entries. */
export function useTreasury() {
  return useQuery({
    queryKey: [...ECONOMY, 'admin', 'treasury'],
    queryFn: () => call(admin.treasury.$get({ query: {} })),
  });
}

/** Mints into or burns from the treasury, once per key. */
export function useTreasuryMovement(kind: 'mint' | 'burn') {
  const refresh = useRefreshEconomy();
  return useMutation({
    mutationFn: ({ json, key }: { json: TreasuryBody; key: string }) =>
      call(
        kind === 'mint'
          ? admin.treasury.mint.$post({ json }, withKey(key))
          : admin.treasury.burn.$post({ json }, withKey(key)),
      ),
    onSuccess: () => void refresh(),
  });
}

/** Every item, retired ones too. */
export function useAdminItems() {
  return useQuery({
    queryKey: [...ECONOMY, 'admin', 'items'],
    queryFn: () => call(admin.items.$get()),
  });
}

export function useCreateItem() {
  const refresh = useRefreshEconomy();
  return useMutation({
    mutationFn: (json: NewItem) => call(admin.items.$post({ json })),
    onSuccess: () => void refresh(),
  });
}

/** Edits, retires (archived: true) or restores an item; only the fields sent change. */
export function useUpdateItem() {
  const refresh = useRefreshEconomy();
  return useMutation({
    mutationFn: ({ itemId, json }: { itemId: string; json: ItemChanges }) =>
      call(admin.items[':itemId'].$patch({ param: { itemId }, json })),
    onSuccess: () => void refresh(),
  });
}

const OPENING_KEY = [...ECONOMY, 'admin', 'opening-balances'] as const;

/** What a member's first civilian to use the bank starts with, in cents. */
export function useOpeningBalances() {
  return useQuery({ queryKey: OPENING_KEY, queryFn: () => call(admin['opening-balances'].$get()) });
}

export function useSaveOpeningBalances() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (json: { walletCents: number; checkingCents: number }) =>
      call(admin['opening-balances'].$put({ json })),
    onSuccess: (data) => client.setQueryData(OPENING_KEY, data),
  });
}
