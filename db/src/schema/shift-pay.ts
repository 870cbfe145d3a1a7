import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

/** Why a shift was paid less than it earned (docs/economy.md, Paid shifts). */
export type ShiftUnpaidReason = 'daily_cap' | 'treasury' | 'no_account';

/** One clock session's pay (migration 0046): at most one per session. */
export interface ShiftPayTable {
  id: Generated<string>;
  clock_session_id: string;
  discord_id: string;
  department: string;
  minutes: number;
  rate_cents: number;
  due_cents: ColumnType<number, number, number>;
  paid_cents: ColumnType<number, number, number>;
  unpaid_reason: ShiftUnpaidReason | null;
  /** The UTC day the shift ended: the daily cap counts pay by it. */
  pay_day: ColumnType<string, string, string>;
  civilian_id: string | null;
  account_id: string | null;
  /** Closed at the community's limit rather than by the member. */
  forced: Generated<boolean>;
  created_at: Timestamp;
}

export interface MemberPayAccountsTable {
  discord_id: string;
  account_id: string;
  updated_at: Timestamp;
}

/** Tables and columns added by the paid shifts migration (0046). */
export interface ShiftPayTables {
  shift_pay: ShiftPayTable;
  member_pay_accounts: MemberPayAccountsTable;
  departments: {
    hourly_pay_cents: ColumnType<number | null, number | null | undefined, number | null>;
  };
  ranks: { hourly_pay_cents: ColumnType<number | null, number | null | undefined, number | null> };
  community_settings: {
    shift_daily_cap_cents: ColumnType<number | null, number | null | undefined, number | null>;
    shift_force_close_hours: ColumnType<number, number | undefined, number>;
  };
}
