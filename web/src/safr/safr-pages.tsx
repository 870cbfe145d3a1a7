export { SafrDashboardPage } from './safr-dashboard-page';
export { SafrSearchPage } from './safr-search-page';
export { SafrReportsPage } from './safr-reports-page';
