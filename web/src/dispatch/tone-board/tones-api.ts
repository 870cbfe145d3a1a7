import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { InferRequestType, InferResponseType } from 'hono/client';
import { call, rpc } from '../../lib/api';

const tones = rpc.api.tones;

export type ToneView = InferResponseType<typeof tones.$get, 200>['tones'][number];
export type ToneInput = InferRequestType<typeof tones.$post>['json'];

export const tonesKey = (department: string) => ['tones', department] as const;

/** GET /api/tones: the department's dispatch log, newest first. */
export function useToneLog(department: string) {
  return useQuery({
    queryKey: tonesKey(department),
    queryFn: async () => (await call(tones.$get({ query: { department } }))).tones,
    enabled: department !== '',
  });
}

/** POST /api/tones. */
export function useSendTone(department: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (json: ToneInput) => call(tones.$post({ json })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: tonesKey(department) }),
  });
}
