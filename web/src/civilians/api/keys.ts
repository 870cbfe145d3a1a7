/**
 * Every cached view of the member's own civilians starts with this (the sidebar's pages,
 * onboarding's "any yet?", a civilian's lists), so one write refreshes them all.
 */
export const CIVILIANS = ['civilians'] as const;

/** One of a civilian's lists in the cache: its vehicles, weapons, medical records... */
export const civilianPart = (civilianId: string, part: string) =>
  [...CIVILIANS, civilianId, part] as const;
