import { useMutation, useQuery } from '@tanstack/react-query';
import type { InferRequestType, InferResponseType } from 'hono/client';
import { call, rpc } from '../../lib/api';
import { ECONOMY, newIdempotencyKey, useRefreshEconomy, withKey } from './keys';

const inventory = rpc.api.economy.inventory[':civilianId'];
const offers = rpc.api.economy.offers;

export type InventoryView = InferResponseType<typeof inventory.$get, 200>;
export type Holding = InventoryView['items'][number];
export type Offer = InventoryView['received'][number];
export type OfferBody = InferRequestType<typeof offers.$post>['json'];

/** What the civilian holds, and the offers to and from them. */
export function useInventory(civilianId: string) {
  return useQuery({
    queryKey: [...ECONOMY, 'inventory', civilianId],
    enabled: !!civilianId,
    queryFn: () => call(inventory.$get({ param: { civilianId } })),
  });
}

/** Offers held items to another civilian, as a gift (price 0) or a sale. */
export function useOfferItem() {
  const refresh = useRefreshEconomy();
  return useMutation({
    mutationFn: (json: OfferBody) => call(offers.$post({ json })),
    onSuccess: () => void refresh(),
  });
}

/** The receiver takes the offer, paying (for a sale) from the chosen pocket. */
export function useAcceptOffer() {
  const refresh = useRefreshEconomy();
  return useMutation({
    mutationFn: ({ offerId, accountId }: { offerId: string; accountId: string | null }) =>
      call(
        offers[':offerId'].accept.$post(
          { param: { offerId }, json: { accountId } },
          withKey(newIdempotencyKey()),
        ),
      ),
    onSuccess: () => void refresh(),
  });
}

/** The receiver declines, or the giver cancels: nothing moves either way. */
export function useCloseOffer() {
  const refresh = useRefreshEconomy();
  return useMutation({
    mutationFn: ({ offerId, as }: { offerId: string; as: 'receiver' | 'giver' }) =>
      call(
        as === 'receiver'
          ? offers[':offerId'].decline.$post({ param: { offerId } })
          : offers[':offerId'].cancel.$post({ param: { offerId } }),
      ),
    onSuccess: () => void refresh(),
  });
}
