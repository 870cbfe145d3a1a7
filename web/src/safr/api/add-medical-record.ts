import { call } from '../../lib/api';
import { safr } from './safr-client';

export const addMedicalRecord = (id: string, description: string) =>
  call(safr.patients[':id']['medical-records'].$post({ param: { id }, json: { description } }));
