import { useMutation } from '@tanstack/react-query';
import { call } from '../../lib/api';
import { safr } from './safr-client';

export type VitalStatus = 'deceased' | 'alive';

/** Declares the patient deceased, or alive again, with the reason. */
export const declareVitalStatus = (id: string, status: VitalStatus, reason: string) =>
  call(safr.patients[':id']['vital-status'].$post({ param: { id }, json: { status, reason } }));

/** The patient's card reads the patient again once it is declared. */
export const useDeclareVitalStatus = (patientId: string) =>
  useMutation({
    mutationFn: ({ status, reason }: { status: VitalStatus; reason: string }) =>
      declareVitalStatus(patientId, status, reason),
  });
