import { useMutation } from '@tanstack/react-query';
import { call, rpc } from '../../lib/api';

/** POST /api/calls/:id/units: the officer (or the unit they name) joins a call. */
export const attachUnit = (callId: string, officerId?: string) =>
  call(
    rpc.api.calls[':id'].units.$post({
      param: { id: callId },
      json: officerId ? { officerId } : {},
    }),
  );

export const useAttachUnit = () =>
  useMutation({
    mutationFn: ({ callId, officerId }: { callId: string; officerId?: string }) =>
      attachUnit(callId, officerId),
  });
