import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call, rpc } from '../../lib/api';
import { MEDICAL_RECORDS } from './get-medical-records';
import { civilianPart } from './keys';

export const addMedicalRecord = (civilianId: string, description: string) =>
  call(rpc.api.medical.$post({ json: { civilianId, description } }));

/** Add Medical Record; the civilian's medical records refresh. */
export function useAddMedicalRecord(civilianId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (description: string) => addMedicalRecord(civilianId, description),
    onSuccess: () => {
      void queryClient.invalidateQueries({
        queryKey: civilianPart(civilianId, MEDICAL_RECORDS),
      });
    },
  });
}
