export { authRoutes, meRoutes } from './auth.routes';
export { sessionEventsRoutes } from './session-events.routes';
export { languageSchema } from './auth.schemas';
