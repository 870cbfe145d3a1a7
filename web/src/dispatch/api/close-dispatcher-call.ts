import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call, rpc } from '../../lib/api';
import { showOnBoard } from '../console-board';

/** POST /api/dispatch/calls/:id/close: the dispatcher closes a call, freeing its units. */
export const closeDispatcherCall = (callId: string) =>
  call(rpc.api.dispatch.calls[':id'].close.$post({ param: { id: callId } }));

export function useCloseDispatcherCall(department: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Parameters<typeof closeDispatcherCall>) => closeDispatcherCall(...input),
    onSuccess: (res) => showOnBoard(queryClient, department, res.call),
  });
}
