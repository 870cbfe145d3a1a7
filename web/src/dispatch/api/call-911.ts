import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { InferRequestType } from 'hono/client';
import { call, rpc } from '../../lib/api';
import { MY_911_CALLS, type CallerCallView } from './my-911-calls';

const calls = rpc.api['911'].calls;

export type Call911Input = InferRequestType<typeof calls.$post>['json'];

/** POST /api/911/calls: a civilian dials 911. */
export const call911 = (json: Call911Input) => call(calls.$post({ json }));

/** Newest first, as the server lists them; a call already listed is replaced. */
export function upsertCallerCall(list: CallerCallView[], added: CallerCallView): CallerCallView[] {
  const rest = list.filter((c) => c._id !== added._id);
  return [added, ...rest].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
}

/** Dials 911; the new call joins the member's list at once. */
export function useCall911() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call911,
    onSuccess: (res) =>
      queryClient.setQueryData<{ calls: CallerCallView[] }>(MY_911_CALLS, (data) => ({
        calls: upsertCallerCall(data?.calls ?? [], res.call),
      })),
  });
}
