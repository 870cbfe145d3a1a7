import { useMutation } from '@tanstack/react-query';
import { call } from '../../lib/api';
import { api } from './records-client';
import type { PenalCodeBody } from './add-penal-code';

export const updatePenalCode = (id: string, json: Partial<PenalCodeBody>) =>
  call(api['penal-codes'][':id'].$put({ param: { id }, json }));

export const useUpdatePenalCode = () =>
  useMutation({
    mutationFn: ({ id, json }: { id: string; json: Partial<PenalCodeBody> }) =>
      updatePenalCode(id, json),
  });
