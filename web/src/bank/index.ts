// The bank's public entry: its routed screens (see app/router.tsx).
export { BankLoginPage } from './bank-login-page';
export { BankDashboardPage } from './bank-dashboard-page';
export { BankRequestsPage } from './bank-requests-page';
