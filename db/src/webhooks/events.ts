/** Every event an endpoint can subscribe to, in the order the staff screen lists them. */
export const WEBHOOK_EVENTS = [
  'call.created',
  'call.updated',
  'call.closed',
  'unit.status',
  'unit.assigned',
  'panic',
  'bolo.created',
  'record.created',
  'fine.paid',
  'warrant.created',
  'warrant.served',
] as const;

export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];

/** A delivery's test event: sent only by staff's "Send test event", to one endpoint. */
export const TEST_EVENT = 'webhook.test';

export const isWebhookEvent = (value: string): value is WebhookEvent =>
  (WEBHOOK_EVENTS as readonly string[]).includes(value);

/** At most this many endpoints: each event is queued once per subscribed endpoint. */
export const MAX_ENDPOINTS = 20;
export const DESCRIPTION_MAX = 200;
export const URL_MAX = 2000;
