import { useCallback, useEffect, useRef, useState } from 'react';

/** How long a closed call can still be brought back before the close is sent. */
export const UNDO_MS = 5000;

export interface PendingClose {
  callId: string;
  callNumber: number;
  department: string;
}

/**
 * Closing a call, undoable: the call leaves the board at once, and the close is sent only
 * when the undo time has passed, or at once when the dispatcher leaves the page (so no close
 * is lost to a navigation or a closed tab); Undo within the time sends nothing.
 */
export function usePendingCloses(send: (pending: PendingClose, leaving: boolean) => void) {
  const [pending, setPending] = useState<PendingClose[]>([]);
  const timers = useRef(new Map<string, { close: PendingClose; timer: number }>());
  const sendRef = useRef(send);
  useEffect(() => {
    sendRef.current = send;
  });

  const settle = useCallback((callId: string) => {
    timers.current.delete(callId);
    setPending((list) => list.filter((p) => p.callId !== callId));
  }, []);

  const close = useCallback(
    (item: PendingClose) => {
      if (timers.current.has(item.callId)) return;
      const timer = window.setTimeout(() => {
        settle(item.callId);
        sendRef.current(item, false);
      }, UNDO_MS);
      timers.current.set(item.callId, { close: item, timer });
      setPending((list) => [...list, item]);
    },
    [settle],
  );

  const undo = useCallback(
    (callId: string) => {
      const entry = timers.current.get(callId);
      if (!entry) return;
      clearTimeout(entry.timer);
      settle(callId);
    },
    [settle],
  );

  useEffect(() => {
    const all = timers.current;
    const flush = () => {
      for (const { close: item, timer } of all.values()) {
        clearTimeout(timer);
        sendRef.current(item, true);
      }
      all.clear();
      setPending([]);
    };
    window.addEventListener('pagehide', flush);
    return () => {
      window.removeEventListener('pagehide', flush);
      flush();
    };
  }, []);

  return { pending, close, undo };
}
