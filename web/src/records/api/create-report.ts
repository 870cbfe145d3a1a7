import { useMutation } from '@tanstack/react-query';
import type { InferRequestType } from 'hono/client';
import { call } from '../../lib/api';
import { api } from './records-client';

type ReportBody = InferRequestType<typeof api.reports.create.$post>['json'];
/** An offense as the report form sends it: a penal code by id, or a custom one. */
export type OffenseInput = NonNullable<ReportBody['offenses']>[number];

/** An arrest, citation or warning; the server prices the offenses. */
export const createReport = (json: ReportBody) => call(api.reports.create.$post({ json }));

export const useCreateReport = () => useMutation({ mutationFn: createReport });
