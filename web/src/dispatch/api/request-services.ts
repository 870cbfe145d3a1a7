import { useMutation } from '@tanstack/react-query';
import { call, rpc } from '../../lib/api';

export type RequestedService = 'fire' | 'ems';

/** POST /api/calls/:id/request: the call asks fire or EMS to come too. */
export const requestServices = (callId: string, services: RequestedService[]) =>
  call(rpc.api.calls[':id'].request.$post({ param: { id: callId }, json: { services } }));

export const useRequestServices = () =>
  useMutation({
    mutationFn: ({ callId, services }: { callId: string; services: RequestedService[] }) =>
      requestServices(callId, services),
  });
