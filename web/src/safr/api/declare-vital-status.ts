import { call } from '../../lib/api';
import { safr } from './safr-client';

/** Declares the patient deceased, or alive again, with the reason. */
export const declareVitalStatus = (id: string, status: 'deceased' | 'alive', reason: string) =>
  call(safr.patients[':id']['vital-status'].$post({ param: { id }, json: { status, reason } }));
