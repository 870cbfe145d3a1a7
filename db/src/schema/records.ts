import type { ColumnType, Generated, JSONColumnType } from 'kysely';
import type { Department } from './core';

export type RecordType = 'arrest' | 'citation' | 'warning';
export type FineStatus = 'none' | 'unpaid' | 'paid';
export type WarrantType = 'Arrest' | 'Search';
export type StoredWarrantStatus = 'Active' | 'Resolved' | 'Requested' | 'Denied';
export type IncidentReportType = 'Arrest' | 'Incident' | 'Traffic Stop';
export type PsoReportKind = 'use-of-force' | '10-50' | 'scene-report';

/** One offense as it was charged (a copy: later penal code edits never rewrite a record). */
export interface ChargedOffense {
  title: string;
  fineCents: number;
  jailMinutes: number;
  penalCodeId: string | null;
}

export interface PenalCodesTable {
  id: Generated<string>;
  title: string;
  category: Generated<string>;
  fine_cents: number;
  jail_minutes: number;
  retired_at: Date | null;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export interface RecordsTable {
  id: Generated<string>;
  civilian_id: string;
  department: Department;
  type: RecordType;
  reason: string;
  offenses: JSONColumnType<ChargedOffense[]>;
  fine_cents: number;
  jail_minutes: number;
  notes: string | null;
  officer_id: string | null;
  officer_name: string;
  officer_callsign: string;
  officer_rank: string;
  officer_username: string;
  fine_status: FineStatus;
  paid_at: Date | null;
  paid_from: string | null;
  created_at: ColumnType<Date, Date | undefined, Date>;
}

export interface WarrantsTable {
  id: Generated<string>;
  civilian_id: string;
  department: Department;
  type: WarrantType;
  reason: string;
  expires_at: Date | null;
  status: Generated<StoredWarrantStatus>;
  officer_id: string | null;
  officer_name: string;
  officer_callsign: string;
  resolved_at: Date | null;
  resolved_by: string | null;
  resolved_by_name: string | null;
  created_at: ColumnType<Date, Date | undefined, Date>;
  /** A failure-to-pay warrant's unpaid record (one warrant per record). */
  unpaid_record_id: ColumnType<string | null, string | null | undefined, string | null>;
  /** A warrant request's decision by a judge. */
  decided_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  decided_by_name: ColumnType<string | null, string | null | undefined, string | null>;
  denial_reason: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface IncidentReportsTable {
  id: Generated<string>;
  department: Department;
  title: string;
  type: IncidentReportType;
  description: string;
  officer_id: string | null;
  officer_name: string;
  officer_callsign: string;
  created_at: ColumnType<Date, Date | undefined, Date>;
}

export interface PsoReportsTable {
  id: Generated<string>;
  department: Department;
  kind: PsoReportKind;
  fields: JSONColumnType<Record<string, string | null>>;
  officer_id: string | null;
  officer_name: string;
  officer_callsign: string;
  officer_rank: string;
  officer_discord_id: string;
  created_at: ColumnType<Date, Date | undefined, Date>;
}

/** Each distinct name search key once, kept by triggers on civilians (typo search reads it). */
export interface CivilianNamesTable {
  name: string;
  civilians: number;
}

/** Tables added by migrations of this area. */
export interface RecordsTables {
  civilian_names: CivilianNamesTable;
  penal_codes: PenalCodesTable;
  records: RecordsTable;
  warrants: WarrantsTable;
  incident_reports: IncidentReportsTable;
  pso_reports: PsoReportsTable;
}
