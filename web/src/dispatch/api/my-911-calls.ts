import { useQuery } from '@tanstack/react-query';
import type { InferResponseType } from 'hono/client';
import { call, rpc } from '../../lib/api';

const calls = rpc.api['911'].calls;

/** A 911 call as its caller sees it: how far it got, never the units' notes. */
export type CallerCallView = InferResponseType<typeof calls.$get, 200>['calls'][number];

/** The signed-in member's 911 calls, in the cache. */
export const MY_911_CALLS = ['911-calls'] as const;

/** GET /api/911/calls: the member's own 911 calls. */
export const getMy911Calls = () => call(calls.$get());

export function useMy911Calls() {
  return useQuery({ queryKey: MY_911_CALLS, queryFn: getMy911Calls });
}
