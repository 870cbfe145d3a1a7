import { call } from '../../lib/api';
import { safr } from './safr-client';

export const detachFromCall = (callId: string, unitId: string) =>
  call(safr.calls[':id'].units[':unitId'].$delete({ param: { id: callId, unitId } }));
