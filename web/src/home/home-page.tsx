import { useCallback, useState } from 'react';
import { Link, Navigate } from 'react-router-dom';
import { useUser, type Permissions } from '../lib/session';
import { RegisterCivilianModal, useHasCivilians } from '../civilians';

/** The dashboards a member's roles open, as onboarding offers them beside a first civilian. */
function dashboardsOf(permissions: Permissions): { to: string; label: string }[] {
  return [
    permissions.dispatch && { to: '/dashboard/dispatch', label: 'Dispatch Console' },
    permissions.publicSafety && { to: '/dashboard/pso', label: 'Public Safety Office' },
    permissions.fireRescue && { to: '/dashboard/safr', label: 'SAFR Dashboard' },
    permissions.admin && { to: '/dashboard/admin/members', label: 'Staff Console' },
  ].filter((d) => d !== false);
}

/** /home: onboarding until the member has a civilian. */
export function HomePage() {
  const user = useUser();
  const { hasCivilians, reload } = useHasCivilians();
  const [creating, setCreating] = useState(false);
  const closeCreate = useCallback(() => setCreating(false), []);
  const dashboards = dashboardsOf(user.permissions);

  if (hasCivilians === null) return <p className="page-status">Loading your dashboard...</p>;
  if (hasCivilians) return <Navigate to="/dashboard/civilian" replace />;

  return (
    <main className="onboarding">
      <section className="onboarding-card">
        <h1>Begin Your Journey</h1>
        <p>Create your first civilian character to get started.</p>
        <button type="button" className="btn btn-primary" onClick={() => setCreating(true)}>
          Create Civilian
        </button>
        {dashboards.length > 0 && (
          // Never a dead end: a member whose roles open other dashboards reaches them from here.
          <nav className="onboarding-dashboards" aria-label="Your dashboards">
            <p className="muted">Or go straight to your dashboard:</p>
            <div className="button-row">
              {dashboards.map((d) => (
                <Link key={d.to} className="btn btn-secondary" to={d.to}>
                  {d.label}
                </Link>
              ))}
            </div>
          </nav>
        )}
      </section>
      {creating && (
        <RegisterCivilianModal
          onClose={closeCreate}
          // Once a civilian exists, onboarding hands over to the dashboard.
          onCreated={() => void reload()}
        />
      )}
    </main>
  );
}
