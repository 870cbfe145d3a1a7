import { useEffect, useState } from 'react';
import { NavLink, Outlet, useLocation, useNavigate, useOutletContext } from 'react-router-dom';
import {
  BookOpen,
  Building,
  ClipboardList,
  FileText,
  Flame,
  Gavel,
  House,
  Inbox,
  Landmark,
  LayoutDashboard,
  LogOut,
  Menu,
  RefreshCw,
  Scale,
  Search,
  Send,
  ShoppingBag,
  Store,
  User,
  Users,
} from 'lucide-react';
import { NAV_ICON } from '../components/nav-icon';
import { UserBadge } from './user-badge';
import { SoundMenu, VisualAlerts } from '../alerts';
import { StaffNavLinks } from '../staff';
import { UnitLiveEvents } from '../dispatch/unit-live-events';
import { Signal100Banner } from '../dispatch/signal-100';
import { CIVILIANS, civiliansPage, type Civilian } from '../civilians';
import { usePaged } from '../components/paged';
import { useSession } from '../lib/session';
import { LanguageMenu } from '../lib/language-menu';
import { PrintHeader } from '../components/print';
import { useTranslation } from 'react-i18next';

/** Sidebar icons decorate their link's text; screen readers read the text alone. */

// A group's open or closed state as a glyph (hidden from screen readers), not words.
const GROUP_ARROW = { open: '▾', closed: '▸' } as const;

export interface DashboardContext {
  /** The member's civilians loaded so far (a page at a time); null until the first page. */
  civilians: Civilian[] | null;
  reloadCivilians(): Promise<void>;
  /** Whether more civilians follow, and loading the next page of them. */
  moreCivilians: { hasMore: boolean; busy: boolean; more(): Promise<void> };
}

/** The civilians the layout loaded, for child screens. */
export function useDashboard(): DashboardContext {
  return useOutletContext<DashboardContext>();
}

export function DashboardLayout() {
  const { t } = useTranslation();
  const { session, meta, signOut } = useSession();
  const permissions = session.user?.permissions;
  const [open, setOpen] = useState(false);
  const list = usePaged(civiliansPage, [...CIVILIANS, 'pages']);
  // A failed load shows as no civilians, as before paging.
  const civilians = list.items ?? (list.failed ? [] : null);
  const location = useLocation();
  const navigate = useNavigate();

  // The drawer closes whenever the member navigates.
  useEffect(() => setOpen(false), [location.pathname]);

  const resyncHref = `/auth/resync?returnTo=${encodeURIComponent(location.pathname + location.search)}`;

  return (
    <div className={`layout ${open ? 'drawer-open' : ''}`}>
      <header className="topbar">
        <button
          type="button"
          className="menu-button"
          aria-label={t('shell.openMenu')}
          aria-expanded={open}
          onClick={() => setOpen((o) => !o)}
        >
          <Menu aria-hidden="true" size={20} />
        </button>
        <span className="brand">{meta.appName}</span>
      </header>
      {open && <div className="drawer-backdrop" onClick={() => setOpen(false)} />}
      <aside className="sidebar" aria-label={t('shell.mainNavigation')}>
        <div className="sidebar-brand">
          <img src="/favicon.svg" alt="" width={32} height={32} />
          <span className="brand">{meta.appName}</span>
        </div>
        {/* Any link closes the drawer, the current page's included (the path does not change). */}
        <nav
          onClick={(e) => {
            if ((e.target as HTMLElement).closest('a')) setOpen(false);
          }}
        >
          <ul className="nav-list">
            <li>
              <NavLink to="/dashboard" end>
                <House {...NAV_ICON} />
                {t('shell.nav.home')}
              </NavLink>
            </li>
            <li>
              <NavLink to="/dashboard/civilian">
                <User {...NAV_ICON} />
                {t('shell.nav.civilian')}
              </NavLink>
            </li>
            <li>
              <NavLink to="/bank">
                <Landmark {...NAV_ICON} />
                {meta.bankName}
              </NavLink>
            </li>
            {permissions?.judge && (
              <li>
                <NavLink to="/dashboard/warrant-requests">
                  <Scale {...NAV_ICON} />
                  {t('jail.nav.warrantRequests')}
                </NavLink>
              </li>
            )}
            <li>
              <NavLink to="/dashboard/shop">
                <ShoppingBag {...NAV_ICON} />
                {t('economy.nav.shop')}
              </NavLink>
            </li>
            <li>
              <NavLink to="/dashboard/businesses">
                <Store {...NAV_ICON} />
                {t('business.nav')}
              </NavLink>
            </li>
            <li>
              <a href={resyncHref}>
                <RefreshCw {...NAV_ICON} />
                {t('shell.nav.resync')}
              </a>
            </li>
          </ul>
          {permissions?.dispatch && !permissions.publicSafety && (
            <NavGroup title={t('shell.nav.publicSafety')}>
              <DispatchNavItem label={t('shell.nav.dispatch')} />
            </NavGroup>
          )}
          {permissions?.publicSafety && (
            <NavGroup title={t('shell.nav.publicSafety')}>
              {permissions.dispatch && <DispatchNavItem label={t('shell.nav.dispatch')} />}
              <li>
                <NavLink to="/dashboard/pso" end>
                  <LayoutDashboard {...NAV_ICON} />
                  {t('shell.nav.dashboard')}
                </NavLink>
              </li>
              <li>
                <NavLink to="/dashboard/pso/search">
                  <Search {...NAV_ICON} />
                  {t('shell.nav.searchDatabase')}
                </NavLink>
              </li>
              <li>
                <NavLink to="/dashboard/pso/reports">
                  <FileText {...NAV_ICON} />
                  {t('shell.nav.reports')}
                </NavLink>
              </li>
              <li>
                <NavLink to="/dashboard/forms">
                  <ClipboardList {...NAV_ICON} />
                  {t('forms.nav')}
                </NavLink>
              </li>
              <li>
                <NavLink to="/dashboard/pso/warrants">
                  <Gavel {...NAV_ICON} />
                  {t('shell.nav.warrants')}
                </NavLink>
              </li>
              <li>
                <NavLink to="/dashboard/jail">
                  <Building {...NAV_ICON} />
                  {t('jail.nav.jail')}
                </NavLink>
              </li>
            </NavGroup>
          )}
          {permissions?.judge && (
            <NavGroup title={t('court.nav.group')}>
              <li>
                <NavLink to="/dashboard/court">
                  <Scale {...NAV_ICON} />
                  {t('court.nav.docket')}
                </NavLink>
              </li>
            </NavGroup>
          )}
          {!!session.user?.supervises.length && (
            <NavGroup title={t('shell.nav.supervision')}>
              <li>
                <NavLink to="/dashboard/roster">
                  <Users {...NAV_ICON} />
                  {t('shell.nav.roster')}
                </NavLink>
              </li>
            </NavGroup>
          )}
          {permissions?.fireRescue && (
            <NavGroup title={t('shell.nav.fireRescue')}>
              <li>
                <NavLink to="/dashboard/safr" end>
                  <Flame {...NAV_ICON} />
                  {t('shell.nav.dashboard')}
                </NavLink>
              </li>
              <li>
                <NavLink to="/dashboard/safr/search">
                  <Search {...NAV_ICON} />
                  {t('shell.nav.search')}
                </NavLink>
              </li>
              <li>
                <NavLink to="/dashboard/safr/reports">
                  <ClipboardList {...NAV_ICON} />
                  {t('shell.nav.reports')}
                </NavLink>
              </li>
              {/* An officer finds the forms in the public safety group. */}
              {!permissions.publicSafety && (
                <li>
                  <NavLink to="/dashboard/forms">
                    <ClipboardList {...NAV_ICON} />
                    {t('forms.nav')}
                  </NavLink>
                </li>
              )}
            </NavGroup>
          )}
          {permissions?.admin && (
            <NavGroup title={t('shell.nav.staff')}>
              <li>
                <NavLink to="/dashboard/admin/bank-requests">
                  <Inbox {...NAV_ICON} />
                  {t('shell.nav.accountRequests')}
                </NavLink>
              </li>
              <li>
                <NavLink to="/dashboard/admin/penal-codes">
                  <BookOpen {...NAV_ICON} />
                  {t('shell.nav.penalCode')}
                </NavLink>
              </li>
              <li>
                <NavLink to="/dashboard/admin/deliveries">
                  <Send {...NAV_ICON} />
                  {t('shell.nav.discordDeliveries')}
                </NavLink>
              </li>
              <StaffNavLinks />
            </NavGroup>
          )}
        </nav>
        <div className="sidebar-footer">
          <UserBadge />
          <LanguageMenu />
          <SoundMenu />
          <button
            type="button"
            className="btn btn-link"
            onClick={() => void signOut().then(() => navigate('/', { replace: true }))}
          >
            <LogOut {...NAV_ICON} />
            {t('shell.signOut')}
          </button>
        </div>
      </aside>
      <main className="content">
        <PrintHeader />
        {/* A unit's department under Signal 100: the banner stays on every page. */}
        {(permissions?.publicSafety || permissions?.fireRescue) && <Signal100Banner />}
        <Outlet
          context={
            {
              civilians,
              reloadCivilians: list.reload,
              moreCivilians: { hasMore: list.hasMore, busy: list.busy, more: list.more },
            } satisfies DashboardContext
          }
        />
      </main>
      <VisualAlerts />
      {(permissions?.publicSafety || permissions?.fireRescue) && (
        <UnitLiveEvents service={permissions.publicSafety ? 'police' : 'safr'} />
      )}
    </div>
  );
}

function NavGroup({ title, children }: { title: string; children: React.ReactNode }) {
  const [expanded, setExpanded] = useState(true);
  return (
    <div className="nav-group">
      <button
        type="button"
        className="nav-group-title"
        aria-expanded={expanded}
        onClick={() => setExpanded((e) => !e)}
      >
        {title}
        <span aria-hidden="true">{expanded ? GROUP_ARROW.open : GROUP_ARROW.closed}</span>
      </button>
      {expanded && <ul className="nav-list">{children}</ul>}
    </div>
  );
}

/** The Public Safety group's "Dispatch" entry, for members with the dispatcher role. */
function DispatchNavItem({ label }: { label: string }) {
  return (
    <li>
      <NavLink to="/dashboard/dispatch">{label}</NavLink>
    </li>
  );
}
