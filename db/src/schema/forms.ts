import type { ColumnType, Generated, JSONColumnType } from 'kysely';
import type { DepartmentService } from './departments';
import type { FormDefinition, FormAnswers } from '../forms/definition';

/** A community form (migration 0043): its draft, where it is published, its current version. */
export interface CustomFormsTable {
  id: Generated<string>;
  name: string;
  description: Generated<string>;
  definition: JSONColumnType<FormDefinition, string, string>;
  post_to_webhook: Generated<boolean>;
  departments: ColumnType<string[], string[] | undefined, string[]>;
  services: ColumnType<DepartmentService[], DepartmentService[] | undefined, DepartmentService[]>;
  current_version: number | null;
  retired_at: Date | null;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

/** A publication: the form as it was, never changed. */
export interface CustomFormVersionsTable {
  id: Generated<string>;
  form_id: string;
  version: number;
  name: string;
  description: string;
  definition: JSONColumnType<FormDefinition, string, string>;
  post_to_webhook: boolean;
  created_at: Generated<Date>;
}

/** A filed form: its answers, read with the labels of the version it was filed with. */
export interface CustomReportsTable {
  id: Generated<string>;
  form_id: string;
  version_id: string;
  department: string;
  filer_discord_id: string;
  officer_id: string;
  filer_name: string;
  filer_callsign: string;
  answers: JSONColumnType<FormAnswers, string, string>;
  civilian_ids: ColumnType<string[], string[] | undefined, string[]>;
  search_text: Generated<string>;
  created_at: Generated<Date>;
}

export interface FormTables {
  custom_forms: CustomFormsTable;
  custom_form_versions: CustomFormVersionsTable;
  custom_reports: CustomReportsTable;
}
