import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { InferRequestType } from 'hono/client';
import { call, rpc } from '../../lib/api';
import { COURT_SETTINGS, JUSTICE_SETTINGS } from './keys';

const justice = rpc.api.jail.settings;
const court = rpc.api.court.settings;

export type JusticeSettings = InferRequestType<typeof justice.$put>['json'];
export type CourtSettings = InferRequestType<typeof court.$put>['json'];

/** Jail time multiplier, failure-to-pay days and warrant approval (staff). */
export function useJusticeSettings() {
  return useQuery({ queryKey: JUSTICE_SETTINGS, queryFn: () => call(justice.$get()) });
}

/** The court's contest window, saved beside the jail settings on the same screen. */
export function useCourtSettings() {
  return useQuery({ queryKey: COURT_SETTINGS, queryFn: () => call(court.$get()) });
}

/** Saves both: the justice settings first, then the court's window (two routes, two audits). */
export function useSaveJusticeSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: { justice: JusticeSettings; court: CourtSettings }) => {
      await call(justice.$put({ json: input.justice }));
      await call(court.$put({ json: input.court }));
    },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: JUSTICE_SETTINGS }),
        queryClient.invalidateQueries({ queryKey: COURT_SETTINGS }),
      ]),
  });
}
