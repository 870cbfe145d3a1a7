import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { Trans, useTranslation } from 'react-i18next';
import { formatDateTime } from '../lib/format';
import { getSuspension, type SuspensionNotice } from '../lib/session';

/**
 * /suspended: where a suspended member lands (Discord sign-in refused, or a request whose
 * session the suspension ended). The server remembers which suspension refused this browser.
 */
export function SuspendedPage() {
  const { t } = useTranslation();
  const [notice, setNotice] = useState<SuspensionNotice | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    getSuspension()
      .then(setNotice)
      .catch((err: unknown) => {
        console.error('Failed to load the suspension', err);
        setFailed(true);
      });
  }, []);
  return (
    <main className="page-status">
      <h1>{t('auth.suspended.title')}</h1>
      {failed && <p className="message error">{t('auth.suspended.loadFailed')}</p>}
      {!failed && !notice && <p className="muted">{t('common.loading')}</p>}
      {notice?.suspended && (
        <dl className="details">
          <dt>{t('auth.suspended.reason')}</dt>
          <dd>{notice.reason}</dd>
          <dt>{t('auth.suspended.ends')}</dt>
          <dd>
            {notice.endsAt
              ? t('auth.suspended.endsAt', {
                  local: formatDateTime(notice.endsAt),
                  utc: notice.endsAt.slice(0, 16).replace('T', ' '),
                })
              : t('auth.suspended.untilLifted')}
          </dd>
        </dl>
      )}
      {notice && !notice.suspended && (
        <p>
          <Trans i18nKey="auth.suspended.ended" components={{ link: <Link to="/" /> }} />
        </p>
      )}
    </main>
  );
}
