import { useQuery } from '@tanstack/react-query';
import { call } from '../../lib/api';
import { reportKey } from './keys';
import { REPORT_ROUTES, type ReportJson, type ReportKind } from './report-kinds';

/** One report in full. */
export async function getReport<K extends ReportKind>(kind: K, id: string): Promise<ReportJson<K>> {
  const param = { id };
  const res =
    kind === 'pcr'
      ? await call(REPORT_ROUTES.pcr[':id'].$get({ param }))
      : await call(REPORT_ROUTES.fir[':id'].$get({ param }));
  return res.report as ReportJson<K>;
}

export function useReport<K extends ReportKind>(kind: K, id: string) {
  return useQuery({ queryKey: reportKey(kind, id), queryFn: () => getReport(kind, id) });
}
