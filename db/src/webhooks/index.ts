// Event webhooks: CAD events signed per Standard Webhooks and delivered through the outbox to
// HTTPS endpoints staff register (docs/webhooks.md).
export {
  DESCRIPTION_MAX,
  MAX_ENDPOINTS,
  TEST_EVENT,
  URL_MAX,
  WEBHOOK_EVENTS,
  isWebhookEvent,
  type WebhookEvent,
} from './events';
export {
  createWebhookEndpoint,
  deleteWebhookEndpoint,
  listWebhookEndpoints,
  rotateWebhookSecret,
  updateWebhookEndpoint,
  type EndpointInput,
  type EndpointPatch,
  type WebhookChange,
  type WebhookEndpoint,
} from './endpoints';
export {
  listWebhookDeliveries,
  replayWebhookDelivery,
  sendWebhookTestEvent,
  type WebhookDelivery,
} from './delivery-log';
export { deliverEventWebhook, type WebhookAttempt, type WebhookDeliveryOptions } from './deliver';
export {
  PUBLIC_DISPATCH_EVENTS,
  queueDispatchWebhooks,
  queueFinePaid,
  queueRecordCreated,
  queueWarrantEvent,
  registerEventWebhooks,
} from './hooks';
export { eventBody, queueWebhookEvent, type QueuedEvent } from './queue';
export { newWebhookSecret, signWebhook, signatureMatches } from './signing';
export {
  checkWebhookUrl,
  isPrivateAddress,
  resolveDeliveryAddress,
  WebhookAddressRefused,
  type Resolver,
  type WebhookUrlProblem,
} from './url-guard';
