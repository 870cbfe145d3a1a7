import { useCallback } from 'react';
import { usePaged } from '../../components/paged';
import { call } from '../../lib/api';
import { WARRANTS } from './keys';
import { api } from './records-client';

export const listWarrants = (cursor?: string) =>
  call(api.warrants.all.$get({ query: cursor ? { cursor } : {} }));

/**
 * The department's warrants, a page at a time, with the counts of its whole list. The server
 * answers every department's; the list shows the officer's own.
 */
export function useWarrants(department: string) {
  const load = useCallback(
    (cursor?: string) =>
      listWarrants(cursor).then((page) => ({
        items: page.warrants.filter((w) => w.platform === department),
        nextCursor: page.nextCursor,
        counts: page.counts,
      })),
    [department],
  );
  return usePaged(load, [...WARRANTS, department]);
}
