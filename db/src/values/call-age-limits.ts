// Pure data, so the API validates with it and the console falls back to the same defaults.

/** When a call's age turns amber (`warnMinutes`) and red (`alertMinutes`) on the console. */
export interface CallAgeThresholds {
  warnMinutes: number;
  alertMinutes: number;
}

/** What migration 0041 seeds: the console's colours before staff could change them. */
export const CALL_AGE_DEFAULTS: CallAgeThresholds = { warnMinutes: 10, alertMinutes: 20 };

/** The bounds the database holds too: 1 ≤ warn < alert ≤ a day. */
export const CALL_AGE_MINUTES = { min: 1, max: 1440 } as const;
