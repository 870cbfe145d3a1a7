import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call, rpc } from '../../lib/api';
import { showOnBoard } from '../console-board';

/** PUT /api/dispatch/calls/:id/priority: 1 (most urgent) to 3. */
export const setCallPriority = (callId: string, priority: number) =>
  call(rpc.api.dispatch.calls[':id'].priority.$put({ param: { id: callId }, json: { priority } }));

export function useSetCallPriority(department: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Parameters<typeof setCallPriority>) => setCallPriority(...input),
    onSuccess: (res) => showOnBoard(queryClient, department, res.call),
  });
}
