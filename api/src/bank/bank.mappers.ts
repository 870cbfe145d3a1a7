import { centsToDollars } from '@tenfour/db/bank';
import type {
  AccountRequest,
  BankAccount,
  LedgerEntry,
  AccountRequestWithCivilian,
} from '@tenfour/db/bank';

// The API's JSON for bank entities, built in one place: `_id`, dollars, and both spellings
// of account type and number (`accountType`/`type`, `accountNumber`/`number`).

export function accountJson(a: BankAccount) {
  return {
    _id: a.id,
    civilianId: a.civilianId,
    name: a.name,
    accountType: a.accountType,
    type: a.accountType,
    accountNumber: a.accountNumber,
    number: a.accountNumber,
    balance: centsToDollars(a.balanceCents),
    createdAt: a.createdAt,
  };
}

export function transactionJson(t: LedgerEntry) {
  return {
    _id: t.id,
    accountId: t.accountId,
    type: t.type,
    description: t.description,
    /** Negative is a debit. */
    amount: centsToDollars(t.amountCents),
    counterpartyAccountNumber: t.counterpartyAccountNumber,
    createdAt: t.createdAt,
  };
}

export function requestJson(r: AccountRequest) {
  return {
    _id: r.id,
    civilianId: r.civilianId,
    accountType: r.accountType,
    type: r.accountType,
    reason: r.reason,
    status: r.status,
    needsApproval: true,
    accountId: r.accountId,
    decidedBy: r.decidedBy,
    decidedAt: r.decidedAt,
    decisionNote: r.decisionNote,
    createdAt: r.createdAt,
  };
}

export function staffRequestJson(r: AccountRequestWithCivilian) {
  return {
    ...requestJson(r),
    civilian: {
      _id: r.civilian.id,
      firstName: r.civilian.firstName,
      lastName: r.civilian.lastName,
      discordId: r.civilian.discordId,
    },
  };
}
