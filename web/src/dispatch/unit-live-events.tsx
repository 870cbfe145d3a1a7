import { useEffect, useRef, useState } from 'react';
import { request } from '../lib/api';
import { mayReopen } from '../lib/live-events';
import { publishCallNote } from './call-note-bus';
import type { CallNoteEvent, CallView } from './dispatcher-api';
import './dispatch-911.css';

const SHOW_MS = 8000;
const REOPEN_MS = 3000;

type Service = 'police' | 'safr';

async function myUnitId(service: Service): Promise<string | null> {
  if (service === 'police') {
    const { officer } = await request<{ officer: { _id: string } | null }>('/api/officers/me');
    return officer?._id ?? null;
  }
  const { profile } = await request<{ profile: { _id: string } | null }>('/api/safr/me');
  return profile?._id ?? null;
}

/**
 * The signed-in unit's own live events, on every dashboard page: a toast when they are put
 * on a call (by a dispatcher or another unit), and the notes of their calls for any open
 * notes timeline. Boards keep their own streams; this one only watches for the member.
 */
export function UnitLiveEvents({ service }: { service: Service }) {
  const [assigned, setAssigned] = useState<CallView | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => {
    let stopped = false;
    let source: EventSource | undefined;
    let reopen: ReturnType<typeof setTimeout> | undefined;
    // Calls the unit is on, so only a new assignment is announced.
    const onCalls = new Set<string>();

    const start = async () => {
      const unitId = await myUnitId(service).catch(() => null);
      if (!unitId || stopped) return;
      const open = () => {
        const es = new EventSource(`/api/events?service=${service}`, { withCredentials: true });
        source = es;
        es.addEventListener('ready', () => {
          void request<{ calls: CallView[] }>(
            service === 'police' ? '/api/calls' : '/api/safr/calls',
          )
            .then(({ calls }) => {
              for (const c of calls)
                if (c.units.some((u) => u.officerId === unitId)) onCalls.add(c._id);
            })
            .catch(() => undefined);
        });
        const onCall = (e: MessageEvent<string>) => {
          const call = JSON.parse(e.data) as CallView;
          const on = call.status === 'Active' && call.units.some((u) => u.officerId === unitId);
          // A new call the unit is on is one it made itself: nothing to announce.
          if (on && !onCalls.has(call._id) && e.type !== 'call.created') {
            onCalls.add(call._id);
            clearTimeout(timer.current);
            setAssigned(call);
            timer.current = setTimeout(() => setAssigned(null), SHOW_MS);
          }
          if (!on) onCalls.delete(call._id);
        };
        es.addEventListener('call.created', onCall);
        es.addEventListener('call.updated', onCall);
        es.addEventListener('call.closed', onCall);
        es.addEventListener('call.note', (e: MessageEvent<string>) =>
          publishCallNote(JSON.parse(e.data) as CallNoteEvent),
        );
        es.onerror = () => {
          if (!stopped && es.readyState === EventSource.CLOSED) {
            es.close();
            void mayReopen(es.url).then((ok) => {
              if (ok && !stopped) reopen = setTimeout(open, REOPEN_MS);
            });
          }
        };
      };
      open();
    };
    void start();
    return () => {
      stopped = true;
      clearTimeout(reopen);
      clearTimeout(timer.current);
      source?.close();
    };
  }, [service]);

  if (!assigned) return null;
  return (
    <div className="toast toast-success assignment-toast" role="status">
      Assigned to call #{assigned.callNumber}: {assigned.type} at {assigned.location}
      {assigned.postal ? ` (${assigned.postal})` : ''}
    </div>
  );
}
