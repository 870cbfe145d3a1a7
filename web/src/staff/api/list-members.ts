import { useCallback } from 'react';
import type { InferResponseType } from 'hono/client';
import { usePaged } from '../../components/paged';
import { call, filled, rpc } from '../../lib/api';
import { STAFF } from './keys';

const members = rpc.api.admin.members;

export type MemberSummary = InferResponseType<typeof members.$get, 200>['members'][number];

/** A page of everyone who has signed in, matching the search. */
export async function listMembers(filter: { q?: string; suspended?: 'true'; cursor?: string }) {
  const res = await call(members.$get({ query: filled(filter) }));
  return { items: res.members, nextCursor: res.nextCursor };
}

export function useMembers(filter: { q: string; suspended: boolean }) {
  const load = useCallback(
    (cursor?: string) =>
      listMembers({
        q: filter.q,
        suspended: filter.suspended ? 'true' : undefined,
        cursor,
      }),
    [filter],
  );
  return usePaged(load, [...STAFF, 'members', filter]);
}
