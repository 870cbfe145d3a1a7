import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { InferRequestType } from 'hono/client';
import { call } from '../../lib/api';
import { SAFR_ME } from './keys';
import { safr } from './safr-client';

type Department = InferRequestType<typeof safr.me.active.$post>['json']['department'];

/** Makes the member's profile in that department the active one. */
export const switchSafrProfile = (department: string) =>
  call(safr.me.active.$post({ json: { department: department as Department } }));

/** Switches department; the member's profiles are read again before it settles. */
export function useSwitchSafrProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: switchSafrProfile,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SAFR_ME }),
  });
}
