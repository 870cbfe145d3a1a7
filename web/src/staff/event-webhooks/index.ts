// Staff: endpoints that receive signed CAD events (docs/webhooks.md).
export { EventWebhooksPage } from './event-webhooks-page';
