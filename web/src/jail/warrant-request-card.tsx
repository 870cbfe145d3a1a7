import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TextAreaField } from '../components/field';
import { StatusMessage } from '../components/status-message';
import { formatDateTime } from '../lib/format';
import { errorText, useSubmit } from '../lib/use-submit';
import { useDecideWarrant, type WarrantRequest } from './api/warrant-requests';

/** One officer's request: approve it, or deny it with a reason. */
export function WarrantRequestCard({ warrant }: { warrant: WarrantRequest }) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  const decide = useDecideWarrant();
  const { busy, error, run } = useSubmit((err) =>
    t('jail.requests.failed', { error: errorText(err) }),
  );
  const name = `${warrant.civilianId.firstName} ${warrant.civilianId.lastName}`;
  const type =
    warrant.type === 'Arrest' ? t('jail.requests.arrestWarrant') : t('jail.requests.searchWarrant');
  return (
    <li className="panel" aria-label={`${type}: ${name}`}>
      <h2>
        {type}: {name}
      </h2>
      <p>{warrant.reason}</p>
      <p className="muted small">
        {t('jail.requests.requestedBy', {
          officer: `${warrant.officerCallsign} ${warrant.officerName}`,
          department: warrant.platform,
        })}{' '}
        · {formatDateTime(warrant.createdAt)}
      </p>
      <TextAreaField
        label={t('jail.requests.reason')}
        value={reason}
        rows={2}
        onChange={(e) => setReason(e.target.value)}
      />
      <StatusMessage text={error} tone="error" />
      <div className="button-row">
        <button
          type="button"
          className="btn btn-success"
          disabled={busy}
          onClick={() => void run(() => decide.mutateAsync({ id: warrant._id }).then(() => {}))}
        >
          {t('jail.requests.approve')}
        </button>
        <button
          type="button"
          className="btn btn-danger"
          disabled={busy}
          onClick={() =>
            void run(() => decide.mutateAsync({ id: warrant._id, deny: { reason } }).then(() => {}))
          }
        >
          {t('jail.requests.deny')}
        </button>
      </div>
    </li>
  );
}
