import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { formatDateTime } from '../lib/format';
import { getSuspension, type SuspensionNotice } from '../lib/session';

/**
 * /suspended: where a suspended member lands (Discord sign-in refused, or a request whose
 * session the suspension ended). The server remembers which suspension refused this browser.
 */
export function SuspendedPage() {
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
      <h1>Access suspended</h1>
      {failed && <p className="message error">Could not load the details. Try again later.</p>}
      {!failed && !notice && <p className="muted">Loading...</p>}
      {notice?.suspended && (
        <dl className="details">
          <dt>Reason</dt>
          <dd>{notice.reason}</dd>
          <dt>Ends</dt>
          <dd>
            {notice.endsAt
              ? `${formatDateTime(notice.endsAt)} (${notice.endsAt.slice(0, 16).replace('T', ' ')} UTC)`
              : 'When staff lift it'}
          </dd>
        </dl>
      )}
      {notice && !notice.suspended && (
        <p>
          Your suspension has ended. <Link to="/">Sign in again</Link>.
        </p>
      )}
    </main>
  );
}
