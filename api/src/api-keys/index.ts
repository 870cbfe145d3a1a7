export { apiKeyRoutes } from './api-keys.routes';
