import type { InferRequestType, InferResponseType } from 'hono/client';
import { safr } from './safr-client';

/** The two report types: patient care (pcr) and fire incident (fir) reports. */
export type ReportKind = 'pcr' | 'fir';

/** Each kind's routes: the same list, file and read under its own path. */
export const REPORT_ROUTES = {
  pcr: safr.reports['patient-care'],
  fir: safr.reports['fire-incident'],
};

type Routes = typeof REPORT_ROUTES;

export type ReportSummary<K extends ReportKind> = InferResponseType<
  Routes[K]['$get'],
  200
>['reports'][number];
export type ReportJson<K extends ReportKind> = InferResponseType<
  Routes[K][':id']['$get'],
  200
>['report'];
export type ReportListQuery<K extends ReportKind> = InferRequestType<Routes[K]['$get']>['query'];
export type ReportBody<K extends ReportKind> = InferRequestType<Routes[K]['$post']>['json'];

export type PatientCareReportSummary = ReportSummary<'pcr'>;
export type PatientCareReportJson = ReportJson<'pcr'>;
export type FireIncidentReportJson = ReportJson<'fir'>;
