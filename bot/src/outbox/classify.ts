import { DiscordAPIError, HTTPError, RateLimitError } from '@discordjs/rest';

/** What to do with a delivery after a failed send. */
export type SendFailure =
  | {
      retry: true;
      error: string;
      retryAfterMs?: number | undefined;
      /** Discord asked to wait: not the message's fault, so it costs no attempt. */
      rateLimited?: boolean;
      /** Discord refused the bot token: every message is held up, not just this one. */
      tokenRefused?: boolean;
    }
  | { retry: false; reason: string };

// Discord error codes worth a plain explanation for staff.
const KNOWN_CODES: Record<number, string> = {
  50007: 'The member does not accept direct messages from this server',
  10013: 'Discord does not know this member',
  50033: 'Discord does not know this member',
  10015: 'The report webhook no longer exists; update the webhook URL in the configuration',
  10003: 'The channel no longer exists',
  10008: 'The message no longer exists',
};

const TOKEN_REFUSED = 'Discord refused the bot token (401); check DISCORD_BOT_TOKEN';

/**
 * Sorts a send error into worth retrying (Discord or the network had a bad moment: 5xx,
 * 408, a reset connection, a timeout, a rate limit) or permanent (Discord refused the
 * message itself: any other 4xx; a 401 refuses the bot token, not the message, and is retried
 * as well). Anything unrecognised is retried: delivery is at least
 * once, and the attempt budget still ends it.
 */
export function classifySendError(err: unknown): SendFailure {
  if (err instanceof RateLimitError) {
    const waitMs = Math.max(err.retryAfter, err.timeToReset, err.sublimitTimeout);
    return {
      retry: true,
      error: `Rate limited by Discord${err.global ? ' (global)' : ''} on ${err.route}`,
      retryAfterMs: waitMs > 0 ? waitMs : undefined,
      rateLimited: true,
    };
  }
  if (err instanceof HTTPError) {
    return { retry: true, error: `Discord answered ${err.status} ${err.message}`.trim() };
  }
  if (err instanceof DiscordAPIError) {
    if (err.status === 408) return { retry: true, error: 'Discord timed out (408)' };
    const code = typeof err.code === 'number' ? err.code : undefined;
    const known = code !== undefined ? KNOWN_CODES[code] : undefined;
    if (err.status === 401) {
      // Nothing is wrong with the message: a token being rotated, or a bad moment at
      // Discord, passes, and a wrong token is fixed by staff. Kept and retried with backoff
      // (the REST client keeps its token, see rest.ts); /readyz says stuck meanwhile.
      return { retry: true, tokenRefused: true, error: TOKEN_REFUSED };
    }
    return {
      retry: false,
      reason: `${known ?? `Discord refused the message: ${err.message}`} (HTTP ${err.status}${code !== undefined ? `, code ${code}` : ''})`,
    };
  }
  if (err instanceof Error) {
    const cause = (err as { cause?: unknown }).cause;
    const detail = cause instanceof Error ? `${err.message}: ${cause.message}` : err.message;
    const what = err.name === 'AbortError' ? 'Discord did not answer in time' : 'Network error';
    return { retry: true, error: `${what} (${detail || err.name})` };
  }
  return { retry: true, error: `Unexpected failure: ${String(err)}` };
}
