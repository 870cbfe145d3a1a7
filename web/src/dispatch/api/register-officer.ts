import { useMutation } from '@tanstack/react-query';
import type { InferRequestType } from 'hono/client';
import { call, rpc } from '../../lib/api';

export type OfficerRegistration = InferRequestType<typeof rpc.api.officers.$post>['json'];

/** POST /api/officers: a public safety member registers an officer profile. */
export const registerOfficer = (json: OfficerRegistration) =>
  call(rpc.api.officers.$post({ json }));

export const useRegisterOfficer = () => useMutation({ mutationFn: registerOfficer });
