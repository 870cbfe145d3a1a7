import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { apiKeyGate, type ActiveApiKey, type ApiScope } from '@tenfour/db/api-keys';
import type { AppEnv } from '../context';
import { AppError, appError, RateLimitedError } from '../errors';
import { englishMessage } from '@tenfour/db/browser';
import { clientAddress } from '../middleware/rate-limit';

/** The public API's requests: the app's, plus the key that authenticated them. */
export interface V1Env {
  Variables: AppEnv['Variables'] & { apiKey: ActiveApiKey };
}

const REFUSAL = {
  invalid: 'apiKeys.invalid',
  revoked: 'apiKeys.revoked',
  expired: 'apiKeys.expired',
} as const;

/**
 * Every /api/v1 request carries `Authorization: Bearer <key>`. A browser session counts for
 * nothing here: the public API acts as its key only. The key's per-minute limit is counted
 * for all processes together (the shared rate-limit table on PostgreSQL), and every request
 * it makes, refused or not, goes to its usage log.
 */
export const keyAuth = createMiddleware<V1Env>(async (c, next) => {
  const header = c.req.header('authorization') ?? '';
  const match = /^Bearer ([A-Za-z0-9_-]{1,200})$/.exec(header.trim());
  if (!match) throw appError(401, 'apiKeys.missing');
  const { db, notifier, now, limits } = c.get('deps');
  const gate = apiKeyGate(db, notifier);
  const checked = await gate.check(match[1]!, now());
  if (!checked.ok) throw appError(401, REFUSAL[checked.reason]);
  const key = checked.key;
  c.set('apiKey', key);
  // Nothing a session would allow applies to a key's request.
  c.set('session', undefined);
  const at = now();
  const log = (status: number) =>
    gate.record({
      keyId: key.id,
      at,
      method: c.req.method,
      route: c.req.path,
      status,
      address: clientAddress(c as unknown as Context<AppEnv>),
    });
  const quota = await limits.consumeQuota(
    { prefix: 'api_key', points: key.rateLimitPerMinute, windowSeconds: 60 },
    key.id,
    at,
  );
  if (!quota.allowed) {
    log(429);
    throw new RateLimitedError(englishMessage('apiKeys.tooFast'), quota.retryAfterSeconds);
  }
  try {
    await next();
  } catch (err) {
    log(err instanceof AppError ? err.status : 500);
    throw err;
  }
  log(c.res.status);
});

/** The key's scopes must include `scope`: else 403 naming the one missing. */
export function requireScope(c: Context<V1Env>, scope: ApiScope): ActiveApiKey {
  const key = c.get('apiKey');
  if (!key.scopes.has(scope)) throw appError(403, 'apiKeys.missingScope', { scope });
  return key;
}

export const scope = (needed: ApiScope) =>
  createMiddleware<V1Env>(async (c, next) => {
    requireScope(c, needed);
    await next();
  });
