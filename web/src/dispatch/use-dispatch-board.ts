import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useLiveEvents, type LiveHandlers } from '../lib/use-live-events';
import { type PanicView, listAlerts } from './api/list-alerts';
import { type BoloView, listBolos } from './api/list-bolos';
import { type CallView, listCalls } from './api/list-calls';
import { type UnitView, listUnits } from './api/list-units';

/** What every officer of the department sees live: active calls and BOLOs, units, alerts. */
export interface Board {
  calls: CallView[];
  bolos: BoloView[];
  units: UnitView[];
  alerts: PanicView[];
}

export type Connection = 'connecting' | 'live' | 'reconnecting';

export type BoardEvent =
  | { type: 'call.created' | 'call.updated' | 'call.closed'; data: CallView }
  | { type: 'bolo.created' | 'bolo.cleared'; data: BoloView }
  | { type: 'unit.updated'; data: UnitView }
  | { type: 'panic.raised' | 'panic.acknowledged'; data: PanicView };

const EVENT_TYPES = [
  'call.created',
  'call.updated',
  'call.closed',
  'bolo.created',
  'bolo.cleared',
  'unit.updated',
  'panic.raised',
  'panic.acknowledged',
] as const;

/** What GET /api/events sends a board: `ready`, then each change with its entity. */
type BoardStream = { ready: { resumed: boolean } } & {
  [Type in BoardEvent['type']]: Extract<BoardEvent, { type: Type }>['data'];
};

function upsert<T>(list: T[], item: T, key: (t: T) => string, keep: boolean): T[] {
  const rest = list.filter((x) => key(x) !== key(item));
  return keep ? [...rest, item] : rest;
}

const byNumber = (a: CallView, b: CallView) => a.callNumber - b.callNumber;
const newestFirst = (a: BoloView, b: BoloView) => b.createdAt.localeCompare(a.createdAt);
const byCallsign = (a: UnitView, b: UnitView) => a.callsign.localeCompare(b.callsign);

/**
 * Events carry the whole entity after the change, so applying one is idempotent and the
 * last event about an entity always describes it.
 */
export function applyEvent(board: Board, event: BoardEvent): Board {
  switch (event.type) {
    case 'call.created':
    case 'call.updated':
    case 'call.closed': {
      const keep = event.data.status === 'Active';
      return {
        ...board,
        calls: upsert(board.calls, event.data, (c) => c._id, keep).sort(byNumber),
      };
    }
    case 'bolo.created':
    case 'bolo.cleared': {
      const keep = event.data.status === 'Active';
      return {
        ...board,
        bolos: upsert(board.bolos, event.data, (b) => b._id, keep).sort(newestFirst),
      };
    }
    case 'unit.updated':
      return {
        ...board,
        units: upsert(board.units, event.data, (u) => u.officerId, event.data.onDuty).sort(
          byCallsign,
        ),
      };
    case 'panic.raised':
    case 'panic.acknowledged':
      return {
        ...board,
        alerts: upsert(board.alerts, event.data, (a) => a._id, !event.data.acknowledgedAt),
      };
  }
}

async function loadPoliceBoard(): Promise<Board> {
  const [calls, bolos, units, alerts] = await Promise.all([
    listCalls(),
    listBolos(),
    listUnits(),
    listAlerts(),
  ]);
  return { calls: calls.calls, bolos: bolos.bolos, units: units.units, alerts: alerts.alerts };
}

/** Where a board loads from and which event stream keeps it current (one per service). */
export interface BoardSource {
  events: string;
  load(): Promise<Board>;
}

export const POLICE_BOARD: BoardSource = { events: '/api/events', load: loadPoliceBoard };

/**
 * The department's live board over GET /api/events, kept in the query cache. EventSource
 * reconnects by itself and sends Last-Event-ID, so the server replays what was missed; when
 * the server says it cannot (`ready` with resumed false) the board is fetched again, and
 * events that arrive meanwhile are applied on top of the answer in order. A screen opened
 * again shows the board it last had until the fresh one arrives.
 */
export function useDispatchBoard(
  profileKey: string | null,
  onEvent?: (event: BoardEvent) => void,
  from: BoardSource = POLICE_BOARD,
): {
  board: Board | null;
  connection: Connection;
  loadError: boolean;
  apply(event: BoardEvent): void;
} {
  const queryClient = useQueryClient();
  const [connection, setConnection] = useState<Connection>('connecting');
  const onEventRef = useRef(onEvent);
  useEffect(() => {
    onEventRef.current = onEvent;
  }, [onEvent]);
  const key = useMemo(() => boardKey(from, profileKey), [from, profileKey]);
  // One buffer per load in flight: events it may not have seen, replayed over its answer.
  const buffers = useRef(new Set<BoardEvent[]>());
  const query = useQuery({
    queryKey: key,
    queryFn: async () => {
      const missed: BoardEvent[] = [];
      buffers.current.add(missed);
      try {
        return missed.reduce(applyEvent, await from.load());
      } finally {
        buffers.current.delete(missed);
      }
    },
    // The stream decides when to load: on `ready` when the server cannot replay.
    enabled: false,
    staleTime: Infinity,
  });
  const { refetch, error } = query;
  useEffect(() => {
    if (error) console.error('Failed to load the dispatch board', error);
  }, [error]);

  const apply = useCallback(
    (event: BoardEvent) => {
      for (const missed of buffers.current) missed.push(event);
      queryClient.setQueryData<Board>(key, (b) => (b ? applyEvent(b, event) : b));
    },
    [queryClient, key],
  );

  useEffect(() => {
    if (profileKey) setConnection('connecting');
  }, [profileKey, from]);
  const handlers = useMemo(() => {
    const live: LiveHandlers<BoardStream> = {
      ready: ({ resumed }) => {
        setConnection('live');
        if (!resumed) void refetch();
      },
    };
    for (const type of EVENT_TYPES) {
      live[type] = (data: BoardEvent['data']) => {
        const event = { type, data } as BoardEvent;
        apply(event);
        onEventRef.current?.(event);
      };
    }
    return live;
  }, [apply, refetch]);
  useLiveEvents<BoardStream>(profileKey ? from.events : null, handlers, {
    resume: true,
    reconnectOn: profileKey,
    onError: () => setConnection('reconnecting'),
  });

  return { board: query.data ?? null, connection, loadError: query.isError, apply };
}

/** The cache entry of one department's board as one profile sees it. */
export const boardKey = (from: BoardSource, profileKey: string | null) =>
  ['board', from.events, profileKey] as const;
