/** Attempts (transient failures included) after which a delivery is given up as failed. */
export const MAX_ATTEMPTS = 12;

const BASE_DELAY_MS = 5_000;
const MAX_DELAY_MS = 15 * 60_000;

/**
 * Delay before the next attempt after `attempts` failed ones: 5 s doubling up to 15 min
 * (twelve attempts span about an hour and a half), plus up to 20% jitter so rows that failed
 * together don't all come back in the same instant. Never shorter than Discord asked for.
 */
export function retryDelayMs(
  attempts: number,
  retryAfterMs?: number,
  random: () => number = Math.random,
): number {
  if (retryAfterMs !== undefined) return Math.ceil(retryAfterMs);
  const exponential = Math.min(MAX_DELAY_MS, BASE_DELAY_MS * 2 ** Math.max(0, attempts - 1));
  return Math.round(exponential * (1 + 0.2 * random()));
}
