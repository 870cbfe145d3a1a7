import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call, rpc } from '../../lib/api';
import type { StaffRequest } from './get-account-requests';
import { BANK } from './keys';

const request = rpc.api.bank.requests[':id'];

export type Decision = 'approve' | 'reject';

export const decideAccountRequest = (id: string, decision: Decision) =>
  decision === 'approve'
    ? call(request.approve.$post({ param: { id }, json: {} }))
    : call(request.reject.$post({ param: { id }, json: {} }));

/** A decision opens (or refuses) an account, so every bank view refreshes with the list. */
export function useDecideAccountRequest({
  onDecided,
  onFailed,
}: {
  onDecided(decision: Decision): void;
  onFailed(err: unknown): void;
}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ request, decision }: { request: StaffRequest; decision: Decision }) =>
      decideAccountRequest(request._id, decision),
    onSuccess: async (_result, { decision }) => {
      onDecided(decision);
      await queryClient.invalidateQueries({ queryKey: BANK });
    },
    onError: onFailed,
  });
}
