/** Staff manage departments, their webhooks, divisions and ranks (/api/admin/departments). */
export { departmentsRoutes } from './departments.routes';
/** Every signed-in member reads the departments (/api/departments). */
export { departmentDirectoryRoutes } from './directory.routes';
