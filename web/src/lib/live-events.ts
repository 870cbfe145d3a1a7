import { readJson, sessionRefused } from './api';

/**
 * Whether a live stream the server closed may be opened again. EventSource does not say why
 * it was closed, so the address is asked once more with fetch: a 401 goes through the app's
 * one sign-out handling, and a 401 or 403 is final (the member's roles will not change by
 * asking every few seconds). Anything else (a restart, a 5xx) may be retried.
 */
export async function mayReopen(url: string): Promise<boolean> {
  const abort = new AbortController();
  try {
    const res = await fetch(url, {
      credentials: 'include',
      headers: { accept: 'text/event-stream' },
      signal: abort.signal,
    });
    if (res.ok) return true;
    await readJson(res).catch(() => undefined);
    return res.status !== 401 && res.status !== 403;
  } catch {
    return true;
  } finally {
    abort.abort();
  }
}

const SESSION_EVENTS = '/api/auth/events';
const REOPEN_MS = 3000;
/** Tabs of one browser share one session stream: one tab holds it, the rest hear from it. */
const SESSION_LOCK = 'tenfour-session-stream';
const SESSION_CHANNEL = 'tenfour-session';

type SessionEnd = 'suspended' | 'signed-out';

/** Opens the session stream until it says the session ended; returns the function that stops. */
function followSession(onEnd: (end: SessionEnd) => void): () => void {
  let stopped = false;
  let source: EventSource | undefined;
  let reopen: ReturnType<typeof setTimeout> | undefined;
  const stop = () => {
    stopped = true;
    clearTimeout(reopen);
    source?.close();
  };
  const open = () => {
    const es = new EventSource(SESSION_EVENTS, { withCredentials: true });
    source = es;
    for (const end of ['suspended', 'signed-out'] as const) {
      es.addEventListener(end, () => {
        stop();
        onEnd(end);
      });
    }
    es.onerror = () => {
      if (stopped || es.readyState !== EventSource.CLOSED) return;
      es.close();
      void mayReopen(SESSION_EVENTS).then((ok) => {
        if (ok && !stopped) reopen = setTimeout(open, REOPEN_MS);
      });
    };
  };
  open();
  return stop;
}

/**
 * Follows the signed-in member's own session on GET /api/auth/events, so a suspension (or a
 * sign-out elsewhere) reaches a page the member is idle on. A browser allows few connections
 * per site over HTTP/1.1, so one tab holds the stream (a Web Lock passes it on when that tab
 * closes) and tells the others on a BroadcastChannel. Returns the function that stops.
 */
export function watchSession(): () => void {
  let stopped = false;
  let leave: (() => void) | undefined;
  const abort = new AbortController();
  const channel =
    typeof BroadcastChannel === 'undefined' ? undefined : new BroadcastChannel(SESSION_CHANNEL);
  const stop = () => {
    stopped = true;
    leave?.();
    channel?.close();
    abort.abort();
  };
  const ended = (end: SessionEnd) => {
    if (stopped) return;
    stop();
    sessionRefused(end === 'suspended');
  };
  channel?.addEventListener('message', (e: MessageEvent<SessionEnd>) => ended(e.data));
  const tellEveryTab = (end: SessionEnd) => {
    channel?.postMessage(end);
    ended(end);
  };

  if (!channel || !('locks' in navigator)) {
    leave = followSession(ended);
    return stop;
  }
  navigator.locks
    .request(
      SESSION_LOCK,
      { signal: abort.signal },
      () =>
        // Held until this tab stops following the session.
        new Promise<void>((release) => {
          if (stopped) return release();
          const close = followSession(tellEveryTab);
          leave = () => {
            close();
            release();
          };
        }),
    )
    .catch(() => undefined); // stopped while waiting for the lock
  return stop;
}
