// The router mounts these names; each screen lives in its own file.
export { CreateReportPage } from './create-report-page';
export { WarrantsPage } from './warrants-page';
export { SearchDatabasePage } from './search-page';
export { PublicSafetyReportsPage } from './public-safety-reports-page';
export { PenalCodesPage } from './penal-codes-page';
