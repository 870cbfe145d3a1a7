import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../lib/api';
import { REPORTS } from './keys';
import { REPORT_ROUTES, type ReportBody, type ReportJson, type ReportKind } from './report-kinds';

export interface Filed<K extends ReportKind> {
  message: string;
  report: ReportJson<K>;
}

/** Files a report of one kind; the body is the form's, checked by the server. */
export async function fileReport<K extends ReportKind>(
  kind: K,
  body: ReportBody<K>,
): Promise<Filed<K>> {
  const res =
    kind === 'pcr'
      ? await call(REPORT_ROUTES.pcr.$post({ json: body as ReportBody<'pcr'> }))
      : await call(REPORT_ROUTES.fir.$post({ json: body as ReportBody<'fir'> }));
  return { message: res.message, report: res.report as ReportJson<K> };
}

/** Filing a report of one kind; a filed report refreshes every cached report list. */
export function useFileReport<K extends ReportKind>(kind: K) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ReportBody<K>) => fileReport(kind, body),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: REPORTS }),
  });
}
