import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../schema';
import type { MedicalRecordsTable } from '../schema/core';

export type MedicalRecordRow = Selectable<MedicalRecordsTable>;

export interface MedicalRecordJson {
  _id: string;
  civilianId: string;
  description: string;
  createdAt: string;
}

export function toMedicalRecordJson(row: MedicalRecordRow): MedicalRecordJson {
  return {
    _id: row.id,
    civilianId: row.civilian_id,
    description: row.description,
    createdAt: row.created_at.toISOString(),
  };
}

/** Adds a record to a civilian the caller has already checked. */
export async function addMedicalRecord(
  db: Kysely<Database>,
  civilianId: string,
  description: string,
  now: Date,
): Promise<MedicalRecordRow> {
  return db
    .insertInto('medical_records')
    .values({ civilian_id: civilianId, description, created_at: now })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Newest first. */
export async function listMedicalRecords(
  db: Kysely<Database>,
  civilianId: string,
): Promise<MedicalRecordJson[]> {
  const rows = await db
    .selectFrom('medical_records')
    .selectAll()
    .where('civilian_id', '=', civilianId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return rows.map(toMedicalRecordJson);
}
