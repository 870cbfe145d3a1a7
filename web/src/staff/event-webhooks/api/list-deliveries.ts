import { useQuery } from '@tanstack/react-query';
import type { InferResponseType } from 'hono/client';
import { call } from '../../../lib/api';
import { deliveriesKey, hooks } from './keys';

type Deliveries = (typeof hooks)[':id']['deliveries'];
export type WebhookDelivery = InferResponseType<Deliveries['$get'], 200>['deliveries'][number];

// While a delivery waits (a first attempt, or retries), its outcome arrives within seconds.
const WAITING_REFRESH_MS = 3_000;

/** The endpoint's latest deliveries, newest first, read again while any is still waiting. */
export function useDeliveries(id: string) {
  return useQuery({
    queryKey: deliveriesKey(id),
    queryFn: () => call(hooks[':id'].deliveries.$get({ param: { id } })),
    refetchInterval: (query) =>
      query.state.data?.deliveries.some((d) => d.status === 'pending') ? WAITING_REFRESH_MS : false,
  });
}
