import { useEffect, useRef } from 'react';
import type { RecordEvent } from '@tenfour/db/records';

/** What a `record` event carries: which of the member's civilians and records changed. */
export type RecordChange = Omit<RecordEvent, 'discordId'>;

type Listener = (change: RecordChange | null) => void;

// One stream per page, however many panels follow it: a browser allows only a few open
// connections to one server, and every panel of every civilian shown would otherwise hold one.
const listeners = new Set<Listener>();
let source: EventSource | null = null;

function connect() {
  const es = new EventSource('/api/records/events', { withCredentials: true });
  // `ready` comes on every connect and reconnect: anything filed meanwhile was not seen.
  es.addEventListener('ready', () => {
    for (const listener of [...listeners]) listener(null);
  });
  es.addEventListener('record', (e: MessageEvent<string>) => {
    const change = JSON.parse(e.data) as RecordChange;
    for (const listener of [...listeners]) listener(change);
  });
  return es;
}

/**
 * Calls `onChange` when a record of this civilian (one of the member's own) is filed or its
 * fine paid, from any page or from Discord, over GET /api/records/events; and whenever the
 * stream (re)connects, as something may have changed while it was not listening.
 */
export function useRecordEvents(
  civilianId: string,
  onChange: (change: RecordChange | null) => void,
) {
  const latest = useRef(onChange);
  useEffect(() => {
    latest.current = onChange;
  });
  useEffect(() => {
    const listener: Listener = (change) => {
      if (!change || change.civilianId === civilianId) latest.current(change);
    };
    listeners.add(listener);
    source ??= connect();
    return () => {
      listeners.delete(listener);
      if (!listeners.size) {
        source?.close();
        source = null;
      }
    };
  }, [civilianId]);
}
