import type { ColumnType, Generated, JSONColumnType } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

export interface CiviliansTable {
  id: Generated<string>;
  discord_id: string;
  first_name: string;
  last_name: string;
  middle_initial: string | null;
  /** 'YYYY-MM-DD' */
  date_of_birth: string;
  age: number | null;
  sex: string | null;
  known_aliases: ColumnType<string[], string[] | undefined, string[]>;
  residence: string | null;
  zip_code: string | null;
  occupation: string | null;
  height: string | null;
  weight: string | null;
  skin_tone: string | null;
  hair_color: string | null;
  eye_color: string | null;
  emergency_contact_name: string | null;
  ssn: string | null;
  deceased: Generated<boolean>;
  created_at: Generated<Date>;
  updated_at: Timestamp;
}

export interface CivilianLicensesTable {
  civilian_id: string;
  license_type: string;
  status: Generated<string>;
  created_at: Generated<Date>;
}

export interface VehiclesTable {
  id: Generated<string>;
  civilian_id: string;
  plate: string;
  vin: string | null;
  make: string;
  model: string;
  year: number | null;
  color: string | null;
  type: Generated<string>;
  insured: Generated<boolean>;
  status: Generated<string>;
  created_at: Generated<Date>;
  updated_at: Timestamp;
}

export interface WeaponsTable {
  id: Generated<string>;
  civilian_id: string;
  weapon_type: string;
  serial_number: string;
  registered_name: string;
  created_at: Generated<Date>;
  updated_at: Timestamp;
}

export interface MedicalRecordsTable {
  id: Generated<string>;
  civilian_id: string;
  description: string;
  created_at: Generated<Date>;
}

/** A department's id: a row of `departments` (migration 0022), e.g. 'Xbox' or 'LSPD'. */
export type DepartmentId = string;
/** Every `department` column holds a department's id. */
export type Department = DepartmentId;

export interface OfficersTable {
  id: Generated<string>;
  discord_id: string;
  civilian_id: string | null;
  department: Department;
  callsign: string;
  badge_number: number;
  first_name: string;
  last_name: string;
  rank: Generated<string>;
  created_at: Generated<Date>;
}

/**
 * dm_edit: turns an already sent DM into a later state (a fine paid on the site). call_dm: a
 * unit's assignment DM; call_edit: a call's Discord message (the caller's reply, an
 * assignment DM, the dispatch channel's post) brought to the call's current state;
 * call_post: a new 911 call in the department's dispatch channel. member_role: a guild
 * member's role brought in line with the items they hold (db/src/economy/item-roles.ts).
 */
export type OutboxKind =
  | 'dm'
  | 'webhook'
  | 'dm_edit'
  | 'call_dm'
  | 'call_edit'
  | 'call_post'
  | 'event_webhook'
  | 'member_role';
export type OutboxStatus = 'pending' | 'sent' | 'failed';

export interface OutboxTable {
  id: Generated<number>;
  kind: OutboxKind;
  payload: JSONColumnType<Record<string, unknown>>;
  status: Generated<OutboxStatus>;
  attempts: Generated<number>;
  next_attempt_at: Timestamp;
  last_error: string | null;
  result: JSONColumnType<Record<string, unknown> | null, string | null | undefined, string | null>;
  dedupe_key: string | null;
  created_at: Generated<Date>;
  sent_at: Date | null;
}

export interface CoreTables {
  civilians: CiviliansTable;
  civilian_licenses: CivilianLicensesTable;
  vehicles: VehiclesTable;
  weapons: WeaponsTable;
  medical_records: MedicalRecordsTable;
  officers: OfficersTable;
  outbox: OutboxTable;
}
