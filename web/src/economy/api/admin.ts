import { useMutation, useQuery } from '@tanstack/react-query';
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
