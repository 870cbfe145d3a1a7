import { useQuery } from '@tanstack/react-query';
import { call, rpc } from '../../lib/api';
import { REPORTS } from './keys';

/** The patient care reports about one of the member's own civilians. */
export const listOwnerCareReports = (civilianId: string) =>
  call(rpc.api.medical['by-civilian'][':id'].$get({ param: { id: civilianId } })).then(
    (r) => r.patientCareReports,
  );

export function useOwnerCareReports(civilianId: string) {
  // Under the report lists' prefix, so a report filed about this civilian shows here too.
  return useQuery({
    queryKey: [...REPORTS, 'by-civilian', civilianId],
    queryFn: () => listOwnerCareReports(civilianId),
  });
}
