// The economy's public entry: its routed screens (see app/router.tsx and staff/staff-pages.tsx).
export { ShopPage } from './shop-page';
export { EconomyAdminPage } from './economy-admin-page';
export { PayAccountPanel } from './pay-account-panel';
export { BusinessesPage } from './businesses-page';
export { BusinessPage } from './business-page';
