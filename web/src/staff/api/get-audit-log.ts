import { useCallback } from 'react';
import type { InferRequestType, InferResponseType } from 'hono/client';
import { usePaged } from '../../components/paged';
import { call, filled, rpc } from '../../lib/api';
import { STAFF } from './keys';

const audit = rpc.api.admin.audit;

export type AuditEntryJson = InferResponseType<typeof audit.$get, 200>['entries'][number];

export interface AuditFilters {
  member?: string;
  action?: string;
  targetType?: string;
  targetId?: string;
  /** ISO instants. */
  from?: string;
  to?: string;
}

/** A page of the audit log, newest first, filtered. */
export async function getAuditLog(filter: AuditFilters & { cursor?: string }) {
  // The filters come from the address, where any text may stand: the server refuses an
  // action or target type it does not know, and the page says so.
  const query = filled({ ...filter }) as InferRequestType<typeof audit.$get>['query'];
  const res = await call(audit.$get({ query }));
  return { items: res.entries, nextCursor: res.nextCursor };
}

export function useAuditLog(filters: AuditFilters) {
  const load = useCallback((cursor?: string) => getAuditLog({ ...filters, cursor }), [filters]);
  return usePaged(load, [...STAFF, 'audit', filters]);
}

/**
 * The CSV export as a plain link: the browser downloads it with the session cookie, which a
 * fetch through the client would not turn into a file.
 */
export function auditCsvHref(filter: AuditFilters): string {
  const query = new URLSearchParams(filled({ ...filter }) as Record<string, string>).toString();
  return `/api/admin/audit/export.csv${query ? `?${query}` : ''}`;
}
