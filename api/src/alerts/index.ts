export { alertSettingsRoutes } from './alerts.routes';
