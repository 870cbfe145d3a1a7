export { ValuesPage } from './values-page';
