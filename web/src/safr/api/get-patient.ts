import { useQueryClient } from '@tanstack/react-query';
import { call } from '../../lib/api';
import { patientKey } from './keys';
import { safr } from './safr-client';

/** A patient picked from the suggestions, or read again after a change. */
export const getPatient = (id: string) => call(safr.patients[':id'].$get({ param: { id } }));

/** Reads a patient afresh each time it is called (a pick, or after a change on the card). */
export function useReadPatient() {
  const queryClient = useQueryClient();
  return (id: string) =>
    queryClient.fetchQuery({
      queryKey: patientKey(id),
      queryFn: () => getPatient(id),
      staleTime: 0,
    });
}
