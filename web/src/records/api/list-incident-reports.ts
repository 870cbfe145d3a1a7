import { call } from '../../lib/api';
import { api } from './records-client';

/** A page of the department's incident reports, newest first. */
export const listIncidentReports = (cursor?: string) =>
  call(api['incident-reports'].$get({ query: cursor ? { cursor } : {} }));
