/** The member's officer profiles: one cache entry, refreshed after registering or switching. */
export const OFFICER_ME = ['officers', 'me'] as const;

/** The two services whose units are on calls. */
export type UnitService = 'police' | 'safr';

/** One service's clock-in history (the officers' or fire/rescue's). */
export const clockHistoryKey = (service: UnitService) => ['clock-history', service] as const;

/** The id of the member's own unit in a service, as the unit's live events follow it. */
export const myUnitKey = (service: UnitService) => ['my-unit', service] as const;

/** A service's active calls, as the unit's live events read them on (re)connecting. */
export const activeCallsKey = (service: UnitService) => ['active-calls', service] as const;
