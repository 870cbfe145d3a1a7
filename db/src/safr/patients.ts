import type { Kysely } from 'kysely';
import { DomainError } from '../infra/errors';
import type { Officer } from '../dispatch/active-officer';
import type { Database } from '../schema';
import type { Department } from '../schema/core';
import { toVitalStatusJson, type CivilianRow, type VitalStatusJson } from '../civilians/civilians';
import { toMedicalRecordJson, type MedicalRecordJson } from '../civilians/medical';
import { authorOf } from './profiles';
import { officerActor, recordAudit } from '../staff/audit-log';
import { patientCareReportsOf, type PatientCareReportSummary } from './reports';

/**
 * What a medic needs to know about a civilian, and nothing else: no SSN, address, licenses,
 * vehicles, weapons, criminal records, warrants or money.
 */
export interface PatientJson {
  _id: string;
  firstName: string;
  lastName: string;
  middleInitial: string | null;
  name: string;
  dateOfBirth: string;
  age: number | null;
  sex: string | null;
  height: string | null;
  weight: string | null;
  emergencyContactName: string | null;
  deceased: boolean;
  vitalStatus: VitalStatusJson | null;
}

/** The SAFR Search Database's patient: the person and their medical records panel. */
export interface PatientView {
  patient: PatientJson;
  /** Newest first; entries signed by fire/rescue carry `signedBy`. */
  medicalRecords: MedicalRecordJson[];
  /** The department's patient care reports about this civilian, newest first. */
  patientCareReports: PatientCareReportSummary[];
}

/** Whole years from a 'YYYY-MM-DD' birthday to `now` (UTC calendar days). */
export function ageOn(dateOfBirth: string, now: Date): number | null {
  const [y, m, d] = dateOfBirth.split('-').map(Number) as [number, number, number];
  if (!y || !m || !d) return null;
  const today = now.toISOString().slice(5, 10);
  const birthday = dateOfBirth.slice(5, 10);
  const age = now.getUTCFullYear() - y - (today < birthday ? 1 : 0);
  return age >= 0 ? age : null;
}

export function toPatientJson(row: CivilianRow, now: Date): PatientJson {
  return {
    _id: row.id,
    firstName: row.first_name,
    lastName: row.last_name,
    middleInitial: row.middle_initial,
    name: `${row.first_name} ${row.last_name}`,
    dateOfBirth: row.date_of_birth,
    // The character's stated age wins; without one, the birthday tells.
    age: row.age ?? ageOn(row.date_of_birth, now),
    sex: row.sex,
    height: row.height,
    weight: row.weight,
    emergencyContactName: row.emergency_contact_name,
    deceased: row.deceased,
    vitalStatus: toVitalStatusJson(row),
  };
}

async function civilianRow(db: Kysely<Database>, civilianId: string): Promise<CivilianRow> {
  const row = await db
    .selectFrom('civilians')
    .selectAll()
    .where('id', '=', civilianId)
    .executeTakeFirst();
  if (!row) throw new DomainError('not_found', 'safr.patientNotFound');
  return row;
}

/** A civilian as a medic of `department` sees them. */
export async function patientView(
  db: Kysely<Database>,
  civilianId: string,
  department: Department,
  now: Date,
): Promise<PatientView> {
  const row = await civilianRow(db, civilianId);
  const [records, reports] = await Promise.all([
    db
      .selectFrom('medical_records')
      .selectAll()
      .where('civilian_id', '=', civilianId)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .execute(),
    patientCareReportsOf(db, civilianId, { department }),
  ]);
  return {
    patient: toPatientJson(row, now),
    medicalRecords: records.map(toMedicalRecordJson),
    patientCareReports: reports,
  };
}

/** Adds a medical record to any civilian, signed with the medic's stored profile. */
export async function addSignedMedicalRecord(
  db: Kysely<Database>,
  author: Officer,
  civilianId: string,
  description: string,
  now: Date,
): Promise<MedicalRecordJson> {
  await civilianRow(db, civilianId);
  const signer = authorOf(author);
  const row = await db
    .insertInto('medical_records')
    .values({
      civilian_id: civilianId,
      description,
      created_at: now,
      signed_by: author.id,
      signed_by_name: signer.name,
      signed_by_callsign: signer.callsign,
      signed_by_rank: signer.rank,
      signed_by_role: signer.role,
      signed_by_department: author.department,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return toMedicalRecordJson(row);
}

export interface VitalDeclaration {
  deceased: boolean;
  reason: string;
}

/**
 * Declares a civilian deceased or alive, with the reason and the declaring member (from their
 * stored profile) kept on the civilian, where the owner and searches see them. One operation
 * owning its transaction, with the civilian's row locked, so anything that must be written
 * with a declaration (a staff audit entry) joins the same commit. Declaring what is already
 * recorded is refused.
 */
export async function declareVitalStatus(
  db: Kysely<Database>,
  author: Officer,
  civilianId: string,
  declaration: VitalDeclaration,
  now: Date,
): Promise<CivilianRow> {
  return db.transaction().execute(async (trx) => {
    const current = await trx
      .selectFrom('civilians')
      .select(['id', 'deceased', 'first_name', 'last_name'])
      .where('id', '=', civilianId)
      .forUpdate()
      .executeTakeFirst();
    if (!current) throw new DomainError('not_found', 'safr.patientNotFound');
    if (current.deceased === declaration.deceased) {
      throw new DomainError(
        'conflict',
        declaration.deceased ? 'safr.alreadyDeceased' : 'safr.alreadyAlive',
        { field: 'status' },
      );
    }
    const signer = authorOf(author);
    await recordAudit(trx, {
      at: now,
      actor: officerActor(author),
      action: declaration.deceased ? 'civilian.deceased' : 'civilian.alive',
      target: {
        type: 'civilian',
        id: current.id,
        label: `${current.first_name} ${current.last_name}`,
      },
      before: { deceased: current.deceased },
      after: { deceased: declaration.deceased, reason: declaration.reason },
    });
    return trx
      .updateTable('civilians')
      .set({
        deceased: declaration.deceased,
        vital_reason: declaration.reason,
        vital_declared_by_name: signer.name,
        vital_declared_by_callsign: signer.callsign,
        vital_declared_at: now,
        updated_at: now,
      })
      .where('id', '=', civilianId)
      .returningAll()
      .executeTakeFirstOrThrow();
  });
}
