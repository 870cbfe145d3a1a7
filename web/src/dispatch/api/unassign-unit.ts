import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call, rpc } from '../../lib/api';
import { showOnBoard } from '../console-board';

/** DELETE /api/dispatch/calls/:id/units/:unitId: the dispatcher takes a unit off a call. */
export const unassignUnit = (callId: string, unitId: string) =>
  call(rpc.api.dispatch.calls[':id'].units[':unitId'].$delete({ param: { id: callId, unitId } }));

export function useUnassignUnit(department: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Parameters<typeof unassignUnit>) => unassignUnit(...input),
    onSuccess: (res) => showOnBoard(queryClient, department, res.call),
  });
}
