import { useMutation } from '@tanstack/react-query';
import type { InferRequestType } from 'hono/client';
import { call, rpc } from '../../lib/api';

const active = rpc.api.officers.me.active;

export type OfficerDepartment = InferRequestType<typeof active.$post>['json']['department'];

/** POST /api/officers/me/active: the officer works in another of their departments. */
export const switchProfile = (department: OfficerDepartment) =>
  call(active.$post({ json: { department } }));

/** The dashboard then reads the member's profiles again (useReloadMyOfficer). */
export const useSwitchProfile = () => useMutation({ mutationFn: switchProfile });
