import { OUTBOX_KINDS } from '@tenfour/db/outbox';
import { deliverEventWebhook } from '@tenfour/db/webhooks';
import type { DeliveryHandler } from './send';

/** A CAD event to a staff-registered HTTPS endpoint, signed (db/src/webhooks/deliver.ts). */
export const postEventWebhook: DeliveryHandler = async (_rest, config, delivery, db) => {
  const payload = OUTBOX_KINDS.event_webhook.payload.parse(delivery.payload);
  return deliverEventWebhook(db, payload, { production: config.production });
};
