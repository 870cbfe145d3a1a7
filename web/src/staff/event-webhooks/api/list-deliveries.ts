import { useQuery } from '@tanstack/react-query';
import type { InferResponseType } from 'hono/client';
import { call } from '../../../lib/api';
import { deliveriesKey, hooks } from './keys';

type Deliveries = (typeof hooks)[':id']['deliveries'];
export type WebhookDelivery = InferResponseType<Deliveries['$get'], 200>['deliveries'][number];

/** The endpoint's latest deliveries, newest first. */
export function useDeliveries(id: string) {
  return useQuery({
    queryKey: deliveriesKey(id),
    queryFn: () => call(hooks[':id'].deliveries.$get({ param: { id } })),
  });
}
