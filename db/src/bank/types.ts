import type { Selectable } from 'kysely';
import type { Config } from '../infra/config';
import type {
  AccountRequestStatus,
  AccountType,
  BankAccountRequestsTable,
  BankAccountsTable,
  BankLedgerTable,
  LedgerType,
} from '../schema/bank';

export type { AccountRequestStatus, AccountType, LedgerType } from '../schema/bank';
export { ACCOUNT_TYPES } from '../schema/bank';

/** What a new civilian starts with (configuration: BANK_STARTING_WALLET / _CHECKING). */
export interface OpeningBalances {
  walletCents: number;
  checkingCents: number;
}

/** The configured starting money (BANK_STARTING_WALLET / BANK_STARTING_CHECKING). */
export function openingBalances(config: { bank: Config['bank'] }): OpeningBalances {
  return {
    walletCents: config.bank.startingWalletCents,
    checkingCents: config.bank.startingCheckingCents,
  };
}

// Results of bank operations are plain JSON values (cents, ISO dates) so an idempotent
// replay can store and return them unchanged.

export interface BankAccount {
  id: string;
  civilianId: string;
  name: string;
  accountType: AccountType;
  accountNumber: string;
  balanceCents: number;
  createdAt: string;
}

export interface LedgerEntry {
  id: string;
  /** Null only in the history of a deleted civilian. */
  civilianId: string | null;
  /** Null: the civilian's wallet. */
  accountId: string | null;
  type: LedgerType;
  description: string;
  amountCents: number;
  counterpartyAccountNumber: string | null;
  createdAt: string;
}

export interface AccountRequest {
  id: string;
  civilianId: string;
  accountType: AccountType;
  reason: string;
  status: AccountRequestStatus;
  accountId: string | null;
  decidedBy: string | null;
  decidedAt: string | null;
  decisionNote: string | null;
  createdAt: string;
}

const iso = (d: Date | string) => (d instanceof Date ? d.toISOString() : new Date(d).toISOString());

export function toAccount(row: Selectable<BankAccountsTable>): BankAccount {
  return {
    id: row.id,
    civilianId: row.civilian_id,
    name: row.name,
    accountType: row.account_type,
    accountNumber: row.account_number,
    balanceCents: row.balance_cents,
    createdAt: iso(row.created_at),
  };
}

export function toLedgerEntry(row: Selectable<BankLedgerTable>): LedgerEntry {
  return {
    id: String(row.id),
    civilianId: row.civilian_id,
    accountId: row.account_id,
    type: row.type,
    description: row.description,
    amountCents: row.amount_cents,
    counterpartyAccountNumber: row.counterparty_account_number,
    createdAt: iso(row.created_at),
  };
}

export function toAccountRequest(row: Selectable<BankAccountRequestsTable>): AccountRequest {
  return {
    id: row.id,
    civilianId: row.civilian_id,
    accountType: row.account_type,
    reason: row.reason,
    status: row.status,
    accountId: row.account_id,
    decidedBy: row.decided_by,
    decidedAt: row.decided_at ? iso(row.decided_at) : null,
    decisionNote: row.decision_note,
    createdAt: iso(row.created_at),
  };
}

export const isBusinessType = (type: AccountType) => type.startsWith('Business');
