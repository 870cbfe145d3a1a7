import { call, rpc } from '../../lib/api';

/** POST /api/calls/:id/request: the call asks fire or EMS to come too. */
export const requestServices = (callId: string, services: ('fire' | 'ems')[]) =>
  call(rpc.api.calls[':id'].request.$post({ param: { id: callId }, json: { services } }));
