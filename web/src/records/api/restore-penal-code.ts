import { useMutation } from '@tanstack/react-query';
import { call } from '../../lib/api';
import { api } from './records-client';

export const restorePenalCode = (id: string) =>
  call(api['penal-codes'][':id'].restore.$post({ param: { id } }));

export const useRestorePenalCode = () => useMutation({ mutationFn: restorePenalCode });
