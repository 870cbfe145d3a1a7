import { useMutation } from '@tanstack/react-query';
import { call } from '../../lib/api';
import { api } from './records-client';

/** Retired offenses stay on the records that cite them. */
export const retirePenalCode = (id: string) =>
  call(api['penal-codes'][':id'].$delete({ param: { id } }));

export const useRetirePenalCode = () => useMutation({ mutationFn: retirePenalCode });
