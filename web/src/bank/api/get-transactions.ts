import { useCallback } from 'react';
import type { InferResponseType } from 'hono/client';
import { usePaged } from '../../components/paged';
import { call, rpc } from '../../lib/api';
import { BANK } from './keys';

const byCivilian = rpc.api.bank.transactions.byCivilian[':civilianId'];

export type BankTransaction = InferResponseType<
  typeof byCivilian.$get,
  200
>['transactions'][number];

/** A page of one account's ledger, newest first; pass the last page's cursor for more. */
export const getTransactions = (
  civilianId: string,
  accountId: string,
  limit: number,
  cursor?: string,
) =>
  call(
    byCivilian.$get({
      param: { civilianId },
      query: { accountId, limit: String(limit), ...(cursor ? { cursor } : {}) },
    }),
  );

/** One account's ledger, a page at a time; a money movement refreshes it through the cache. */
export function useTransactions(civilianId: string, accountId: string, pageSize: number) {
  const load = useCallback(
    (cursor?: string) =>
      getTransactions(civilianId, accountId, pageSize, cursor).then((r) => ({
        items: r.transactions,
        nextCursor: r.nextCursor,
      })),
    [civilianId, accountId, pageSize],
  );
  return usePaged<BankTransaction>(load, [...BANK, civilianId, 'transactions', accountId]);
}
