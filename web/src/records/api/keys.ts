import { useQueryClient } from '@tanstack/react-query';
import { CIVILIANS } from '../../civilians';

/** Every cached list of offenses starts with this, so one staff edit refreshes them all. */
export const PENAL_CODES = ['penal-codes'] as const;

/** Every cached warrant list starts with this, so creating or resolving one refreshes them. */
export const WARRANTS = ['warrants'] as const;

/** The department's incident reports (the Create Report page's list). */
export const INCIDENT_REPORTS = ['incident-reports'] as const;

/** Every cached public safety report list, whatever its filter. */
export const PSO_REPORTS = ['pso-reports'] as const;

/** The Search Database's answers, by what was asked. */
export const SEARCH = ['records-search'] as const;

/** The member's active officer, under the officer dashboard's key so it follows a switch. */
export const ACTIVE_OFFICER = ['officers', 'me', 'active'] as const;

/** A civilian's Records panel, under the civilian's own cache entries. */
export const civilianRecordsKey = (civilianId: string) =>
  [...CIVILIANS, civilianId, 'records'] as const;

/** A function that reads every cached view under `key` again. */
export function useRefresh(key: readonly unknown[]) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: key });
}
