import type { ColumnType } from 'kysely';

/** The community settings migration 0041 adds: the console's call age colours, in minutes. */
export interface CallAgeColumns {
  call_age_warn_minutes: ColumnType<number, number | undefined, number>;
  call_age_alert_minutes: ColumnType<number, number | undefined, number>;
}

/** Columns added by the call age migration (0041). */
export interface CallAgeTables {
  community_settings: CallAgeColumns;
}
