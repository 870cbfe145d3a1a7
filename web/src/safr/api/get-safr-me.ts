import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { InferResponseType } from 'hono/client';
import { call } from '../../lib/api';
import { SAFR_ME } from './keys';
import { safr } from './safr-client';

export type SafrProfiles = InferResponseType<typeof safr.me.$get, 200>;
export type SafrProfileView = SafrProfiles['profiles'][number];

/** The member's active fire/rescue profile and every department's. */
export const getSafrMe = () => call(safr.me.$get());

export function useSafrMe() {
  return useQuery({ queryKey: SAFR_ME, queryFn: getSafrMe });
}

/** Reads the member's profiles again (after registering or switching department). */
export function useReloadSafrMe() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: SAFR_ME });
}
