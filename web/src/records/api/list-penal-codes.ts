import { useQuery } from '@tanstack/react-query';
import { call } from '../../lib/api';
import { PENAL_CODES } from './keys';
import { api } from './records-client';

export const listPenalCodes = (includeRetired = false) =>
  call(api['penal-codes'].$get({ query: includeRetired ? { includeRetired: 'true' } : {} }));

/** The penal code: active offenses for a report, or every one (retired too) for staff. */
export function usePenalCodes(includeRetired = false) {
  return useQuery({
    queryKey: [...PENAL_CODES, includeRetired ? 'all' : 'active'],
    queryFn: () => listPenalCodes(includeRetired),
  });
}
