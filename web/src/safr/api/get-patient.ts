import { call } from '../../lib/api';
import { safr } from './safr-client';

/** A patient picked from the suggestions, or read again after a change. */
export const getPatient = (id: string) => call(safr.patients[':id'].$get({ param: { id } }));
