import { useMutation } from '@tanstack/react-query';
import { call } from '../../lib/api';
import { safr } from './safr-client';

export const addMedicalRecord = (id: string, description: string) =>
  call(safr.patients[':id']['medical-records'].$post({ param: { id }, json: { description } }));

/** The patient's card reads the patient again once it is added. */
export const useAddMedicalRecord = (patientId: string) =>
  useMutation({ mutationFn: (description: string) => addMedicalRecord(patientId, description) });
