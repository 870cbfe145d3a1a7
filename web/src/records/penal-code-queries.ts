import { useQuery } from '@tanstack/react-query';
import { recordsApi } from './records-api';

/** Every cached list of offenses starts with this, so one staff edit refreshes them all. */
export const PENAL_CODES = ['penal-codes'] as const;

/** The penal code: active offenses for a report, or every one (retired too) for staff. */
export function usePenalCodes(includeRetired = false) {
  return useQuery({
    queryKey: [...PENAL_CODES, includeRetired ? 'all' : 'active'],
    queryFn: () => recordsApi.penalCodes(includeRetired),
  });
}
