import { CALL_AGE_DEFAULTS } from '@tenfour/db/browser';
import { useCommunityValues } from './community-values';

/** When a call's age turns amber and red on the console, in minutes. */
export interface CallAgeThresholds {
  warnMinutes: number;
  alertMinutes: number;
}

/** The community's call age thresholds (staff set them on the community page). */
export function useCallAgeThresholds(): CallAgeThresholds {
  const { data } = useCommunityValues();
  // Until the values arrive the console colours by the seeded defaults, as it always did.
  return data?.callAge ?? CALL_AGE_DEFAULTS;
}
