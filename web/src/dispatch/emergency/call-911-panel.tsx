import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../components/toast';
import { formatDateTime } from '../../lib/format';
import { useLiveEvents } from '../../lib/use-live-events';
import { upsertCallerCall } from '../api/call-911';
import { callerStatusText, serviceText } from '../labels';
import { MY_911_CALLS, useMy911Calls, type CallerCallView } from '../api/my-911-calls';
import '../dispatch-911.css';
import { Call911Dialog, type Caller } from './call-911-dialog';
import { DepartmentName } from '../../lib/departments';

const STATUS_BADGE: Record<CallerCallView['status'], string> = {
  received: 'badge-yellow',
  'units assigned': 'badge-green',
  closed: 'badge-gray',
};

/**
 * The member's 911 calls and how far each got (received, units assigned, closed), live over
 * GET /api/911/events; reloaded whenever the stream (re)connects, so nothing is missed.
 */
function useLive911Calls(): CallerCallView[] | null {
  const queryClient = useQueryClient();
  const query = useMy911Calls();
  useLiveEvents<{ ready: unknown; call: CallerCallView }>('/api/911/events', {
    ready: () => void queryClient.invalidateQueries({ queryKey: MY_911_CALLS }),
    call: (call) =>
      queryClient.setQueryData<{ calls: CallerCallView[] }>(MY_911_CALLS, (data) => ({
        calls: upsertCallerCall(data?.calls ?? [], call),
      })),
  });
  // A list that could not be read shows as empty rather than loading for ever.
  return query.data?.calls ?? (query.isError ? [] : null);
}

/** On the civilian page: "Call 911" and the member's calls with their live status. */
export function Call911Panel({ civilians }: { civilians: Caller[] }) {
  const { t } = useTranslation();
  const [dialling, setDialling] = useState(false);
  const calls = useLive911Calls();
  const toast = useToast();
  return (
    <section className="panel" aria-labelledby="calls-911">
      <div className="panel-header">
        <h2 id="calls-911">{t('dispatch.call911.yourCalls')}</h2>
        <button
          type="button"
          className="btn btn-danger"
          disabled={!civilians.length}
          title={civilians.length ? undefined : t('dispatch.call911.needCivilian')}
          onClick={() => setDialling(true)}
        >
          {t('dispatch.call911.title')}
        </button>
      </div>
      {calls === null ? (
        <p className="muted">{t('common.loading')}</p>
      ) : calls.length ? (
        <ul className="call-911-list">
          {calls.slice(0, 5).map((c) => (
            <li key={c._id} aria-label={t('dispatch.call911.callAria', { number: c.callNumber })}>
              <strong>#{c.callNumber}</strong> {c.location}
              {c.postal ? ` (${c.postal})` : ''}{' '}
              <span className={`badge ${STATUS_BADGE[c.status]}`}>
                {callerStatusText(t, c.status)}
              </span>
              <div className="muted small">
                {c.caller} · {c.services.map((s) => serviceText(t, s)).join(', ')} ·{' '}
                <DepartmentName id={c.department} /> · {formatDateTime(c.createdAt)}
              </div>
              {c.description && <div className="small">{c.description}</div>}
            </li>
          ))}
        </ul>
      ) : (
        <p className="muted">{t('dispatch.call911.none')}</p>
      )}
      {dialling && (
        <Call911Dialog
          civilians={civilians}
          onClose={() => setDialling(false)}
          onCalled={(message) => {
            setDialling(false);
            toast.show(message);
          }}
        />
      )}
      {toast.element}
    </section>
  );
}
