import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../schema';
import type { Department } from '../schema/core';

export type MedicalRecordRow = Selectable<Database['medical_records']>;

/** The fire/rescue member who signed a record, as they were when they signed it. */
export interface MedicalSignatureJson {
  name: string;
  callsign: string;
  rank: string;
  role: string;
  department: Department;
}

export interface MedicalRecordJson {
  _id: string;
  civilianId: string;
  description: string;
  /** Null for the owner's own entries. */
  signedBy: MedicalSignatureJson | null;
  createdAt: string;
}

export function toMedicalRecordJson(row: MedicalRecordRow): MedicalRecordJson {
  return {
    _id: row.id,
    civilianId: row.civilian_id,
    description: row.description,
    signedBy:
      row.signed_by_name && row.signed_by_callsign && row.signed_by_department
        ? {
            name: row.signed_by_name,
            callsign: row.signed_by_callsign,
            rank: row.signed_by_rank ?? '',
            role: row.signed_by_role ?? '',
            department: row.signed_by_department,
          }
        : null,
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
