import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { InferResponseType } from 'hono/client';
import { call, rpc } from '../../lib/api';
import { JAIL, ROSTER } from './keys';

const jail = rpc.api.jail;

export type Booking = InferResponseType<typeof jail.$get, 200>['bookings'][number];
export type RosterView = 'in_custody' | 'released';

/** Who is held now (soonest release first), or the latest releases. */
export function useRoster(status: RosterView) {
  return useQuery({
    queryKey: [...ROSTER, status],
    queryFn: () => call(jail.$get({ query: { status } })),
  });
}

/** Releases a booking early; the server decides whether the member may (403 otherwise). */
export function useReleaseEarly() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reason }: { id: string; reason: string }) =>
      call(jail[':id'].release.$post({ param: { id }, json: { reason } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: JAIL }),
  });
}
