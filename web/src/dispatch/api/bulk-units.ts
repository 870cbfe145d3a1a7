import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call, rpc } from '../../lib/api';
import { applyConsoleEvent, showOnBoard } from '../console-board';
import { dispatchBoardKey, type DispatchBoard } from './dispatch-board';

/** POST /api/dispatch/calls/:id/units/bulk: several units onto one call, all or none. */
export const assignUnits = (callId: string, unitIds: string[]) =>
  call(
    rpc.api.dispatch.calls[':id'].units.bulk.$post({ param: { id: callId }, json: { unitIds } }),
  );

/** POST /api/dispatch/units/status: one status for several units, all or none. */
export const setUnitsStatus = (department: string, unitIds: string[], status: string) =>
  call(rpc.api.dispatch.units.status.$post({ json: { department, unitIds, status } }));

export function useAssignUnits(department: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ callId, unitIds }: { callId: string; unitIds: string[] }) =>
      assignUnits(callId, unitIds),
    onSuccess: (res) => showOnBoard(queryClient, department, res.call),
  });
}

export function useSetUnitsStatus(department: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ unitIds, status }: { unitIds: string[]; status: string }) =>
      setUnitsStatus(department, unitIds, status),
    onSuccess: (res) =>
      queryClient.setQueryData<DispatchBoard>(dispatchBoardKey(department), (b) =>
        res.units.reduce(
          (board, unit) => board && applyConsoleEvent(board, { type: 'unit.updated', data: unit }),
          b,
        ),
      ),
  });
}
