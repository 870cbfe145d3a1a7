/** Staff manage departments, their webhooks, divisions and ranks (/api/admin/departments). */
export { departmentsRoutes } from './departments.routes';
