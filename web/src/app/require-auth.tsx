import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useSession } from '../lib/session';

/** Pages behind login: signed-out visitors go to / carrying where they were going. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const { session } = useSession();
  const location = useLocation();
  if (session.status === 'loading') {
    return <p className="page-status">{t('common.loadingDashboard')}</p>;
  }
  if (session.status === 'unknown') {
    return <Navigate to="/" replace state={{ from: location }} />;
  }
  return <>{children}</>;
}
