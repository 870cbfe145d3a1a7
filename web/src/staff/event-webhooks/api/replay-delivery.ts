import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api';
import { deliveriesKey, hooks } from './keys';

/** Sends a delivery again, with the same `webhook-id` (receivers dedupe on it). */
export function useReplayDelivery(endpointId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (deliveryId: number) =>
      call(
        hooks[':id'].deliveries[':deliveryId'].replay.$post({
          param: { id: endpointId, deliveryId: String(deliveryId) },
        }),
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: deliveriesKey(endpointId) }),
  });
}
