import { useEffect, useState } from 'react';
import { serviceLabel } from '@tenfour/db/browser';
import { useToast } from '../components/toast';
import { formatDateTime } from '../lib/format';
import { emergencyApi, type CallerCallView } from '../dispatch/dispatcher-api';
import '../dispatch/dispatch-911.css';
import { Call911Dialog } from './call-911-dialog';
import type { Civilian } from './civilian-types';

const STATUS_BADGE: Record<CallerCallView['status'], string> = {
  received: 'badge-yellow',
  'units assigned': 'badge-green',
  closed: 'badge-gray',
};

function upsert(list: CallerCallView[], call: CallerCallView): CallerCallView[] {
  const rest = list.filter((c) => c._id !== call._id);
  return [call, ...rest].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
}

/**
 * The member's 911 calls and how far each got (received, units assigned, closed), live over
 * GET /api/911/events; reloaded whenever the stream (re)connects, so nothing is missed.
 */
function useMy911Calls() {
  const [calls, setCalls] = useState<CallerCallView[] | null>(null);
  useEffect(() => {
    let stopped = false;
    const reload = () =>
      emergencyApi
        .mine()
        .then(({ calls: fresh }) => !stopped && setCalls(fresh))
        .catch(() => !stopped && setCalls((c) => c ?? []));
    const es = new EventSource('/api/911/events', { withCredentials: true });
    es.addEventListener('ready', () => void reload());
    es.addEventListener('call', (e: MessageEvent<string>) => {
      const call = JSON.parse(e.data) as CallerCallView;
      setCalls((list) => upsert(list ?? [], call));
    });
    return () => {
      stopped = true;
      es.close();
    };
  }, []);
  return { calls, add: (call: CallerCallView) => setCalls((l) => upsert(l ?? [], call)) };
}

/** On the civilian page: "Call 911" and the member's calls with their live status. */
export function Call911Panel({ civilians }: { civilians: Civilian[] }) {
  const [dialling, setDialling] = useState(false);
  const { calls, add } = useMy911Calls();
  const toast = useToast();
  return (
    <section className="panel" aria-labelledby="calls-911">
      <div className="panel-header">
        <h2 id="calls-911">Your 911 Calls</h2>
        <button
          type="button"
          className="btn btn-danger"
          disabled={!civilians.length}
          title={civilians.length ? undefined : 'Create a civilian first.'}
          onClick={() => setDialling(true)}
        >
          Call 911
        </button>
      </div>
      {calls === null ? (
        <p className="muted">Loading...</p>
      ) : calls.length ? (
        <ul className="call-911-list">
          {calls.slice(0, 5).map((c) => (
            <li key={c._id} aria-label={`911 call #${c.callNumber}`}>
              <strong>#{c.callNumber}</strong> {c.location}
              {c.postal ? ` (${c.postal})` : ''}{' '}
              <span className={`badge ${STATUS_BADGE[c.status]}`}>{c.status}</span>
              <div className="muted small">
                {c.caller} · {c.services.map(serviceLabel).join(', ')} · {c.department} ·{' '}
                {formatDateTime(c.createdAt)}
              </div>
              {c.description && <div className="small">{c.description}</div>}
            </li>
          ))}
        </ul>
      ) : (
        <p className="muted">You have not called 911.</p>
      )}
      {dialling && (
        <Call911Dialog
          civilians={civilians}
          onClose={() => setDialling(false)}
          onCalled={(call, message) => {
            setDialling(false);
            add(call);
            toast.show(message);
          }}
        />
      )}
      {toast.element}
    </section>
  );
}
