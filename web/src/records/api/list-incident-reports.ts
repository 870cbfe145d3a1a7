import { usePaged } from '../../components/paged';
import { call } from '../../lib/api';
import { INCIDENT_REPORTS } from './keys';
import { api } from './records-client';

/** A page of the department's incident reports, newest first. */
export const listIncidentReports = (cursor?: string) =>
  call(api['incident-reports'].$get({ query: cursor ? { cursor } : {} }));

const loadIncidentReports = (cursor?: string) =>
  listIncidentReports(cursor).then((page) => ({
    items: page.reports,
    nextCursor: page.nextCursor,
  }));

/** The department's incident reports, a page at a time. */
export const useIncidentReports = (department: string) =>
  usePaged(loadIncidentReports, [...INCIDENT_REPORTS, department]);
