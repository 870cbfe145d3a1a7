import type { Generated } from 'kysely';
import type { CallService, UnitService } from './fire-rescue';

/** What a unit status means to the CAD, whatever its code or label says. */
export type StatusMeaning = 'available' | 'busy' | 'enroute' | 'onscene' | 'offduty' | 'panic';

/** A unit status of a service, as the community defines it (migration 0027). */
export interface UnitStatusesTable {
  id: Generated<string>;
  service: UnitService;
  code: string;
  label: string;
  colour: string;
  meaning: StatusMeaning;
  position: number;
  retired_at: Date | null;
  created_at: Generated<Date>;
}

/** A call type as the community defines it (migration 0034). */
export interface CallTypesTable {
  id: Generated<string>;
  name: string;
  /** 1 (most urgent) to 3: what a call of this type starts with when nobody says. */
  priority: number;
  services: CallService[];
  /** The call's optional fields a new call of this type must fill (migration 0048). */
  required_fields: Generated<CallRequiredField[]>;
  position: number;
  retired_at: Date | null;
  created_at: Generated<Date>;
}

/** The optional fields of a call that a call type can require. */
export type CallRequiredField = 'postal' | 'details';

/** A license type civilians may hold, as the community defines it (migration 0040). */
export interface LicenseTypesTable {
  id: Generated<string>;
  name: string;
  /** The Discord role that lets a member add it to their civilians. */
  discord_role_id: string | null;
  /** The DMV test (question set) whose pass grants it. */
  dmv_test: string | null;
  position: number;
  retired_at: Date | null;
  created_at: Generated<Date>;
}

/** The lists the civilian forms offer. */
export type ValueListName =
  'vehicle_type' | 'vehicle_colour' | 'weapon_type' | 'eye_colour' | 'hair_colour';

/** One value of a list the forms offer (migration 0040). */
export interface ListValuesTable {
  id: Generated<string>;
  list: ValueListName;
  value: string;
  position: number;
  retired_at: Date | null;
  created_at: Generated<Date>;
}

export type CustomFieldTarget = 'civilian' | 'vehicle' | 'weapon';
export type CustomFieldType = 'text' | 'longtext' | 'number' | 'date' | 'yesno' | 'choice';
/** Who a custom field is shown to or edited by. */
export type CustomFieldAudience = 'owner' | 'public_safety' | 'staff';
export type CustomFieldSearch = 'none' | 'exact' | 'prefix';

/** A custom field of civilians, vehicles or weapons (migration 0044). */
export interface CustomFieldsTable {
  id: Generated<string>;
  target: CustomFieldTarget;
  key: string;
  label: string;
  type: CustomFieldType;
  required: boolean;
  options: string[];
  max_length: number | null;
  /** numeric: node-postgres reads it as a string. */
  min_value: string | number | null;
  max_value: string | number | null;
  help: string | null;
  see: CustomFieldAudience[];
  edit: CustomFieldAudience[];
  in_results: boolean;
  searchable: CustomFieldSearch;
  position: number;
  retired_at: Date | null;
  created_at: Generated<Date>;
}

/** One record's value of one custom field. */
export interface CustomFieldValuesTable {
  field_id: string;
  civilian_id: string | null;
  vehicle_id: string | null;
  weapon_id: string | null;
  record_id: Generated<string>;
  value: unknown;
  search_text: string;
  updated_at: Generated<Date>;
}

export interface ValuesTables {
  custom_fields: CustomFieldsTable;
  custom_field_values: CustomFieldValuesTable;
  unit_statuses: UnitStatusesTable;
  call_types: CallTypesTable;
  license_types: LicenseTypesTable;
  list_values: ListValuesTable;
}
