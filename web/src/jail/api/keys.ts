/** Every cached jail view starts with this: a booking, a release or a decision changes them. */
export const JAIL = ['jail'] as const;
export const ROSTER = [...JAIL, 'roster'] as const;
export const WARRANT_REQUESTS = [...JAIL, 'warrant-requests'] as const;
export const JUSTICE_SETTINGS = [...JAIL, 'settings'] as const;
export const COURT_SETTINGS = [...JAIL, 'court-settings'] as const;
