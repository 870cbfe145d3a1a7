import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call, rpc } from '../../lib/api';
import { EXPUNGEMENTS } from './list-expungements';

const request = rpc.api.admin.expungements[':id'];

export type ExpungementDecision = 'approve' | 'deny';

export const decideExpungement = (id: string, decision: ExpungementDecision, note: string) =>
  decision === 'approve'
    ? call(request.approve.$post({ param: { id }, json: { note } }))
    : call(request.deny.$post({ param: { id }, json: { note } }));

/** Decides a request; the queue is read again (the request leaves Pending). */
export function useDecideExpungement(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ decision, note }: { decision: ExpungementDecision; note: string }) =>
      decideExpungement(id, decision, note),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: EXPUNGEMENTS }),
  });
}
