import { useEffect, useRef } from 'react';
import { mayReopen } from './live-events';

/** A stream the server refused (signed out, profile gone) is asked for again after this long. */
const REOPEN_MS = 3000;

/** One handler per event name, given the event's parsed JSON. */
export type LiveHandlers<Events> = {
  [Name in keyof Events]?: (data: Events[Name], event: MessageEvent<string>) => void;
};

export interface LiveEventsOptions {
  /**
   * When the stream is opened again after the server refused it, ask to resume after the
   * last event seen (`?lastEventId=`): EventSource sends Last-Event-ID only on its own
   * reconnects, not on a new connection.
   */
  resume?: boolean;
  /**
   * Opens the stream again when this changes though `url` does not (the server streams as the
   * member's active profile, for one).
   */
  reconnectOn?: string | null;
  /** The connection dropped: the browser is reconnecting, or the stream will be opened again. */
  onError?(): void;
}

/**
 * Follows a live stream of Server-Sent Events at `url` (nothing while it is null), signed in.
 * Each named event's JSON goes to its handler; the handlers may change between renders
 * without reconnecting, but the event names are those of the render that opened the stream.
 * EventSource reconnects by itself after a dropped connection; when the server refused the
 * stream instead, it is opened again if `mayReopen` says the member may still have it. The
 * stream closes when the component unmounts or `url` (or `reconnectOn`) changes.
 */
export function useLiveEvents<Events extends object>(
  url: string | null,
  handlers: LiveHandlers<Events>,
  options: LiveEventsOptions = {},
): void {
  const latest = useRef({ handlers, options });
  useEffect(() => {
    latest.current = { handlers, options };
  });

  useEffect(() => {
    if (url === null) return;
    let stopped = false;
    let source: EventSource | undefined;
    let reopen: ReturnType<typeof setTimeout> | undefined;
    let lastId: string | undefined;
    const names = Object.keys(latest.current.handlers) as (keyof Events & string)[];

    const open = () => {
      const join = url.includes('?') ? '&' : '?';
      const address =
        latest.current.options.resume && lastId
          ? `${url}${join}lastEventId=${encodeURIComponent(lastId)}`
          : url;
      const es = new EventSource(address, { withCredentials: true });
      source = es;
      for (const name of names) {
        es.addEventListener(name, (e: MessageEvent<string>) => {
          lastId = e.lastEventId || lastId;
          const handler = latest.current.handlers[name];
          handler?.(JSON.parse(e.data) as Events[typeof name], e);
        });
      }
      es.onerror = () => {
        if (stopped) return;
        latest.current.options.onError?.();
        // CONNECTING: the browser retries by itself. CLOSED: the server refused; try again.
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
      clearTimeout(reopen);
      source?.close();
    };
  }, [url, options.reconnectOn]);
}
