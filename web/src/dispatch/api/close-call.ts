import { useMutation } from '@tanstack/react-query';
import { call, rpc } from '../../lib/api';

/** POST /api/calls/:id/close: a unit on the call closes it. */
export const closeCall = (callId: string) =>
  call(rpc.api.calls[':id'].close.$post({ param: { id: callId } }));

export const useCloseCall = () => useMutation({ mutationFn: closeCall });
