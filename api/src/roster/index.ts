export { rosterRoutes } from './roster.routes';
