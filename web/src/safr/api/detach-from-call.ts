import { useMutation } from '@tanstack/react-query';
import { call } from '../../lib/api';
import { safr } from './safr-client';

export const detachFromCall = (callId: string, unitId: string) =>
  call(safr.calls[':id'].units[':unitId'].$delete({ param: { id: callId, unitId } }));

export const useDetachFromCall = () =>
  useMutation({
    mutationFn: ({ callId, unitId }: { callId: string; unitId: string }) =>
      detachFromCall(callId, unitId),
  });
