/**
 * Every screen of the web app and who may open it: the overflow and accessibility sweep walks
 * each as each of these roles, on a phone and on a desktop. A new screen is one more line.
 * `{civilian}` is replaced by a civilian of the signed-in member.
 */
export type SweepRole =
  'signedOut' | 'civilian' | 'officer' | 'firefighter' | 'dispatcher' | 'admin';

const MEMBERS: SweepRole[] = ['civilian', 'officer', 'firefighter', 'dispatcher', 'admin'];
const POLICE: SweepRole[] = ['officer', 'admin'];
const FIRE: SweepRole[] = ['firefighter', 'admin'];
const STAFF: SweepRole[] = ['admin'];
const DISPATCH: SweepRole[] = ['dispatcher'];

export interface SweepRoute {
  path: string;
  roles: SweepRole[];
  /**
   * The gallery picture of this screen (docs/development.md) (docs/screenshots/{name}.png), taken as the first of
   * its roles on a desktop when UPDATE_SCREENSHOTS=1.
   */
  screenshot?: string;
}

export const ROUTES: SweepRoute[] = [
  { path: '/', roles: ['signedOut'], screenshot: 'sign-in' },
  { path: '/home', roles: MEMBERS },
  { path: '/bank', roles: MEMBERS },
  { path: '/bank/dashboard?civilian={civilian}', roles: MEMBERS, screenshot: 'bank' },
  { path: '/dashboard/civilian', roles: MEMBERS, screenshot: 'civilians' },
  { path: '/dashboard/shop', roles: MEMBERS },
  { path: '/dashboard/businesses', roles: MEMBERS },
  { path: '/dashboard/businesses/00000000-0000-4000-8000-000000000000', roles: MEMBERS },
  { path: '/dashboard/pso', roles: POLICE, screenshot: 'officer-dashboard' },
  { path: '/dashboard/pso/search', roles: POLICE, screenshot: 'search' },
  { path: '/dashboard/pso/reports', roles: POLICE, screenshot: 'reports' },
  { path: '/dashboard/pso/warrants', roles: POLICE, screenshot: 'warrants' },
  { path: '/dashboard/pso/create-report', roles: POLICE },
  { path: '/dashboard/jail', roles: POLICE },
  { path: '/dashboard/warrant-requests', roles: STAFF },
  { path: '/dashboard/dispatch', roles: DISPATCH, screenshot: 'dispatch' },
  { path: '/dashboard/safr', roles: FIRE, screenshot: 'safr-dashboard' },
  { path: '/dashboard/safr/search', roles: FIRE },
  { path: '/dashboard/safr/reports', roles: FIRE, screenshot: 'safr-reports' },
  { path: '/dashboard/admin/bank-requests', roles: STAFF },
  { path: '/dashboard/admin/penal-codes', roles: STAFF, screenshot: 'penal-code' },
  { path: '/dashboard/admin/deliveries', roles: STAFF },
  { path: '/dashboard/admin/members', roles: STAFF, screenshot: 'members' },
  { path: '/dashboard/admin/audit', roles: STAFF, screenshot: 'audit-log' },
  { path: '/dashboard/admin/expungements', roles: STAFF },
  { path: '/dashboard/admin/community', roles: STAFF },
  { path: '/dashboard/admin/roles', roles: STAFF },
  { path: '/dashboard/admin/departments', roles: STAFF },
  { path: '/dashboard/admin/webhooks', roles: STAFF },
  { path: '/dashboard/admin/values', roles: STAFF },
  { path: '/dashboard/admin/forms', roles: STAFF },
  { path: '/dashboard/admin/forms/new', roles: STAFF },
  { path: '/dashboard/admin/forms/00000000-0000-4000-8000-000000000000', roles: STAFF },
  { path: '/dashboard/forms', roles: [...POLICE, 'firefighter'] },
  // A form or report that does not exist answers 404, which the sweep counts as a console
  // error: e2e/forms.e2e.ts opens those not-found screens instead.
  { path: '/dashboard/admin/justice', roles: STAFF },
  { path: '/dashboard/admin/economy', roles: STAFF },
  { path: '/dashboard/roster', roles: STAFF },
  // The court is for judges, who are no sweep persona: every member sees the judges' gate here,
  // and e2e/court.e2e.ts checks the screens themselves as a judge on a phone.
  { path: '/dashboard/court', roles: MEMBERS },
  { path: '/dashboard/court/00000000-0000-4000-8000-000000000000', roles: MEMBERS },
  { path: '/dashboard/no-such-screen', roles: MEMBERS },
  { path: '/no/such/page', roles: MEMBERS },
];

export const VIEWPORTS = {
  phone: { width: 390, height: 844 },
  desktop: { width: 1440, height: 900 },
} as const;
