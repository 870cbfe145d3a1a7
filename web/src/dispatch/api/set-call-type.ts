import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CallType } from '@tenfour/db/browser';
import { call, rpc } from '../../lib/api';
import { showOnBoard } from '../console-board';

/** PUT /api/dispatch/calls/:id/type: what kind of call it is. */
export const setCallType = (callId: string, type: CallType) =>
  call(rpc.api.dispatch.calls[':id'].type.$put({ param: { id: callId }, json: { type } }));

export function useSetCallType(department: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Parameters<typeof setCallType>) => setCallType(...input),
    onSuccess: (res) => showOnBoard(queryClient, department, res.call),
  });
}
