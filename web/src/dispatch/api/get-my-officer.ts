import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { InferResponseType } from 'hono/client';
import { call, rpc } from '../../lib/api';
import { OFFICER_ME } from './keys';

const me = rpc.api.officers.me;

export type MyOfficers = InferResponseType<typeof me.$get, 200>;
export type OfficerView = MyOfficers['profiles'][number];

/** GET /api/officers/me: the member's active officer profile and every profile they have. */
export const getMyOfficer = () => call(me.$get());

export function useMyOfficer() {
  return useQuery({ queryKey: OFFICER_ME, queryFn: getMyOfficer });
}

/** Reads the member's officer profiles again (after registering or switching department). */
export function useReloadMyOfficer() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: OFFICER_ME });
}
