import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { InferResponseType } from 'hono/client';
import { call, rpc } from '../../lib/api';

const signal = rpc.api['signal-100'];

export type Signal100View = NonNullable<InferResponseType<typeof signal.$get, 200>['signal']>;

/** The query of a department's Signal 100, as a dispatcher's console holds it. */
export const signal100Key = (department: string) => ['signal-100', department] as const;
/** The signed-in unit's own department's Signal 100, fed by the unit's stream in the shell. */
export const MY_SIGNAL_100 = ['signal-100', 'mine'] as const;

/** GET /api/signal-100: the Signal 100 holding for the department, or null. */
export const getSignal100 = async (department: string) =>
  (await call(signal.$get({ query: { department } }))).signal;

export function useSignal100(department: string) {
  return useQuery({
    queryKey: signal100Key(department),
    queryFn: () => getSignal100(department),
    enabled: department !== '',
  });
}

/** POST /api/signal-100 and /api/signal-100/lift: the console's set and lift. */
export function useSetSignal100(department: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (reason: string) => call(signal.$post({ json: { department, reason } })),
    onSuccess: (res) => queryClient.setQueryData(signal100Key(department), res.signal),
  });
}

export function useLiftSignal100(department: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call(signal.lift.$post({ json: { department } })),
    onSuccess: () => queryClient.setQueryData(signal100Key(department), null),
  });
}
