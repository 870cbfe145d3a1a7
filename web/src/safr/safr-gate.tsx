import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useSession } from '../lib/session';
import {
  useReloadSafrMe,
  useSafrMe,
  type SafrProfiles,
  type SafrProfileView,
} from './api/get-safr-me';

export type { SafrProfiles };

type State = { status: 'loading' } | { status: 'ready'; data: SafrProfiles } | { status: 'error' };

/** The member's fire/rescue profiles; `reload` after registering or switching department. */
export function useSafrProfiles(): { state: State; reload(): Promise<void> } {
  const reload = useReloadSafrMe();
  const query = useSafrMe();
  const { error } = query;
  useEffect(() => {
    if (error) console.error('Failed to load fire/rescue profile', error);
  }, [error]);
  const state: State = query.data
    ? { status: 'ready', data: query.data }
    : query.isError
      ? { status: 'error' }
      : { status: 'loading' };
  return { state, reload };
}

/** The page frame every SAFR screen shares: its heading, then what is missing or the screen. */
export function SafrPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="page">
      <h1>{title}</h1>
      {children}
    </section>
  );
}

export function NotFireRescue({ title }: { title: string }) {
  const { t } = useTranslation();
  return (
    <SafrPage title={title}>
      <p className="muted">{t('safr.gate.notFireRescue')}</p>
    </SafrPage>
  );
}

/**
 * Search and Reports need the fire/rescue role and a registered profile (the server checks
 * both; without them the screen says what is missing instead of failing call by call).
 */
export function SafrGate({
  title,
  children,
}: {
  title: string;
  children: (profile: SafrProfileView) => ReactNode;
}) {
  const { t } = useTranslation();
  const { session } = useSession();
  const { state } = useSafrProfiles();
  if (!session.user?.permissions.fireRescue) return <NotFireRescue title={title} />;
  if (state.status === 'ready' && state.data.profile) return children(state.data.profile);
  return (
    <SafrPage title={title}>
      {state.status === 'loading' && <p className="muted">{t('common.loading')}</p>}
      {state.status === 'error' && (
        <p className="message error" role="alert">
          {t('safr.gate.loadFailed')}
        </p>
      )}
      {state.status === 'ready' && (
        <div className="panel">
          <p>{t('safr.gate.needProfile')}</p>
          <Link className="btn btn-primary" to="/dashboard/safr">
            {t('safr.gate.registerOnDashboard')}
          </Link>
        </div>
      )}
    </SafrPage>
  );
}
