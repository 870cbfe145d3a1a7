import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { RateLimitKind } from '@tenfour/db';
import type { AppEnv } from '../context';
import { RateLimitedError } from '../errors';
import { nodeRequest } from './body';

/**
 * The address a request came from, for the per-address limits. Behind proxies
 * (TRUST_PROXY_HOPS) it is the X-Forwarded-For entry the outermost trusted proxy appended:
 * entries further left were written by the client and prove nothing.
 */
export function clientAddress(c: Context<AppEnv>): string {
  const hops = c.get('deps').config.trustProxyHops;
  if (hops > 0) {
    const entries = (c.req.header('x-forwarded-for') ?? '')
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean);
    const entry = entries[entries.length - hops] ?? entries[0];
    if (entry) return entry;
  }
  // Requests made in-process (tests) have no socket.
  return nodeRequest(c)?.socket.remoteAddress ?? 'unknown';
}

/** Counts this request against `kind` for `key`; over the limit, a RateLimitedError (429). */
export async function enforceLimit(
  c: Context<AppEnv>,
  kind: RateLimitKind,
  key: string,
): Promise<void> {
  const decision = await c.get('deps').limits.consume(kind, key);
  if (!decision.allowed) throw new RateLimitedError(decision.message, decision.retryAfterSeconds);
}

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Every API request that changes something counts against its member's `write` limit. */
export const writeLimit = createMiddleware<AppEnv>(async (c, next) => {
  const session = c.get('session');
  if (session && !READS.has(c.req.method)) {
    await enforceLimit(c, 'write', session.user.discord_id);
  }
  await next();
});
