// The staff console's public entry: its routed screens and its sidebar links.
export { StaffNavLinks, StaffRoutes } from './staff-pages';
export { DeliveriesPage } from './deliveries-page';
