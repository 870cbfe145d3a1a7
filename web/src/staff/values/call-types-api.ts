import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { InferRequestType, InferResponseType } from 'hono/client';
import { call, rpc } from '../../lib/api';
import { STAFF } from '../api/keys';

const callTypes = rpc.api.admin.values['call-types'];
const one = callTypes[':id'];

export type AdminCallType = InferResponseType<typeof callTypes.$get, 200>['callTypes'][number];
export type CallTypeInput = InferRequestType<typeof callTypes.$post>['json'];
export type CallTypePatch = InferRequestType<typeof one.$patch>['json'];
export type CallTypeService = CallTypeInput['services'][number];

export const ADMIN_CALL_TYPES = [...STAFF, 'values', 'call-types'] as const;
/** The call forms' copy of the values (dispatch's `useCommunityValues`). */
const BOARD_VALUES = ['values'] as const;

/** Every call type, retired ones included, each with whether any call has it. */
export function useAdminCallTypes() {
  return useQuery({ queryKey: ADMIN_CALL_TYPES, queryFn: () => call(callTypes.$get()) });
}

/**
 * Each write, then both lists read again: the staff list and the call forms' list in this
 * tab, so a type staff add is offered at once in a call form open beside it.
 */
export function useCallTypeActions() {
  const queryClient = useQueryClient();
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: ADMIN_CALL_TYPES }),
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
    create: after((json: CallTypeInput) => call(callTypes.$post({ json }))),
    update: after((id: string, json: CallTypePatch) => call(one.$patch({ param: { id }, json }))),
    retire: after((id: string) => call(one.retire.$post({ param: { id } }))),
    restore: after((id: string) => call(one.restore.$post({ param: { id } }))),
    remove: after((id: string) => call(one.$delete({ param: { id } }))),
  };
}
