import { useCallback } from 'react';
import { usePaged } from '../../components/paged';
import { call } from '../../lib/api';
import { civilianRecordsKey } from './keys';
import { api } from './records-client';

/** The civilian's own Records panel: a page of records with the warrants and requests. */
export const listCivilianRecords = (civilianId: string, cursor?: string) =>
  call(
    api.records.civilian[':civilianId'].$get({
      param: { civilianId },
      query: cursor ? { cursor } : {},
    }),
  );

/**
 * The civilian's records, newest first a page at a time. Each page answers with every
 * expungement request and the totals by type, so the latest page's are the ones to show.
 */
export function useCivilianRecords(civilianId: string) {
  const load = useCallback(
    async (cursor?: string) => {
      const r = await listCivilianRecords(civilianId, cursor);
      return {
        items: [...r.citations, ...r.warnings, ...r.arrests],
        nextCursor: r.nextCursor,
        expungementRequests: r.expungementRequests,
        counts: r.counts,
      };
    },
    [civilianId],
  );
  return usePaged(load, civilianRecordsKey(civilianId));
}
