import { useQuery } from '@tanstack/react-query';
import { call } from '../../lib/api';
import { api } from './records-client';

/** Every cached list of offenses starts with this, so one staff edit refreshes them all. */
export const PENAL_CODES = ['penal-codes'] as const;

export const listPenalCodes = (includeRetired = false) =>
  call(api['penal-codes'].$get({ query: includeRetired ? { includeRetired: 'true' } : {} }));

/** The penal code: active offenses for a report, or every one (retired too) for staff. */
export function usePenalCodes(includeRetired = false) {
  return useQuery({
    queryKey: [...PENAL_CODES, includeRetired ? 'all' : 'active'],
    queryFn: () => listPenalCodes(includeRetired),
  });
}
