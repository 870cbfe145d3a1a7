import { call } from '../../lib/api';
import {
  REPORT_ROUTES,
  type ReportKind,
  type ReportListQuery,
  type ReportSummary,
} from './report-kinds';

/** A list filter as a screen holds it: blank means "any". */
type Filter = Record<string, string | undefined>;

/** A page of the department's reports of one kind, newest first (blank filters left out). */
export async function listReports<K extends ReportKind>(
  kind: K,
  filter: Filter,
): Promise<{ items: ReportSummary<K>[]; nextCursor: string | null }> {
  const query = Object.fromEntries(Object.entries(filter).filter(([, v]) => v));
  // The server validates each filter's value and names a field it refuses.
  const res =
    kind === 'pcr'
      ? await call(REPORT_ROUTES.pcr.$get({ query: query as ReportListQuery<'pcr'> }))
      : await call(REPORT_ROUTES.fir.$get({ query: query as ReportListQuery<'fir'> }));
  return { items: res.reports as ReportSummary<K>[], nextCursor: res.nextCursor };
}
