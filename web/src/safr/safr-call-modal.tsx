import { useState } from 'react';
import { ServiceBadges, callUnitLabel } from '../dispatch/call-services';
import type { CallView } from '../dispatch/dispatch-api';
import { Modal } from '../components/modal';
import { StatusMessage } from '../components/status-message';
import { ApiError } from '../lib/api';
import { formatDateTime, orNA } from '../lib/format';
import { safrApi, type SafrProfileView } from './safr-api';

/** A call as fire/rescue sees it, kept current by the live board: every unit of both services. */
export function SafrCallModal({
  call,
  me,
  onClose,
  onChanged,
}: {
  call: CallView;
  me: SafrProfileView;
  onClose(): void;
  onChanged(call: CallView): void;
}) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const attached = call.units.some((u) => u.officerId === me._id);
  const active = call.status === 'Active';

  const run = async (action: () => Promise<{ call: CallView }>) => {
    setBusy(true);
    setError('');
    try {
      onChanged((await action()).call);
    } catch (err) {
      setError(err instanceof ApiError ? err.message : 'An error occurred.');
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal title={`Call #${call.callNumber}`} onClose={onClose} wide>
      <div className="form">
        <dl className="details">
          <dt>Type</dt>
          <dd>{call.type}</dd>
          <dt>Services</dt>
          <dd>
            <ServiceBadges services={call.services} />
          </dd>
          <dt>Location</dt>
          <dd>{call.location}</dd>
          <dt>Postal</dt>
          <dd>{orNA(call.postal)}</dd>
          <dt>Details</dt>
          <dd className="dispatch-prewrap">{orNA(call.details)}</dd>
          <dt>Status</dt>
          <dd>
            <span className={`badge ${active ? 'badge-yellow' : 'badge-gray'}`}>{call.status}</span>
          </dd>
          <dt>Units</dt>
          <dd>
            {call.units.length ? (
              <ul className="dispatch-unit-chips" aria-label="Units on the call">
                {call.units.map((u) => (
                  <li key={u.officerId}>
                    <span className="dispatch-chip">{callUnitLabel(u)}</span>
                  </li>
                ))}
              </ul>
            ) : (
              'None'
            )}
          </dd>
          <dt>Created</dt>
          <dd>
            {formatDateTime(call.createdAt)}
            {call.createdBy ? ` by ${call.createdBy}` : ''}
          </dd>
        </dl>
        <StatusMessage text={error} />
        {active ? (
          <div className="form-actions">
            {attached ? (
              <button
                type="button"
                className="btn btn-secondary"
                disabled={busy}
                onClick={() => void run(() => safrApi.detach(call._id, me._id))}
              >
                Detach Me
              </button>
            ) : (
              <button
                type="button"
                className="btn btn-primary"
                disabled={busy}
                onClick={() => void run(() => safrApi.attach(call._id))}
              >
                Attach Me
              </button>
            )}
          </div>
        ) : (
          <p className="message error" role="status">
            This call has been closed.
          </p>
        )}
      </div>
    </Modal>
  );
}
