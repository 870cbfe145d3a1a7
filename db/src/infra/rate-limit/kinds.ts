/**
 * Every rate limit the product applies, with its default, in one place. Each default can be
 * changed through its environment variable (see .env.example); 0 turns that limit off.
 *
 * Windows are fixed: a counter starts with the first request and ends `windowSeconds` later.
 * Defaults are generous on purpose: a person playing normally never meets them; a script
 * hammering one route meets them within seconds.
 */
export const RATE_LIMITS = {
  /** Starting a Discord sign-in and its OAuth callback, per client address. */
  sign_in: {
    per: 'address',
    points: 60,
    windowSeconds: 600,
    env: 'RATE_LIMIT_SIGN_IN',
    refusal: 'Too many sign-in attempts from your network.',
  },
  /** Demo sign-ins (demo mode only), per client address. */
  demo_sign_in: {
    per: 'address',
    points: 30,
    windowSeconds: 600,
    env: 'RATE_LIMIT_DEMO_SIGN_IN',
    refusal: 'Too many sign-in attempts from your network.',
  },
  /**
   * Interactions whose signature is refused, per client address. Discord's own requests are
   * signed and never counted, so a flood of forged ones cannot lock Discord out.
   */
  rejected_interaction: {
    per: 'address',
    points: 20,
    windowSeconds: 600,
    env: 'RATE_LIMIT_REJECTED_INTERACTIONS',
    refusal: 'Too many unsigned interaction requests.',
  },
  /** Every API request that changes something (POST, PUT, PATCH, DELETE), per member. */
  write: {
    per: 'member',
    points: 120,
    windowSeconds: 60,
    env: 'RATE_LIMIT_WRITES',
    refusal: 'You are making changes too quickly.',
    // Counted on every write a member makes, so on PostgreSQL it takes its points in leases
    // (leased.ts) rather than one database write per request.
    leased: true,
  },
  /** Direct messages an officer sends through the dashboard, per officer. */
  dm: {
    per: 'member',
    points: 10,
    windowSeconds: 60,
    env: 'RATE_LIMIT_DMS',
    refusal: 'You are sending direct messages too quickly.',
  },
  /** 911 calls made with /911 in Discord, per member (beside the calls' own limits). */
  discord_911: {
    per: 'member',
    points: 5,
    windowSeconds: 600,
    env: 'RATE_LIMIT_DISCORD_911',
    refusal: 'You are calling 911 too often.',
  },
  /** /lookup searches in Discord, per officer. */
  discord_lookup: {
    per: 'member',
    points: 30,
    windowSeconds: 60,
    env: 'RATE_LIMIT_DISCORD_LOOKUPS',
    refusal: 'You are running lookups too quickly.',
  },
} as const satisfies Record<string, RateLimitRule>;

export interface RateLimitRule {
  /** Who is counted: the client's address, or the signed-in member. */
  per: 'address' | 'member';
  /** Requests allowed in one window. */
  points: number;
  windowSeconds: number;
  /** The environment variable that changes `points`. */
  env: string;
  /** The first sentence of the refusal; "Try again in ..." follows it. */
  refusal: string;
  /** Counted in leases on PostgreSQL (see leased.ts): for kinds counted on hot paths. */
  leased?: boolean;
}

export type RateLimitKind = keyof typeof RATE_LIMITS;

export const RATE_LIMIT_KINDS = Object.keys(RATE_LIMITS) as RateLimitKind[];

/** Requests allowed per window, by kind (0: no limit). */
export type RateLimitPoints = Record<RateLimitKind, number>;

export const DEFAULT_RATE_LIMIT_POINTS = Object.fromEntries(
  RATE_LIMIT_KINDS.map((kind) => [kind, RATE_LIMITS[kind].points]),
) as RateLimitPoints;

/** "Try again in 45 seconds." / "Try again in 3 minutes." */
export function tryAgainIn(seconds: number): string {
  if (seconds < 60) return `Try again in ${seconds} second${seconds === 1 ? '' : 's'}.`;
  const minutes = Math.ceil(seconds / 60);
  return `Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
}

/** What a refused person reads: what happened, and when they may try again. */
export function refusalMessage(kind: RateLimitKind, retryAfterSeconds: number): string {
  return `${RATE_LIMITS[kind].refusal} ${tryAgainIn(retryAfterSeconds)}`;
}
