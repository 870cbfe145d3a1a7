import { useCallback, useEffect, useState } from 'react';
import { NavLink, Outlet, useLocation, useNavigate, useOutletContext } from 'react-router-dom';
import { UserBadge } from '../components/user-badge';
import { DispatchNavItem } from '../dispatch/dispatch-nav-item';
import { UnitLiveEvents } from '../dispatch/unit-live-events';
import type { Civilian } from '../civilian/civilian-types';
import { request } from '../lib/api';
import { useSession } from './session';

export interface DashboardContext {
  /** The member's civilians; null until loaded. */
  civilians: Civilian[] | null;
  reloadCivilians(): Promise<void>;
}

/** The civilians the layout loaded, for child screens. */
export function useDashboard(): DashboardContext {
  return useOutletContext<DashboardContext>();
}

export function DashboardLayout() {
  const { session, meta, signOut } = useSession();
  const permissions = session.user?.permissions;
  const [open, setOpen] = useState(false);
  const [civilians, setCivilians] = useState<Civilian[] | null>(null);
  const location = useLocation();
  const navigate = useNavigate();

  const reloadCivilians = useCallback(async () => {
    try {
      const { civilians } = await request<{ civilians: Civilian[] }>('/api/civilians');
      setCivilians(civilians);
    } catch (err) {
      console.error('Failed to load civilians', err);
      setCivilians([]);
    }
  }, []);

  useEffect(() => {
    void reloadCivilians();
  }, [reloadCivilians]);

  // The drawer closes whenever the member navigates.
  useEffect(() => setOpen(false), [location.pathname]);

  const resyncHref = `/auth/resync?returnTo=${encodeURIComponent(location.pathname + location.search)}`;

  return (
    <div className={`layout ${open ? 'drawer-open' : ''}`}>
      <header className="topbar">
        <button
          type="button"
          className="menu-button"
          aria-label="Open menu"
          aria-expanded={open}
          onClick={() => setOpen((o) => !o)}
        >
          ☰
        </button>
        <span className="brand">{meta.appName}</span>
      </header>
      {open && <div className="drawer-backdrop" onClick={() => setOpen(false)} />}
      <aside className="sidebar" aria-label="Main navigation">
        <div className="sidebar-brand">
          <img src="/favicon.svg" alt="" width={32} height={32} />
          <span className="brand">{meta.appName}</span>
        </div>
        <nav>
          <ul className="nav-list">
            <li>
              <NavLink to="/dashboard" end>
                Home
              </NavLink>
            </li>
            <li>
              <NavLink to="/dashboard/civilian">Civilian</NavLink>
            </li>
            <li>
              <NavLink to="/bank">{meta.bankName}</NavLink>
            </li>
            <li>
              <a href={resyncHref}>Resync</a>
            </li>
          </ul>
          {permissions?.dispatch && !permissions.publicSafety && (
            <NavGroup title="Public Safety">
              <DispatchNavItem />
            </NavGroup>
          )}
          {permissions?.publicSafety && (
            <NavGroup title="Public Safety">
              {permissions.dispatch && <DispatchNavItem />}
              <li>
                <NavLink to="/dashboard/pso" end>
                  Dashboard
                </NavLink>
              </li>
              <li>
                <NavLink to="/dashboard/pso/search">Search Database</NavLink>
              </li>
              <li>
                <NavLink to="/dashboard/pso/reports">Reports</NavLink>
              </li>
              <li>
                <NavLink to="/dashboard/pso/warrants">Warrants</NavLink>
              </li>
            </NavGroup>
          )}
          {permissions?.fireRescue && (
            <NavGroup title="SA Fire Rescue">
              <li>
                <NavLink to="/dashboard/safr" end>
                  Dashboard
                </NavLink>
              </li>
              <li>
                <NavLink to="/dashboard/safr/search">Search</NavLink>
              </li>
              <li>
                <NavLink to="/dashboard/safr/reports">Reports</NavLink>
              </li>
            </NavGroup>
          )}
          {permissions?.admin && (
            <NavGroup title="Staff">
              <li>
                <NavLink to="/dashboard/admin/bank-requests">Account Requests</NavLink>
              </li>
              <li>
                <NavLink to="/dashboard/admin/penal-codes">Penal Code</NavLink>
              </li>
              <li>
                <NavLink to="/dashboard/admin/deliveries">Discord Deliveries</NavLink>
              </li>
            </NavGroup>
          )}
        </nav>
        <div className="sidebar-footer">
          <UserBadge />
          <button
            type="button"
            className="btn btn-link"
            onClick={() => void signOut().then(() => navigate('/', { replace: true }))}
          >
            Sign out
          </button>
        </div>
      </aside>
      <main className="content">
        <Outlet context={{ civilians, reloadCivilians } satisfies DashboardContext} />
      </main>
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
        <span aria-hidden="true">{expanded ? '▾' : '▸'}</span>
      </button>
      {expanded && <ul className="nav-list">{children}</ul>}
    </div>
  );
}
