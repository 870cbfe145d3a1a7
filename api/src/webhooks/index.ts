export { webhooksRoutes } from './webhooks.routes';
