import type { ColumnType, Generated, JSONColumnType } from 'kysely';
import type { Department } from './core';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

/** Who a unit profile serves with: the police (public safety) or SA Fire Rescue. */
export type UnitService = 'police' | 'safr';
/** What a call needs: police, fire or EMS units. */
export type CallService = 'police' | 'fire' | 'ems';

/**
 * Columns migration 0010 adds to core tables (see schema/core.ts and schema/dispatch.ts); the
 * intersection in schema.ts merges them into one row type.
 */
export interface OfficerServiceColumns {
  service: Generated<UnitService>;
  /** Firefighter, EMT or Paramedic; fire/rescue profiles only. */
  role: string | null;
  station: string | null;
}

export interface CallServiceColumns {
  services: ColumnType<CallService[], CallService[] | undefined, CallService[]>;
}

/** Set when a fire/rescue member signed the record (the member's own entries carry none). */
export interface MedicalSignatureColumns {
  signed_by: string | null;
  signed_by_name: string | null;
  signed_by_callsign: string | null;
  signed_by_rank: string | null;
  signed_by_role: string | null;
  signed_by_department: Department | null;
}

/** The last declaration of death or life by fire/rescue; `deceased` holds the state itself. */
export interface CivilianVitalColumns {
  vital_reason: string | null;
  vital_declared_by_name: string | null;
  vital_declared_by_callsign: string | null;
  vital_declared_at: Date | null;
}

export interface Vitals {
  bloodPressure?: string;
  pulse?: number;
  respiratoryRate?: number;
  spo2?: number;
  temperature?: number;
  glucose?: number;
  gcs?: number;
  pain?: number;
}

interface ReportAuthorColumns {
  author_id: string | null;
  author_name: string;
  author_callsign: string;
  author_rank: string;
  author_role: string;
}

export interface PatientCareReportsTable extends ReportAuthorColumns {
  id: Generated<string>;
  department: Department;
  patient_id: string;
  call_id: string | null;
  chief_complaint: string;
  vitals: JSONColumnType<Vitals, string, string>;
  assessment: string | null;
  treatment: string | null;
  disposition: string;
  destination: string | null;
  created_at: Timestamp;
}

export interface FireIncidentReportsTable extends ReportAuthorColumns {
  id: Generated<string>;
  department: Department;
  call_id: string | null;
  incident_type: string;
  location: string;
  units_on_scene: ColumnType<string[], string[] | undefined, string[]>;
  actions_taken: string;
  cause: string | null;
  injuries: string | null;
  property_loss_cents: number | null;
  created_at: Timestamp;
}

export interface FireRescueTables {
  officers: OfficerServiceColumns;
  calls: CallServiceColumns;
  medical_records: MedicalSignatureColumns;
  civilians: CivilianVitalColumns;
  patient_care_reports: PatientCareReportsTable;
  fire_incident_reports: FireIncidentReportsTable;
}
