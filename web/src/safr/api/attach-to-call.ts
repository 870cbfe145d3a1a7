import { useMutation } from '@tanstack/react-query';
import { call } from '../../lib/api';
import { safr } from './safr-client';

/** Attaches the member's own unit to the call. */
export const attachToCall = (callId: string) =>
  call(safr.calls[':id'].units.$post({ param: { id: callId }, json: {} }));

export const useAttachToCall = () => useMutation({ mutationFn: attachToCall });
