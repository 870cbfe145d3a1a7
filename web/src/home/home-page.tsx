import { useCallback, useState } from 'react';
import { Link, Navigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { useUser, type Permissions } from '../lib/session';
import { RegisterCivilianModal, useHasCivilians } from '../civilians';

/** The dashboards a member's roles open, as onboarding offers them beside a first civilian. */
function dashboardsOf(permissions: Permissions, t: TFunction): { to: string; label: string }[] {
  return [
    permissions.dispatch && { to: '/dashboard/dispatch', label: t('home.dashboards.dispatch') },
    permissions.publicSafety && { to: '/dashboard/pso', label: t('home.dashboards.publicSafety') },
    permissions.fireRescue && { to: '/dashboard/safr', label: t('home.dashboards.fireRescue') },
    permissions.admin && { to: '/dashboard/admin/members', label: t('home.dashboards.staff') },
  ].filter((d) => d !== false);
}

/** /home: onboarding until the member has a civilian. */
export function HomePage() {
  const { t } = useTranslation();
  const user = useUser();
  const { hasCivilians, reload } = useHasCivilians();
  const [creating, setCreating] = useState(false);
  const closeCreate = useCallback(() => setCreating(false), []);
  const dashboards = dashboardsOf(user.permissions, t);

  if (hasCivilians === null) {
    return <p className="page-status">{t('common.loadingDashboard')}</p>;
  }
  if (hasCivilians) return <Navigate to="/dashboard/civilian" replace />;

  return (
    <main className="onboarding">
      <section className="onboarding-card">
        <h1>{t('home.title')}</h1>
        <p>{t('home.intro')}</p>
        <button type="button" className="btn btn-primary" onClick={() => setCreating(true)}>
          {t('home.createCivilian')}
        </button>
        {dashboards.length > 0 && (
          // Never a dead end: a member whose roles open other dashboards reaches them from here.
          <nav className="onboarding-dashboards" aria-label={t('home.dashboardsLabel')}>
            <p className="muted">{t('home.orGoStraight')}</p>
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
