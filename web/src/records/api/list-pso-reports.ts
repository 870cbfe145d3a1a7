import { call } from '../../lib/api';
import { api } from './records-client';
import type { PsoReportKind } from './types';

export const listPsoReports = (kind?: PsoReportKind, cursor?: string) =>
  call(
    api.psoreports.$get({ query: { ...(kind ? { kind } : {}), ...(cursor ? { cursor } : {}) } }),
  );
