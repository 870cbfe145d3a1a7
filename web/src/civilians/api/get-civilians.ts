import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import type { InferResponseType } from 'hono/client';
import { PAGE_SIZE } from '@tenfour/db/browser';
import { readAllPages } from '../../components/paged';
import { call, rpc } from '../../lib/api';
import { CIVILIANS } from './keys';

const list = rpc.api.civilians.$get;

/** A civilian as the API returns it. */
export type Civilian = InferResponseType<typeof list, 200>['civilians'][number];

/** A page of the member's civilians, oldest first; pass the last page's cursor for more. */
export const listCivilians = (cursor?: string, limit?: number) =>
  call(
    list({
      query: { ...(cursor ? { cursor } : {}), ...(limit ? { limit: String(limit) } : {}) },
    }),
  );

/** The same, shaped for usePaged. */
export const civiliansPage = (cursor?: string) =>
  listCivilians(cursor).then((r) => ({ items: r.civilians, nextCursor: r.nextCursor }));

/** Every one of the member's civilians, in pages of the largest size the server allows. */
export const allCivilians = () =>
  readAllPages((cursor) =>
    listCivilians(cursor, PAGE_SIZE.max).then((r) => ({
      items: r.civilians,
      nextCursor: r.nextCursor,
    })),
  );

/**
 * Whether the member has a civilian yet, from a one-row page; `null` until known. A failed
 * list counts as none, so the creation prompt shows.
 */
export function useHasCivilians(): { hasCivilians: boolean | null; reload(): Promise<void> } {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: [...CIVILIANS, 'any'],
    queryFn: async () => (await listCivilians(undefined, 1)).civilians.length > 0,
  });
  const { error } = query;
  useEffect(() => {
    if (error) console.error('Failed to load civilians', error);
  }, [error]);
  const reload = useCallback(
    () => queryClient.invalidateQueries({ queryKey: CIVILIANS }),
    [queryClient],
  );
  return { hasCivilians: query.data ?? (query.isError ? false : null), reload };
}

/**
 * Every one of the member's civilians, for pickers (registering an officer or a fire/rescue
 * profile): the dashboard's list shows a page at a time, a picker must offer them all.
 * `null` until read; a failed read is logged and offers none.
 */
export function useAllCivilians(): Civilian[] | null {
  const query = useQuery({ queryKey: [...CIVILIANS, 'all'], queryFn: allCivilians });
  const { error } = query;
  useEffect(() => {
    if (error) console.error('Failed to load civilians', error);
  }, [error]);
  return query.data ?? (query.isError ? [] : null);
}
