import { useMutation } from '@tanstack/react-query';
import type { InferRequestType } from 'hono/client';
import { call } from '../../lib/api';
import { api } from './records-client';

export type PenalCodeBody = InferRequestType<(typeof api)['penal-codes']['$post']>['json'];

export const addPenalCode = (json: PenalCodeBody) => call(api['penal-codes'].$post({ json }));

export const useAddPenalCode = () => useMutation({ mutationFn: addPenalCode });
