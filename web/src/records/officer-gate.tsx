import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useSession } from '../lib/session';
import { useActiveOfficer } from './api/get-my-officer';
import type { Officer } from './api/types';
import './records.css';

type OfficerState =
  | { status: 'loading' }
  | { status: 'ready'; officer: Officer }
  | { status: 'none' }
  | { status: 'error' };

/** The signed-in member's active officer profile (names and callsigns on records come from it). */
export function useOfficer(): OfficerState {
  // Under the officer dashboard's key: registering or switching department refreshes it.
  const query = useActiveOfficer();
  const { error } = query;
  useEffect(() => {
    if (error) console.error('Failed to load officer info', error);
  }, [error]);
  if (query.isError) return { status: 'error' };
  if (query.data === undefined) return { status: 'loading' };
  return query.data ? { status: 'ready', officer: query.data } : { status: 'none' };
}

/**
 * Officer screens need the public safety role and a registered officer profile; without
 * them the screen explains what is missing instead of failing call by call.
 */
export function OfficerGate({
  title,
  children,
}: {
  title: string;
  children: (officer: Officer) => ReactNode;
}) {
  const { t } = useTranslation();
  const { session } = useSession();
  const state = useOfficer();
  if (!session.user?.permissions.publicSafety) {
    return (
      <section className="page">
        <h1>{title}</h1>
        <p className="muted">{t('records.gate.publicSafetyOnly')}</p>
      </section>
    );
  }
  if (state.status === 'ready') return children(state.officer);
  return (
    <section className="page">
      <h1>{title}</h1>
      {state.status === 'loading' && <p className="muted">{t('common.loading')}</p>}
      {state.status === 'error' && (
        <p className="message error" role="alert">
          {t('records.gate.loadFailed')}
        </p>
      )}
      {state.status === 'none' && (
        <div className="panel">
          <p>{t('records.gate.needProfile')}</p>
          <Link className="btn btn-primary" to="/dashboard/pso">
            {t('records.gate.register')}
          </Link>
        </div>
      )}
    </section>
  );
}

/** "D-104 · Jordan Reyes" */
export const officerLabel = (o: Officer) => `${o.callsign} · ${o.firstName} ${o.lastName}`;
