import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

export type BusinessStatus = 'pending' | 'active' | 'rejected';
export type EmployeeStatus = 'invited' | 'active' | 'declined' | 'left' | 'removed';
export type BusinessLedgerType = 'deposit' | 'withdrawal' | 'payroll' | 'sale';

/** A civilian's business (migration 0045). */
export interface BusinessesTable {
  id: Generated<string>;
  owner_civilian_id: string;
  name: string;
  type: string;
  description: ColumnType<string, string | undefined, string>;
  status: BusinessStatus;
  payroll_weekly: ColumnType<boolean, boolean | undefined, boolean>;
  /** Set exactly when payroll_weekly: the next scheduled run. */
  next_payroll_at: Date | null;
  decided_by: string | null;
  seq: Generated<number>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** The business's money; CHECK balance_cents >= 0. */
export interface BusinessAccountsTable {
  business_id: string;
  balance_cents: ColumnType<number, number | undefined, number>;
  updated_at: Timestamp;
}

export interface BusinessLedgerTable {
  id: Generated<number>;
  business_id: string;
  type: BusinessLedgerType;
  /** Signed: positive adds to the business account. */
  amount_cents: number;
  description: string;
  /** The civilian on the other side (owner, employee or buyer). */
  civilian_id: string | null;
  created_at: Timestamp;
}

export interface BusinessEmployeesTable {
  id: Generated<string>;
  business_id: string;
  civilian_id: string;
  wage_cents: number;
  status: EmployeeStatus;
  seq: Generated<number>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface BusinessPayrollRunsTable {
  id: Generated<string>;
  business_id: string;
  trigger: 'manual' | 'scheduled';
  status: 'paid' | 'failed';
  total_cents: number;
  employees: number;
  /** The business account's balance after the run (or when it failed). */
  balance_cents: number;
  seq: Generated<number>;
  created_at: Timestamp;
}

export interface BusinessTables {
  businesses: BusinessesTable;
  business_accounts: BusinessAccountsTable;
  business_ledger: BusinessLedgerTable;
  business_employees: BusinessEmployeesTable;
  business_payroll_runs: BusinessPayrollRunsTable;
  community_settings: {
    businesses_need_approval: ColumnType<boolean, boolean | undefined, boolean>;
  };
  shop_items: { business_id: ColumnType<string | null, string | null | undefined, string | null> };
}
