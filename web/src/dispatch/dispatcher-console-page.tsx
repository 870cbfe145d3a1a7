import { CirclePlus } from 'lucide-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUser } from '../lib/session';
import { departmentChoices, useDepartments } from '../lib/departments';
import { useToast } from '../components/toast';
import { StatusMessage } from '../components/status-message';
import { ApiError } from '../lib/api';
import { useLiveEvents, type LiveHandlers } from '../lib/use-live-events';
import { publishCallNote, type CallNoteEvent } from './call-note-bus';
import { CallsPanel } from './console/calls-panel';
import { focusBoard, CALLS_TABLE_ID } from './console/focus';
import { DispatcherCallModal } from './dispatcher-call-modal';
import { CONSOLE_EVENT_TYPES, applyConsoleEvent, type ConsoleEvent } from './console-board';
import {
  dispatchBoardKey,
  getDispatchBoard,
  type BoardUnit,
  type ConsoleDepartment,
  type DispatchBoard,
} from './api/dispatch-board';
import { useUnitSelection } from './unit-selection';
import { ConsoleUnits } from './console/console-units';
import { useDispatcherAlerts } from '../alerts';
import { Signal100Panel, useConsoleSignalHandlers, type SignalStream } from './signal-100';
import { ToneBoard } from './tone-board';
import './dispatch-911.css';

/** What the dispatcher's stream sends the console. */
type ConsoleStream = {
  ready: unknown;
  'call.note': CallNoteEvent;
  'panic.raised': unknown;
  'bolo.created': unknown;
} & SignalStream & {
    [Type in ConsoleEvent['type']]: Extract<ConsoleEvent, { type: Type }>['data'];
  };

/**
 * The department's board for a dispatcher, live: loaded whole whenever the stream (re)connects,
 * then kept current by applying each call and unit change to the cached board (the
 * dispatcher's stream carries every change of the department), as the officers' board does;
 * notes are handed to the open timelines.
 */
function useLiveBoard(department: ConsoleDepartment) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [live, setLive] = useState(false);
  const sound = useDispatcherAlerts();
  const signalHandlers = useConsoleSignalHandlers(department);
  const key = useMemo(() => dispatchBoardKey(department), [department]);
  // One buffer per load in flight: events it may not have seen, replayed over its answer.
  const buffers = useRef(new Set<ConsoleEvent[]>());
  const board = useQuery({
    queryKey: key,
    // Nothing to load until the department list says which departments there are.
    enabled: department !== '',
    queryFn: async () => {
      const missed: ConsoleEvent[] = [];
      buffers.current.add(missed);
      try {
        return missed.reduce(applyConsoleEvent, await getDispatchBoard(department));
      } finally {
        buffers.current.delete(missed);
      }
    },
  });

  const apply = useCallback(
    (event: ConsoleEvent) => {
      for (const missed of buffers.current) missed.push(event);
      queryClient.setQueryData<DispatchBoard>(key, (b) => (b ? applyConsoleEvent(b, event) : b));
    },
    [queryClient, key],
  );

  const handlers: LiveHandlers<ConsoleStream> = {
    ready: () => {
      setLive(true);
      // What changed while the stream was down.
      void queryClient.invalidateQueries({ queryKey: key });
    },
    'call.note': publishCallNote,
  };
  for (const type of CONSOLE_EVENT_TYPES) {
    handlers[type] = (data: ConsoleEvent['data']) => {
      apply({ type, data } as ConsoleEvent);
      sound({ type, data });
    };
  }
  // Heard, not shown: the console's board has no panics or BOLOs of its own.
  handlers['panic.raised'] = (data: unknown) => sound({ type: 'panic.raised', data });
  handlers['bolo.created'] = (data: unknown) => sound({ type: 'bolo.created', data });
  Object.assign(handlers, signalHandlers);
  useLiveEvents<ConsoleStream>(
    department ? `/api/events?service=dispatch&department=${encodeURIComponent(department)}` : null,
    handlers,
    { onError: () => setLive(false) },
  );

  const error = board.error
    ? board.error instanceof ApiError
      ? board.error.message
      : t('dispatch.console.loadFailed')
    : '';
  return { board: board.data ?? null, error, live };
}

const NO_UNITS: BoardUnit[] = [];

/** /dashboard/dispatch: every active call and on-duty unit of a department, and routing. */
export function DispatcherConsolePage() {
  const { t } = useTranslation();
  const user = useUser();
  const departments = departmentChoices(useDepartments().data ?? [], 'any');
  const [chosen, setDepartment] = useState<ConsoleDepartment>('');
  // The first open department until the dispatcher picks one (or theirs is archived).
  const department = departments.some((d) => d.id === chosen) ? chosen : (departments[0]?.id ?? '');
  const [creating, setCreating] = useState(false);
  const { board, error, live } = useLiveBoard(department);
  const selection = useUnitSelection(board?.units ?? NO_UNITS);
  const toast = useToast();
  const { show } = toast;

  const run = useCallback(
    (action: () => Promise<{ success: true; message?: string }>, done?: string) => {
      void action()
        .then((res) => show(done ?? res.message ?? t('dispatch.console.saved')))
        .catch((err: unknown) =>
          show(err instanceof ApiError ? err.message : t('dispatch.error'), 'error'),
        );
    },
    [show, t],
  );

  if (!user.permissions.dispatch) {
    return (
      <section className="page">
        <h1>{t('dispatch.console.title')}</h1>
        <p className="muted">{t('dispatch.console.needsRole')}</p>
      </section>
    );
  }

  return (
    <section className="page">
      <a
        className="console-skip-link"
        href={`#${CALLS_TABLE_ID}`}
        onClick={(e) => {
          if (focusBoard()) e.preventDefault();
        }}
      >
        {t('consoleCalls.skipToBoard')}
      </a>
      <h1>{t('dispatch.console.title')}</h1>
      <div className="dispatch-console-bar">
        <div className="field">
          <label htmlFor="dispatch-department">{t('dispatch.header.department')}</label>
          <select
            id="dispatch-department"
            value={department}
            onChange={(e) => setDepartment(e.target.value as ConsoleDepartment)}
          >
            {departments.map((d) => (
              <option key={d.id} value={d.id}>
                {d.name}
              </option>
            ))}
          </select>
        </div>
        <span className={`badge ${live ? 'badge-green' : 'badge-yellow'}`}>
          {live ? t('dispatch.connection.live') : t('dispatch.connection.connecting')}
        </span>
        <button type="button" className="btn btn-primary" onClick={() => setCreating(true)}>
          <CirclePlus aria-hidden="true" size={16} /> {t('dispatch.createCall.title')}
        </button>
      </div>
      <StatusMessage text={error} tone="error" />
      <div className="dispatch-board">
        <CallsPanel
          board={board}
          department={department}
          run={run}
          shortcuts={!creating}
          onNewCall={() => setCreating(true)}
        />
        <ConsoleUnits board={board} department={department} selection={selection} run={run} />
      </div>
      <div className="dispatch-columns">
        <Signal100Panel department={department} notify={show} />
        <ToneBoard department={department} units={board?.units ?? []} notify={show} />
      </div>
      {creating && (
        <DispatcherCallModal
          department={department}
          onClose={() => setCreating(false)}
          onCreated={(message) => {
            setCreating(false);
            show(message);
          }}
        />
      )}
      {toast.element}
    </section>
  );
}
