import { useMutation } from '@tanstack/react-query';
import type { InferRequestType } from 'hono/client';
import { call } from '../../lib/api';
import { PSO_REPORTS, useRefresh } from './keys';
import { api } from './records-client';
import type { PsoReportKind } from './types';

type UseOfForceBody = InferRequestType<(typeof api.psoreports)['use-of-force']['$post']>['json'];
type SceneBody = InferRequestType<(typeof api.psoreports)['scene-report']['$post']>['json'];
type AccidentBody = InferRequestType<(typeof api.psoreports)['10-50']['$post']>['json'];

/** The forms share one field-list renderer, so their values arrive as plain strings. */
export const filePsoReport = (kind: PsoReportKind, body: Record<string, string>) => {
  const reports = api.psoreports;
  if (kind === 'use-of-force') {
    return call(reports['use-of-force'].$post({ json: body as UseOfForceBody }));
  }
  if (kind === 'scene-report') {
    return call(reports['scene-report'].$post({ json: body as SceneBody }));
  }
  return call(reports['10-50'].$post({ json: body as AccidentBody }));
};

/** Files a report; every cached report list is read again. */
export function useFilePsoReport(
  onFiled: (res: Awaited<ReturnType<typeof filePsoReport>>) => void,
) {
  const refresh = useRefresh(PSO_REPORTS);
  return useMutation({
    mutationFn: ({ kind, body }: { kind: PsoReportKind; body: Record<string, string> }) =>
      filePsoReport(kind, body),
    onSuccess: (res) => {
      onFiled(res);
      void refresh();
    },
  });
}
