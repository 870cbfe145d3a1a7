import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import type { RecordEvent } from '@tenfour/db/records';
import { useLiveEvents, type LiveHandlers } from '../lib/use-live-events';

/** What a `record` event carries: which of the member's civilians and records changed. */
export type RecordChange = Omit<RecordEvent, 'discordId'>;

type Listener = (change: RecordChange | null) => void;

/** What GET /api/records/events sends: `ready` on every connect, then each change. */
type RecordStream = { ready: unknown; record: RecordChange };

const RECORD_EVENTS = '/api/records/events';

// One stream per page, however many panels follow it: a browser allows only a few open
// connections to one server, and every panel of every civilian shown would otherwise hold one.
// The panel that joined first holds the stream; when it goes, the next one takes it over.
const listeners = new Map<symbol, Listener>();
let holder: symbol | undefined;
const holderWatchers = new Set<() => void>();

function join(id: symbol, listener: Listener) {
  listeners.set(id, listener);
  if (holder === undefined) setHolder(id);
}

function leave(id: symbol) {
  listeners.delete(id);
  if (holder === id) setHolder(listeners.keys().next().value);
}

function setHolder(id: symbol | undefined) {
  holder = id;
  for (const watcher of [...holderWatchers]) watcher();
}

const watchHolder = (watcher: () => void) => {
  holderWatchers.add(watcher);
  return () => void holderWatchers.delete(watcher);
};

const tellEveryone = (change: RecordChange | null) => {
  for (const listener of [...listeners.values()]) listener(change);
};

const handlers: LiveHandlers<RecordStream> = {
  // `ready` comes on every connect and reconnect: anything filed meanwhile was not seen.
  ready: () => tellEveryone(null),
  record: (change) => tellEveryone(change),
};

/**
 * Calls `onChange` when a record of this civilian (one of the member's own) is filed or its
 * fine paid, from any page or from Discord, over GET /api/records/events; and whenever the
 * stream (re)connects, as something may have changed while it was not listening.
 */
export function useRecordEvents(
  civilianId: string,
  onChange: (change: RecordChange | null) => void,
) {
  const [id] = useState(() => Symbol('record-events'));
  const latest = useRef({ civilianId, onChange });
  useEffect(() => {
    latest.current = { civilianId, onChange };
  });
  useEffect(() => {
    join(id, (change) => {
      if (!change || change.civilianId === latest.current.civilianId)
        latest.current.onChange(change);
    });
    return () => leave(id);
  }, [id]);
  const holding = useSyncExternalStore(watchHolder, () => holder === id);
  useLiveEvents<RecordStream>(holding ? RECORD_EVENTS : null, handlers);
}
