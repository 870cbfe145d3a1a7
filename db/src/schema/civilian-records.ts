import type { ColumnType, Generated, JSONColumnType } from 'kysely';

/** One DMV test attempt: started on the server, graded on submission. */
export interface DmvTestsTable {
  id: Generated<string>;
  civilian_id: string;
  test_type: string;
  started_at: ColumnType<Date, Date, Date>;
  submitted_at: Date | null;
  score: number | null;
  passed: boolean | null;
  /** Question index → chosen option, as submitted. */
  answers: JSONColumnType<Record<string, string> | null, string | null | undefined, string | null>;
}

/** Tables added by migrations of this area. */
export interface CivilianRecordsTables {
  dmv_tests: DmvTestsTable;
}
