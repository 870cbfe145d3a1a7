import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { InferRequestType, InferResponseType } from 'hono/client';
import { call, rpc } from '../lib/api';

const settings = rpc.api.me['alert-settings'];

export type AlertSettings = InferResponseType<typeof settings.$get, 200>['settings'];
export type AlertSettingsInput = InferRequestType<typeof settings.$put>['json'];

export const ALERT_SETTINGS = ['me', 'alert-settings'] as const;

/** The member's own settings; the server answers the defaults before the first save. */
export function useAlertSettings() {
  return useQuery({
    queryKey: ALERT_SETTINGS,
    queryFn: async () => (await call(settings.$get())).settings,
    staleTime: Infinity,
  });
}

export function useSaveAlertSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (json: AlertSettingsInput) => call(settings.$put({ json })),
    // A checkbox answers the click at once; a refusal puts the server's settings back.
    onMutate: (json) => queryClient.setQueryData<AlertSettings>(ALERT_SETTINGS, json),
    onSuccess: (res) => queryClient.setQueryData(ALERT_SETTINGS, res.settings),
    onError: () => queryClient.invalidateQueries({ queryKey: ALERT_SETTINGS }),
  });
}
