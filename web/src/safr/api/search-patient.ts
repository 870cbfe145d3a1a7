import { useQueryClient } from '@tanstack/react-query';
import type { InferResponseType } from 'hono/client';
import { call } from '../../lib/api';
import { patientSearchKey } from './keys';
import { safr } from './safr-client';

export type PatientView = InferResponseType<typeof safr.search.$get, 200>;
export type MedicalRecordView = PatientView['medicalRecords'][number];

/** The patient with exactly this name (or SSN), or a 404. */
export const searchPatient = (name: string) => call(safr.search.$get({ query: { name } }));

/** Searches afresh each time it is called: a search is asked for, not kept current. */
export function useSearchPatient() {
  const queryClient = useQueryClient();
  return (name: string) =>
    queryClient.fetchQuery({
      queryKey: patientSearchKey(name),
      queryFn: () => searchPatient(name),
      staleTime: 0,
    });
}
