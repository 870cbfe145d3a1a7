import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call, rpc } from '../../lib/api';
import { showOnBoard } from '../console-board';

/** POST /api/dispatch/calls/:id/units: the dispatcher puts a unit on a call. */
export const assignUnit = (callId: string, unitId: string) =>
  call(rpc.api.dispatch.calls[':id'].units.$post({ param: { id: callId }, json: { unitId } }));

export function useAssignUnit(department: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Parameters<typeof assignUnit>) => assignUnit(...input),
    onSuccess: (res) => showOnBoard(queryClient, department, res.call),
  });
}
