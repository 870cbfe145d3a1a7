import { useMutation } from '@tanstack/react-query';
import type { InferRequestType } from 'hono/client';
import { call } from '../../lib/api';
import { api } from './records-client';

type IncidentBody = InferRequestType<(typeof api)['incident-reports']['$post']>['json'];
export type IncidentType = IncidentBody['type'];

/** The Create Report page's report, stored as an incident report. */
export const fileIncidentReport = (json: IncidentBody) =>
  call(api['incident-reports'].$post({ json }));

export const useFileIncidentReport = () => useMutation({ mutationFn: fileIncidentReport });
