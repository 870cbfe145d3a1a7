export { adminValuesRoutes, valuesRoutes } from './values.routes';
export { memberAudiences } from './custom-fields.routes';
export { customFieldsOnCreate } from './custom-fields.schemas';
