import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

/** What a department serves: a department may serve fire and EMS together. */
export type DepartmentService = 'police' | 'fire' | 'ems';

/** A department the community runs (migration 0022). `id` never changes once created. */
export interface DepartmentsTable {
  id: string;
  name: string;
  short_name: string;
  services: DepartmentService[];
  platform: string | null;
  colour: Generated<string>;
  callsign_pattern: string | null;
  report_webhook_url: string | null;
  dispatch_webhook_url: string | null;
  position: number;
  archived_at: Date | null;
  created_at: Generated<Date>;
  updated_at: Timestamp;
  updated_by: string | null;
}

export interface DivisionsTable {
  id: Generated<string>;
  department: string;
  name: string;
  position: number;
  archived_at: Date | null;
  created_at: Generated<Date>;
}

export interface RanksTable {
  id: Generated<string>;
  department: string;
  name: string;
  /** 1 is the highest rank. */
  position: number;
  /** Holders manage their department's roster. */
  supervisor: Generated<boolean>;
  archived_at: Date | null;
  created_at: Generated<Date>;
}

export interface OfficerDivisionsTable {
  officer_id: string;
  division_id: string;
}

/** The column migration 0022 adds to `officers` (schema/core.ts); schema.ts merges it in. */
export interface OfficersRankColumn {
  rank_id: string | null;
}

/** Tables and columns added by the departments migration (0022). */
export interface DepartmentTables {
  departments: DepartmentsTable;
  divisions: DivisionsTable;
  ranks: RanksTable;
  officer_divisions: OfficerDivisionsTable;
  officers: OfficersRankColumn;
}
