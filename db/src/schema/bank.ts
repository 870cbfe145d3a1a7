import type { ColumnType, Generated, JSONColumnType } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

export const ACCOUNT_TYPES = [
  'Checking',
  'Savings',
  'Business Checking',
  'Business Savings',
] as const;
export type AccountType = (typeof ACCOUNT_TYPES)[number];

export type LedgerType =
  | 'opening'
  | 'deposit'
  | 'withdrawal'
  | 'transfer_in'
  | 'transfer_out'
  | 'fine'
  // The economy's (migration 0032): staff adjustments, shop purchases, items sold between civilians.
  | 'adjustment'
  | 'purchase'
  | 'item_sale'
  // Paid shifts (migration 0046): pay from the treasury at clock-out.
  | 'shift_pay'
  // Businesses (migration 0045): owner deposits and withdrawals, wages paid by payroll.
  | 'business_transfer'
  | 'payroll';

export type AccountRequestStatus = 'pending' | 'approved' | 'rejected';

export interface BankWalletsTable {
  civilian_id: string;
  balance_cents: ColumnType<number, number | undefined, number>;
  created_at: Generated<Date>;
  updated_at: Timestamp;
}

export interface BankAccountsTable {
  id: Generated<string>;
  civilian_id: string;
  name: string;
  account_type: AccountType;
  /** Ten digits, unique: what other members type to send money here. */
  account_number: string;
  balance_cents: ColumnType<number, number | undefined, number>;
  /** Opening order (timestamps can tie). */
  seq: Generated<number>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface BankLedgerTable {
  id: Generated<number>;
  /** Owner of the pocket the row moved money in or out of; NULL once that civilian is deleted. */
  civilian_id: string | null;
  /** NULL: the owner's wallet. */
  account_id: string | null;
  type: LedgerType;
  description: string;
  /** Signed: negative is a debit of this pocket. */
  amount_cents: number;
  transfer_id: string | null;
  counterparty_account_number: string | null;
  /** Unique when set: the fine (or other external charge) this row settles. */
  reference: string | null;
  created_at: Timestamp;
}

export interface BankAccountRequestsTable {
  id: Generated<string>;
  civilian_id: string;
  account_type: AccountType;
  reason: string;
  status: ColumnType<AccountRequestStatus, AccountRequestStatus | undefined, AccountRequestStatus>;
  account_id: string | null;
  decided_by: string | null;
  decided_at: Date | null;
  decision_note: string | null;
  seq: Generated<number>;
  created_at: Timestamp;
}

export interface BankIdempotencyKeysTable {
  discord_id: string;
  idempotency_key: string;
  /** The operation and its request body: one key may not be reused for another request. */
  fingerprint: string;
  /** The operation's result as first returned; a replay returns it unchanged. */
  response: JSONColumnType<Record<string, unknown>>;
  created_at: Generated<Date>;
}

/** One row per member whose opening balances have been paid (they are paid once). */
export interface BankOpeningGrantsTable {
  discord_id: string;
  civilian_id: string | null;
  granted_at: Generated<Date>;
}

export interface BankTables {
  bank_wallets: BankWalletsTable;
  bank_accounts: BankAccountsTable;
  bank_ledger: BankLedgerTable;
  bank_account_requests: BankAccountRequestsTable;
  bank_idempotency_keys: BankIdempotencyKeysTable;
  bank_opening_grants: BankOpeningGrantsTable;
  community_settings: OpeningBalanceColumns;
}

/** The community settings migration 0050 adds: the opening balances; NULL until first seeded. */
export interface OpeningBalanceColumns {
  opening_wallet_cents: ColumnType<number | null, number | null | undefined, number | null>;
  opening_checking_cents: ColumnType<number | null, number | null | undefined, number | null>;
}
