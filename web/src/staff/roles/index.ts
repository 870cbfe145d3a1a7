export { RolesPage } from './roles-page';
