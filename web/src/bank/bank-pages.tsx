import { PlaceholderPage } from '../components/placeholder-page';

export const BankLoginPage = () => <PlaceholderPage title="Bank" />;
export const BankDashboardPage = () => <PlaceholderPage title="Bank" />;
export const BankRequestsPage = () => <PlaceholderPage title="Account Requests" />;
