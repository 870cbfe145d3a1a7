import type { ColumnType, Generated, JSONColumnType } from 'kysely';

/** A civilian held after an arrest with jail time (migration 0029). */
export interface JailBookingsTable {
  id: Generated<string>;
  record_id: string;
  civilian_id: string;
  department: string;
  /** The arrest's offense titles, as charged. */
  charges: JSONColumnType<string[]>;
  booked_at: Date;
  release_at: Date;
  officer_id: string | null;
  officer_name: string;
  officer_callsign: string;
  /** Set only by an early release; a booking past release_at is released without it. */
  released_at: Date | null;
  released_by_name: string | null;
  release_reason: string | null;
}

/** The community settings migration 0029 adds. */
export interface JusticeSettingsColumns {
  jail_time_multiplier: ColumnType<number, number | undefined, number>;
  failure_to_pay_days: ColumnType<number, number | undefined, number>;
  warrant_approval: ColumnType<boolean, boolean | undefined, boolean>;
}

/** Tables and columns added by the jail and warrants migration (0029). */
export interface JailTables {
  jail_bookings: JailBookingsTable;
  community_settings: JusticeSettingsColumns;
}
