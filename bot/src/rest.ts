import { DefaultRestOptions, REST, type ResponseLike } from '@discordjs/rest';
import type { Config } from '@tenfour/db';

/** `DISCORD_API_BASE` carries the version (`…/api/v10`); @discordjs/rest adds it itself. */
export function restRoot(apiBase: string): string {
  return apiBase.replace(/\/+$/, '').replace(/\/v\d+$/, '');
}

/**
 * A REST client that keeps its bot token. @discordjs/rest forgets the token after any 401
 * and then refuses every later request before it leaves the process ("Expected token to be
 * set"), so one refusal (a token being rotated, a bad moment at Discord) would stop every
 * DM until a restart. The 401 itself still fails its request and is reported as a refused
 * token; the next request tries the token again.
 */
export class KeptTokenREST extends REST {
  #kept: string | null = null;

  override setToken(token: string | null): this {
    if (token) this.#kept = token;
    return super.setToken(token ?? this.#kept ?? '');
  }
}

/** Rate-limit waits the outbox REST client takes in place; longer ones go back to the queue. */
export const MAX_IN_PLACE_WAIT_MS = 1_000;

/**
 * REST client for the outbox worker. The outbox owns retries, so a 5xx or a reset connection
 * throws at once (`retries: 0`). Rate limits: a short wait (Discord's global 50 requests a
 * second, a bucket about to reset) is taken in place, so a burst of DMs flows at Discord's
 * pace instead of bouncing through the database; a longer one throws a RateLimitError
 * (`rejectOnRateLimit`) rather than holding the request in memory, and the worker records in
 * the database when to try again.
 */
export function createOutboxRest(config: Config): REST {
  const rest = new KeptTokenREST({
    api: restRoot(config.discord.apiBase),
    version: '10',
    retries: 0,
    rejectOnRateLimit: (limit) =>
      Math.max(limit.timeToReset, limit.retryAfter, limit.sublimitTimeout) > MAX_IN_PLACE_WAIT_MS,
    timeout: 15_000,
    makeRequest: withBodyRetryAfter,
  });
  if (config.discord.botToken) rest.setToken(config.discord.botToken);
  return rest;
}

/**
 * REST client for answering members (fetching a member for /resync, interaction callbacks
 * on the gateway): short and patient with rate limits, because someone is waiting and
 * Discord drops an interaction not answered within 3 seconds.
 */
export function createInteractionRest(config: Config): REST {
  const rest = new KeptTokenREST({
    api: restRoot(config.discord.apiBase),
    version: '10',
    retries: 1,
    timeout: 2_500,
  });
  if (config.discord.botToken) rest.setToken(config.discord.botToken);
  return rest;
}

/**
 * @discordjs/rest reads a 429's wait from the Retry-After header only, which Discord rounds
 * up to whole seconds, and ignores the body's precise `retry_after`. Take the later of the
 * two, so a rate limit reported either way is honoured.
 */
async function withBodyRetryAfter(
  url: string,
  init: Parameters<typeof DefaultRestOptions.makeRequest>[1],
): Promise<ResponseLike> {
  const res = await DefaultRestOptions.makeRequest(url, init);
  if (res.status !== 429) return res;
  const text = await res.text();
  let bodySeconds = 0;
  try {
    const parsed = JSON.parse(text) as { retry_after?: unknown };
    if (typeof parsed.retry_after === 'number' && Number.isFinite(parsed.retry_after)) {
      bodySeconds = parsed.retry_after;
    }
  } catch {
    // Not JSON: the header alone decides.
  }
  const headerSeconds = Number(res.headers.get('retry-after') ?? 0) || 0;
  const headers = new Headers();
  res.headers.forEach((value, key) => headers.set(key, value));
  headers.set('retry-after', String(Math.max(bodySeconds, headerSeconds)));
  // Node's Response is a ResponseLike; the cast only bridges DOM and Node stream typings.
  return new Response(text, {
    status: 429,
    statusText: res.statusText,
    headers,
  }) as unknown as ResponseLike;
}
