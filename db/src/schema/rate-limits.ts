/** One counter of rate-limiter-flexible's PostgreSQL store (see db/src/infra/rate-limit/). */
export interface RateLimitsTable {
  /** `<kind>:<address or member id>` */
  key: string;
  points: number;
  /** When the window ends, in milliseconds since the epoch. */
  expire: number | null;
}

export interface RateLimitTables {
  rate_limits: RateLimitsTable;
}
