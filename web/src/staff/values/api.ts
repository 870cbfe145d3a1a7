import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { InferRequestType, InferResponseType } from 'hono/client';
import { call, rpc } from '../../lib/api';
import { STAFF } from '../api/keys';

const statuses = rpc.api.admin.values.statuses;
const one = statuses[':id'];

export type AdminStatus = InferResponseType<typeof statuses.$get, 200>['statuses'][number];
export type StatusInput = InferRequestType<typeof statuses.$post>['json'];
export type StatusPatch = InferRequestType<typeof one.$patch>['json'];
export type StatusService = StatusInput['service'];
export type StatusMeaning = StatusInput['meaning'];

export const ADMIN_STATUSES = [...STAFF, 'values', 'statuses'] as const;
/** The boards' copy of the values (dispatch's `useCommunityValues`), read by every officer screen. */
const BOARD_VALUES = ['values'] as const;

/** Every status of both services, retired ones included, each with whether a unit shows it. */
export function useAdminStatuses() {
  return useQuery({ queryKey: ADMIN_STATUSES, queryFn: () => call(statuses.$get()) });
}

/**
 * Each write, then both lists read again: the staff list (inUse, order) and the boards' list
 * in this tab, so a status staff add is offered at once on a board open beside it.
 */
export function useStatusActions() {
  const queryClient = useQueryClient();
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: ADMIN_STATUSES }),
      queryClient.invalidateQueries({ queryKey: BOARD_VALUES }),
    ]);
  const after =
    <A extends unknown[], R>(action: (...args: A) => Promise<R>) =>
    async (...args: A) => {
      const result = await action(...args);
      await refresh();
      return result;
    };
  return {
    create: after((json: StatusInput) => call(statuses.$post({ json }))),
    update: after((id: string, json: StatusPatch) => call(one.$patch({ param: { id }, json }))),
    retire: after((id: string) => call(one.retire.$post({ param: { id } }))),
    restore: after((id: string) => call(one.restore.$post({ param: { id } }))),
    remove: after((id: string) => call(one.$delete({ param: { id } }))),
  };
}
