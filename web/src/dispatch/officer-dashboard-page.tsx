import { PlaceholderPage } from '../components/placeholder-page';

export const OfficerDashboardPage = () => <PlaceholderPage title="Officer Dashboard" />;
