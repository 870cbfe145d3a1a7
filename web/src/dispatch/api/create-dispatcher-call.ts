import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { InferRequestType } from 'hono/client';
import { call, rpc } from '../../lib/api';
import { showOnBoard } from '../console-board';

const calls = rpc.api.dispatch.calls;

export type DispatcherCallInput = InferRequestType<typeof calls.$post>['json'];

/** POST /api/dispatch/calls: a call the dispatcher takes; nobody is on it until assigned. */
export const createDispatcherCall = (json: DispatcherCallInput) => call(calls.$post({ json }));

export function useCreateDispatcherCall() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createDispatcherCall,
    onSuccess: (res, input) => showOnBoard(queryClient, input.department, res.call, 'call.created'),
  });
}
