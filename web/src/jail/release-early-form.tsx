import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TextAreaField } from '../components/field';
import { StatusMessage } from '../components/status-message';
import { errorText, useSubmit } from '../lib/use-submit';
import { useReleaseEarly, type Booking } from './api/roster';

/**
 * The reason for an early release, asked below the roster. Whether the member may release is
 * the server's call: a refusal (403) shows its own message here.
 */
export function ReleaseEarlyForm({ booking, onDone }: { booking: Booking; onDone(): void }) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  const release = useReleaseEarly();
  const { busy, error, submit } = useSubmit((err) =>
    t('jail.roster.releaseFailed', { error: errorText(err) }),
  );
  return (
    <form
      className="panel form"
      aria-label={`${t('jail.roster.releaseEarly')}: ${booking.civilianName}`}
      noValidate
      onSubmit={(e) =>
        void submit(e, async () => {
          await release.mutateAsync({ id: booking._id, reason });
          onDone();
        })
      }
    >
      <h2>
        {t('jail.roster.releaseEarly')}: {booking.civilianName}
      </h2>
      <TextAreaField
        label={t('jail.roster.reason')}
        value={reason}
        rows={2}
        onChange={(e) => setReason(e.target.value)}
      />
      <StatusMessage text={error} tone="error" />
      <div className="button-row">
        <button type="submit" className="btn btn-danger" disabled={busy}>
          {busy ? t('jail.roster.releasing') : t('jail.roster.confirmRelease')}
        </button>
        <button type="button" className="btn btn-secondary" onClick={onDone}>
          {t('jail.roster.cancel')}
        </button>
      </div>
    </form>
  );
}
