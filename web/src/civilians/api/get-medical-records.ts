import type { InferResponseType } from 'hono/client';
import { call, rpc } from '../../lib/api';
import { useCivilianList } from './civilian-list';

const byCivilian = rpc.api.medical['by-civilian'][':id'].$get;

export type MedicalRecord = InferResponseType<typeof byCivilian, 200>['records'][number];

export const MEDICAL_RECORDS = 'medical records';

export const getMedicalRecords = (civilianId: string) =>
  call(byCivilian({ param: { id: civilianId } }));

/** A civilian's medical records; `reload` refreshes them after a change. */
export const useMedicalRecords = (civilianId: string) =>
  useCivilianList(
    civilianId,
    MEDICAL_RECORDS,
    async () => (await getMedicalRecords(civilianId)).records,
  );
