import { useCallback } from 'react';
import type { InferRequestType, InferResponseType } from 'hono/client';
import { usePaged } from '../../components/paged';
import { call, rpc } from '../../lib/api';
import { STAFF } from './keys';

const expungements = rpc.api.admin.expungements;

export type StaffExpungementRequestJson = InferResponseType<
  typeof expungements.$get,
  200
>['requests'][number];
export type ExpungementStatusFilter = NonNullable<
  InferRequestType<typeof expungements.$get>['query']['status']
>;

/** A page of the expungement queue with one status. */
export async function listExpungements(filter: {
  status: ExpungementStatusFilter;
  cursor?: string;
}) {
  const res = await call(expungements.$get({ query: filter }));
  return { items: res.requests, nextCursor: res.nextCursor };
}

export const EXPUNGEMENTS = [...STAFF, 'expungements'] as const;

export function useExpungements(status: ExpungementStatusFilter) {
  const load = useCallback((cursor?: string) => listExpungements({ status, cursor }), [status]);
  return usePaged(load, [...EXPUNGEMENTS, status]);
}
