import { CirclePlus } from 'lucide-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { DEPARTMENTS, statusLabel } from '@tenfour/db/browser';
import { useUser } from '../lib/session';
import { EmptyState } from '../components/empty-state';
import { useToast } from '../components/toast';
import { ApiError } from '../lib/api';
import { mayReopen } from '../lib/live-events';
import { publishCallNote } from './call-note-bus';
import { DispatchCallCard } from './dispatch-call-card';
import { DispatcherCallModal } from './dispatcher-call-modal';
import { dispatcherApi, type CallNoteEvent } from './dispatcher-api';
import './dispatch-911.css';

const BOARD_EVENTS = ['call.created', 'call.updated', 'call.closed', 'unit.updated'] as const;
/** Events in a burst are folded into one reload of the board. */
const RELOAD_AFTER_MS = 100;
const REOPEN_MS = 3000;

/**
 * The department's board for a dispatcher, live: the cached board is refetched whenever a
 * call or unit changes (the dispatcher's stream carries every change of the department), and
 * notes are handed to the open timelines.
 */
function useLiveBoard(department: string) {
  const queryClient = useQueryClient();
  const [live, setLive] = useState(false);
  const key = useMemo(() => ['dispatch-board', department] as const, [department]);
  const board = useQuery({ queryKey: key, queryFn: () => dispatcherApi.board(department) });
  const reloadRef = useRef<() => void>(() => undefined);

  useEffect(() => {
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let reopen: ReturnType<typeof setTimeout> | undefined;
    let source: EventSource | undefined;
    const soon = () => {
      clearTimeout(timer);
      timer = setTimeout(
        () => void queryClient.invalidateQueries({ queryKey: key }),
        RELOAD_AFTER_MS,
      );
    };
    reloadRef.current = soon;
    const open = () => {
      const es = new EventSource(
        `/api/events?service=dispatch&department=${encodeURIComponent(department)}`,
        { withCredentials: true },
      );
      source = es;
      es.addEventListener('ready', () => {
        setLive(true);
        // What changed while the stream was down.
        void queryClient.invalidateQueries({ queryKey: key });
      });
      for (const type of BOARD_EVENTS) es.addEventListener(type, soon);
      es.addEventListener('call.note', (e: MessageEvent<string>) =>
        publishCallNote(JSON.parse(e.data) as CallNoteEvent),
      );
      es.onerror = () => {
        if (stopped) return;
        setLive(false);
        if (es.readyState === EventSource.CLOSED) {
          es.close();
          void mayReopen(es.url).then((ok) => {
            if (ok && !stopped) reopen = setTimeout(open, REOPEN_MS);
          });
        }
      };
    };
    open();
    return () => {
      stopped = true;
      clearTimeout(timer);
      clearTimeout(reopen);
      source?.close();
    };
  }, [department, key, queryClient]);

  const reload = useCallback(() => reloadRef.current(), []);
  const error = board.error
    ? board.error instanceof ApiError
      ? board.error.message
      : 'Could not load the board.'
    : '';
  return { board: board.data ?? null, error, live, reload };
}

/** /dashboard/dispatch: every active call and on-duty unit of a department, and routing. */
export function DispatcherConsolePage() {
  const user = useUser();
  const [department, setDepartment] = useState<string>(DEPARTMENTS[0]);
  const [creating, setCreating] = useState(false);
  const { board, error, live, reload } = useLiveBoard(department);
  const toast = useToast();
  const { show } = toast;

  const run = useCallback(
    (action: () => Promise<{ message?: string }>, done?: string) => {
      void action()
        .then((res) => {
          show(done ?? res.message ?? 'Saved.');
          reload();
        })
        .catch((err: unknown) =>
          show(err instanceof ApiError ? err.message : 'An error occurred.', 'error'),
        );
    },
    [reload, show],
  );

  if (!user.permissions.dispatch) {
    return (
      <section className="page">
        <h1>Dispatch</h1>
        <p className="muted">This requires the dispatcher role.</p>
      </section>
    );
  }

  return (
    <section className="page">
      <h1>Dispatch</h1>
      <div className="dispatch-console-bar">
        <div className="field">
          <label htmlFor="dispatch-department">Department</label>
          <select
            id="dispatch-department"
            value={department}
            onChange={(e) => setDepartment(e.target.value)}
          >
            {DEPARTMENTS.map((d) => (
              <option key={d}>{d}</option>
            ))}
          </select>
        </div>
        <span className={`badge ${live ? 'badge-green' : 'badge-yellow'}`}>
          {live ? 'Live' : 'Connecting...'}
        </span>
        <button type="button" className="btn btn-primary" onClick={() => setCreating(true)}>
          <CirclePlus aria-hidden="true" size={16} /> Create Call
        </button>
      </div>
      {error && (
        <p className="message error" role="alert">
          {error}
        </p>
      )}
      <div className="dispatch-columns">
        <section className="panel" aria-labelledby="dispatch-calls">
          <div className="panel-header">
            <h2 id="dispatch-calls">Active Calls</h2>
            <span className="muted small">{board ? `${board.calls.length} active` : ''}</span>
          </div>
          {!board ? (
            <p className="muted">Loading...</p>
          ) : board.calls.length ? (
            <ul className="dispatch-call-list">
              {board.calls.map((c) => (
                <DispatchCallCard key={c._id} call={c} units={board.units} run={run} />
              ))}
            </ul>
          ) : (
            <EmptyState>
              No active calls. Create Call opens one; 911 calls arrive here live.
            </EmptyState>
          )}
        </section>
        <section className="panel" aria-labelledby="dispatch-units">
          <div className="panel-header">
            <h2 id="dispatch-units">On-Duty Units</h2>
          </div>
          {!board ? (
            <p className="muted">Loading...</p>
          ) : board.units.length ? (
            <ul className="dispatch-unit-list">
              {board.units.map((u) => (
                <li key={u.officerId} className="dispatch-unit" aria-label={`Unit ${u.callsign}`}>
                  <strong>{u.callsign}</strong> {u.name}
                  <div className="muted small">
                    {u.service === 'safr' ? `Fire/rescue · ${u.role ?? ''}` : 'Police'} ·{' '}
                    {statusLabel(u.status)}
                  </div>
                  <div className="small">
                    {u.currentCall
                      ? `On call #${u.currentCall.callNumber}: ${u.currentCall.type}`
                      : 'Available for a call'}
                  </div>
                </li>
              ))}
            </ul>
          ) : (
            <EmptyState>
              No units on duty. Officers appear here when they go 10-8, fire/rescue when they go
              Available.
            </EmptyState>
          )}
        </section>
      </div>
      {creating && (
        <DispatcherCallModal
          department={department}
          onClose={() => setCreating(false)}
          onCreated={(_call, message) => {
            setCreating(false);
            show(message);
            reload();
          }}
        />
      )}
      {toast.element}
    </section>
  );
}
