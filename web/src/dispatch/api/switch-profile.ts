import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { InferRequestType } from 'hono/client';
import { call, rpc } from '../../lib/api';
import { OFFICER_ME } from './keys';

const active = rpc.api.officers.me.active;

export type OfficerDepartment = InferRequestType<typeof active.$post>['json']['department'];

/** POST /api/officers/me/active: the officer works in another of their departments. */
export const switchProfile = (department: OfficerDepartment) =>
  call(active.$post({ json: { department } }));

/** Switches department; the member's profiles are read again before it settles. */
export function useSwitchProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: switchProfile,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: OFFICER_ME }),
  });
}
