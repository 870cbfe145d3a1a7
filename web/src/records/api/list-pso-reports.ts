import { useCallback } from 'react';
import { usePaged } from '../../components/paged';
import { call } from '../../lib/api';
import { PSO_REPORTS } from './keys';
import { api } from './records-client';
import type { PsoReportKind } from './types';

export const listPsoReports = (kind?: PsoReportKind, cursor?: string) =>
  call(
    api.psoreports.$get({ query: { ...(kind ? { kind } : {}), ...(cursor ? { cursor } : {}) } }),
  );

/** The department's reports, newest first, a page at a time; a blank filter is every kind. */
export function usePsoReports(filter: string) {
  const load = useCallback(
    (cursor?: string) =>
      listPsoReports((filter || undefined) as PsoReportKind | undefined, cursor).then((page) => ({
        items: page.reports,
        nextCursor: page.nextCursor,
      })),
    [filter],
  );
  return usePaged(load, [...PSO_REPORTS, filter]);
}
