export { adminFormsRoutes, formsRoutes } from './forms.routes';
export { portableFormSchema } from './forms.schemas';
