import { PlaceholderPage } from '../components/placeholder-page';

export const CreateReportPage = () => <PlaceholderPage title="Create Report" />;
export const WarrantsPage = () => <PlaceholderPage title="Warrants & BOLOs" />;
export const SearchDatabasePage = () => <PlaceholderPage title="Search Database" />;
export const PublicSafetyReportsPage = () => <PlaceholderPage title="Public Safety Reports" />;
export const PenalCodesPage = () => <PlaceholderPage title="Penal Code" />;
