import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { StatusMessage } from '../components/status-message';
import { useSession } from '../lib/session';
import { useWarrantRequests } from './api/warrant-requests';
import { WarrantRequestCard } from './warrant-request-card';

/** Judges: warrants officers requested while staff require approval. */
export function WarrantRequestsPage() {
  const { t } = useTranslation();
  const { session } = useSession();
  if (!session.user?.permissions.judge) {
    return (
      <section className="page">
        <h1>{t('jail.requests.title')}</h1>
        <p className="muted">{t('jail.requests.judgesOnly')}</p>
        <p>
          <Link to="/home">{t('shell.gate.back')}</Link>
        </p>
      </section>
    );
  }
  return <WarrantRequestList />;
}

function WarrantRequestList() {
  const { t } = useTranslation();
  const requests = useWarrantRequests();
  return (
    <section className="page">
      <h1>{t('jail.requests.title')}</h1>
      <p className="muted">{t('jail.requests.intro')}</p>
      {requests.data ? (
        requests.data.warrants.length ? (
          <ul className="stack">
            {requests.data.warrants.map((w) => (
              <WarrantRequestCard key={w._id} warrant={w} />
            ))}
          </ul>
        ) : (
          <p className="muted">{t('jail.requests.empty')}</p>
        )
      ) : requests.isError ? (
        <StatusMessage text={t('jail.requests.loadFailed')} tone="error" />
      ) : (
        <p className="page-status">{t('common.loading')}</p>
      )}
    </section>
  );
}
