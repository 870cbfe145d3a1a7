import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { InferResponseType } from 'hono/client';
import { call, rpc } from '../../lib/api';
import { WARRANT_REQUESTS } from './keys';

const requests = rpc.api['warrant-requests'];

export type WarrantRequest = InferResponseType<typeof requests.$get, 200>['warrants'][number];

/** Officers' warrants waiting for a judge, oldest first. */
export function useWarrantRequests() {
  return useQuery({ queryKey: WARRANT_REQUESTS, queryFn: () => call(requests.$get()) });
}

/** Approves a request (it becomes Active) or denies it with a reason. */
export function useDecideWarrant() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, deny }: { id: string; deny?: { reason: string } }) =>
      deny
        ? call(requests[':id'].deny.$post({ param: { id }, json: deny }))
        : call(requests[':id'].approve.$post({ param: { id } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: WARRANT_REQUESTS }),
  });
}
