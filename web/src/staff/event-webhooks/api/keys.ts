import { rpc } from '../../../lib/api';
import { STAFF } from '../../api/keys';

/** The typed client's staff routes for event webhooks (docs/webhooks.md). */
export const hooks = rpc.api.admin.webhooks;

/** The endpoints' list; each endpoint's delivery log sits under it, so a change refreshes both. */
export const EVENT_WEBHOOKS = [...STAFF, 'event-webhooks'] as const;

export const deliveriesKey = (endpointId: string) =>
  [...EVENT_WEBHOOKS, endpointId, 'deliveries'] as const;
