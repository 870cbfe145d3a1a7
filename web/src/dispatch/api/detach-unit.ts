import { useMutation } from '@tanstack/react-query';
import { call, rpc } from '../../lib/api';

/** DELETE /api/calls/:id/units/:officerId: a unit leaves a call. */
export const detachUnit = (callId: string, officerId: string) =>
  call(rpc.api.calls[':id'].units[':officerId'].$delete({ param: { id: callId, officerId } }));

export const useDetachUnit = () =>
  useMutation({
    mutationFn: ({ callId, officerId }: { callId: string; officerId: string }) =>
      detachUnit(callId, officerId),
  });
