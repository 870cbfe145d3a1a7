import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useSession } from '../lib/session';

/**
 * The court's screens are for judges (a permission staff map to a Discord role): anyone else
 * is told so, and no screen asks the server for a docket it would refuse.
 */
export function JudgeGate({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const { session } = useSession();
  if (session.user?.permissions.judge) return <>{children}</>;
  return (
    <section className="page">
      <h1>{t('court.docket.title')}</h1>
      <p className="muted">{t('court.gate')}</p>
      <p>
        <Link to="/home">{t('shell.gate.back')}</Link>
      </p>
    </section>
  );
}
