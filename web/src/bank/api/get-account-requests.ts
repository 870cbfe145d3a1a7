import { useCallback } from 'react';
import type { InferRequestType, InferResponseType } from 'hono/client';
import { usePaged } from '../../components/paged';
import { call, rpc } from '../../lib/api';
import { BANK } from './keys';

const requests = rpc.api.bank.requests;

export type StaffRequest = InferResponseType<typeof requests.$get, 200>['requests'][number];
export type RequestStatus = NonNullable<InferRequestType<typeof requests.$get>['query']['status']>;

/** A page of account requests for staff; pass the last page's cursor for more. */
export const getAccountRequests = (status: RequestStatus, cursor?: string) =>
  call(requests.$get({ query: { status, ...(cursor ? { cursor } : {}) } }));

export function useAccountRequests(status: RequestStatus) {
  const load = useCallback(
    (cursor?: string) =>
      getAccountRequests(status, cursor).then((page) => ({
        items: page.requests,
        nextCursor: page.nextCursor,
      })),
    [status],
  );
  return usePaged(load, [...BANK, 'requests', status]);
}
