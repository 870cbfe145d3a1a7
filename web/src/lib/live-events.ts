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

/**
 * Follows the signed-in member's own session on GET /api/auth/events, so a suspension (or a
 * sign-out elsewhere) reaches a page the member is idle on. Returns the function that stops.
 */
export function watchSession(): () => void {
  let stopped = false;
  let source: EventSource | undefined;
  let reopen: ReturnType<typeof setTimeout> | undefined;
  const end = (suspended: boolean) => {
    stopped = true;
    source?.close();
    sessionRefused(suspended);
  };
  const open = () => {
    const es = new EventSource(SESSION_EVENTS, { withCredentials: true });
    source = es;
    es.addEventListener('suspended', () => end(true));
    es.addEventListener('signed-out', () => end(false));
    es.onerror = () => {
      if (stopped || es.readyState !== EventSource.CLOSED) return;
      es.close();
      void mayReopen(SESSION_EVENTS).then((ok) => {
        if (ok && !stopped) reopen = setTimeout(open, REOPEN_MS);
      });
    };
  };
  open();
  return () => {
    stopped = true;
    clearTimeout(reopen);
    source?.close();
  };
}
