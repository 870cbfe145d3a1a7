import type { InferResponseType } from 'hono/client';
import { call } from '../../lib/api';
import { safr } from './safr-client';

export type PatientView = InferResponseType<typeof safr.search.$get, 200>;
export type MedicalRecordView = PatientView['medicalRecords'][number];

/** The patient with exactly this name (or SSN), or a 404. */
export const searchPatient = (name: string) => call(safr.search.$get({ query: { name } }));
