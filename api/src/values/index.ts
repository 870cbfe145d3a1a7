export { adminValuesRoutes, valuesRoutes } from './values.routes';
