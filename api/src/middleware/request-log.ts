import { randomUUID } from 'node:crypto';
import { createMiddleware } from 'hono/factory';
import { routePath } from 'hono/route';
import type { Context } from 'hono';
import type { AppEnv } from '../context';

/**
 * Sets a header on the answer a handler already built. `c.header()` would rebuild that answer
 * as a stream (about a fifth of a small request's CPU); the answer's own headers take it as
 * is. A Response whose headers cannot change (one passed through from fetch) gets c.header().
 */
export function setAnsweredHeader(c: Context<AppEnv>, name: string, value: string) {
  try {
    c.res.headers.set(name, value);
  } catch {
    c.header(name, value);
  }
}

/** A proxy's own request id is kept when it looks like one, so its logs and ours join up. */
const INCOMING_ID = /^[\w.:-]{8,100}$/;

/**
 * The route pattern that answered (`/api/civilians/:id`), never the path itself: paths carry
 * ids and, on the OAuth callback, a code; and one pattern per route keeps metrics bounded.
 */
export function routePattern(c: Context<AppEnv>): string {
  try {
    const pattern = routePath(c);
    return pattern && pattern !== '*' && pattern !== '/*' ? pattern : 'unmatched';
  } catch {
    return 'unmatched';
  }
}

export type RequestObserver = (info: {
  method: string;
  route: string;
  status: number;
  seconds: number;
}) => void;

/**
 * Gives every request an id (the `X-Request-Id` header, also in error bodies) and writes one
 * line when it is answered: method, route pattern, status, duration, id. Never the query, the
 * headers or the body: they may carry a session cookie or an OAuth code.
 */
export function requestLog(observe?: RequestObserver) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const started = performance.now();
    const incoming = c.req.header('x-request-id');
    const id = incoming && INCOMING_ID.test(incoming) ? incoming : randomUUID();
    c.set('requestId', id);
    try {
      await next();
    } finally {
      setAnsweredHeader(c, 'X-Request-Id', id);
      const seconds = (performance.now() - started) / 1000;
      const route = routePattern(c);
      const status = c.res.status;
      observe?.({ method: c.req.method, route, status, seconds });
      const logger = c.get('deps').logger;
      if (logger) {
        const line = {
          reqId: id,
          method: c.req.method,
          route,
          status,
          ms: Math.round(seconds * 10_000) / 10,
        };
        if (status >= 500) logger.error(line, 'request failed');
        else logger.info(line, 'request');
      }
    }
  });
}

/**
 * Puts the request id into an error response's JSON body, so a member can quote it to staff,
 * who find the request's log line by it.
 */
export async function withRequestId(res: Response, c: Context<AppEnv>): Promise<Response> {
  const requestId = c.get('requestId');
  if (!requestId || !res.headers.get('content-type')?.includes('application/json')) return res;
  const body: unknown = await res.json();
  const headers = new Headers(res.headers);
  headers.delete('content-length');
  headers.set('X-Request-Id', requestId);
  const withId = body && typeof body === 'object' ? { ...body, requestId } : body;
  return new Response(JSON.stringify(withId), { status: res.status, headers });
}
