import type { ColumnType, Generated, JSONColumnType } from 'kysely';
import type { Department } from './core';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

export interface DispatchCountersTable {
  department: Department;
  last_call_number: Generated<number>;
  last_badge_number: Generated<number>;
  events_written: Generated<number>;
  pruned_through: Generated<number>;
}

export interface OfficerUnitsTable {
  officer_id: string;
  status: Generated<string>;
  subdivision: Generated<string>;
  selected_at: Date | null;
  updated_at: Timestamp;
  /** When the status last changed (migration 0042): the console's time in status. */
  status_since: Timestamp;
}

export interface ClockSessionsTable {
  id: Generated<string>;
  officer_id: string;
  department: Department;
  started_at: Date;
  ended_at: Date | null;
}

export type CallStatus = 'Active' | 'Closed';

export interface CallsTable {
  id: Generated<string>;
  department: Department;
  call_number: number;
  type: string;
  location: string;
  postal: string | null;
  details: string | null;
  status: Generated<CallStatus>;
  primary_officer_id: string | null;
  created_by: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
  closed_at: Date | null;
  closed_by: string | null;
}

export interface CallUnitsTable {
  call_id: string;
  officer_id: string;
  attached_at: Timestamp;
}

export type BoloStatus = 'Active' | 'Cleared';

export interface BolosTable {
  id: Generated<string>;
  department: Department;
  bolo_type: 'vehicle' | 'person';
  vehicle_description: string | null;
  vehicle_plate: string | null;
  person_description: string | null;
  person_name: string | null;
  location: string | null;
  details: string | null;
  status: Generated<BoloStatus>;
  created_by: string | null;
  created_at: Timestamp;
  cleared_at: Date | null;
  cleared_by: string | null;
}

export interface PanicAlertsTable {
  id: Generated<string>;
  department: Department;
  officer_id: string;
  callsign: string;
  officer_name: string;
  call_id: string | null;
  call_summary: string | null;
  raised_at: Date;
  acknowledged_at: Date | null;
  acknowledged_by: string | null;
  acknowledged_by_callsign: string | null;
}

export interface DispatchEventsTable {
  id: Generated<number>;
  department: Department;
  type: string;
  payload: JSONColumnType<object, string, string>;
  created_at: Timestamp;
}

/** Tables added by the dispatch migration (0005). */
export interface DispatchTables {
  dispatch_counters: DispatchCountersTable;
  officer_units: OfficerUnitsTable;
  clock_sessions: ClockSessionsTable;
  calls: CallsTable;
  call_units: CallUnitsTable;
  bolos: BolosTable;
  panic_alerts: PanicAlertsTable;
  dispatch_events: DispatchEventsTable;
}
