import type { InferResponseType } from 'hono/client';
import { call, request, rpc } from '../lib/api';

// Shapes come from the server's routes (hono/client), so the page and the API agree.
const bank = rpc.api.bank;

export type BankView = InferResponseType<(typeof bank.accounts)[':civilianId']['$get'], 200>;
export type BankAccount = BankView['accounts'][number];
export type PendingRequest = BankView['pendingRequests'][number];
export type BankTransaction = InferResponseType<
  (typeof bank.transactions.byCivilian)[':civilianId']['$get'],
  200
>['transactions'][number];
export type StaffRequest = InferResponseType<
  (typeof bank.requests)['$get'],
  200
>['requests'][number];

export type OpenFine = InferResponseType<
  (typeof bank.fines)[':civilianId']['$get'],
  200
>['fines'][number];

/** Opened at once (201) or a request awaiting staff (202): one call, two answers. */
export type CreateResult = InferResponseType<typeof bank.create.$post>;

export const ACCOUNT_TYPES = [
  'Checking',
  'Savings',
  'Business Checking',
  'Business Savings',
] as const;
export type AccountType = (typeof ACCOUNT_TYPES)[number];
export const isBusiness = (type: string) => type.startsWith('Business');

/** A fresh Idempotency-Key (works outside secure contexts, unlike randomUUID). */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

const withKey = (key: string) => ({ headers: { 'Idempotency-Key': key } });

export const bankApi = {
  accounts: (civilianId: string) =>
    call(bank.accounts[':civilianId'].$get({ param: { civilianId } })),
  /** A page of one account's ledger, newest first; pass the last page's cursor for more. */
  transactions: (civilianId: string, accountId: string, limit = 10, cursor?: string) =>
    call(
      bank.transactions.byCivilian[':civilianId'].$get({
        param: { civilianId },
        query: { accountId, limit: String(limit), ...(cursor ? { cursor } : {}) },
      }),
    ),
  wallet: (discordId: string, civilianId: string) =>
    call(
      rpc.api.wallet[':discordId'].$get({ param: { discordId }, query: { civilian: civilianId } }),
    ),
  create: (body: {
    civilianId: string;
    accountType: AccountType;
    reason?: string;
    needsApproval: boolean;
  }) => request<CreateResult>('/api/bank/create', { method: 'POST', body }),
  deposit: (json: { accountId: string; amount: string; description?: string }, key: string) =>
    call(bank.deposit.$post({ json }, withKey(key))),
  withdraw: (json: { accountId: string; amount: string; description?: string }, key: string) =>
    call(bank.withdraw.$post({ json }, withKey(key))),
  transfer: (
    json: { fromAccountId: string; toAccountNumber: string; amount: string; description?: string },
    key: string,
  ) => call(bank.transfer.$post({ json }, withKey(key))),
  rename: (json: { accountId: string; newName: string }) => call(bank.rename.$post({ json })),
  /** A page of the civilian's unpaid fines, newest first, with the count and total of all. */
  openFines: (civilianId: string, cursor?: string) =>
    call(
      bank.fines[':civilianId'].$get({ param: { civilianId }, query: cursor ? { cursor } : {} }),
    ),
  /** The one fine payment (the Records panel's and Discord's): the server prices it. */
  payFine: (recordId: string, key: string) =>
    call(rpc.api.records[':recordId']['pay-fine'].$post({ param: { recordId } }, withKey(key))),
  /** A page of account requests for staff; pass the last page's cursor for more. */
  requests: (status: 'pending' | 'approved' | 'rejected' | 'all', cursor?: string) =>
    call(bank.requests.$get({ query: { status, ...(cursor ? { cursor } : {}) } })),
  approve: (id: string) => call(bank.requests[':id'].approve.$post({ param: { id }, json: {} })),
  reject: (id: string) => call(bank.requests[':id'].reject.$post({ param: { id }, json: {} })),
};
