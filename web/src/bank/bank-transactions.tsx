import { EmptyState } from '../components/empty-state';
import { LoadMore } from '../components/paged';
import { Table } from '../components/table';
import { formatDateTime } from '../lib/format';
import { useTransactions } from './api/get-transactions';
import { TRANSACTION_TYPE_LABELS, signedMoney } from './bank-forms';

/** The empty line, with what fills it on a line of its own. */
export function NoTransactions() {
  return (
    <EmptyState hint="Deposit cash or make a transfer and it shows here.">
      No transactions found.
    </EmptyState>
  );
}

/** How many ledger rows a page shows: the recent ones first, older ones on request. */
const TRANSACTION_PAGE = 10;

/** One account's ledger, newest first; a money movement refreshes it through the cache. */
export function RecentTransactions({
  civilianId,
  accountId,
}: {
  civilianId: string;
  accountId: string;
}) {
  const list = useTransactions(civilianId, accountId, TRANSACTION_PAGE);
  const transactions = list.items;
  if (transactions === null) {
    return (
      <p className="muted">
        {list.failed ? 'Transactions could not be loaded.' : 'Loading transactions...'}
      </p>
    );
  }
  if (!transactions.length) return <NoTransactions />;
  return (
    <>
      <Table>
        <thead>
          <tr>
            <th className="bank-tx-date">Date</th>
            <th>Description</th>
            <th className="bank-tx-type">Type</th>
            <th className="num">Amount</th>
          </tr>
        </thead>
        <tbody>
          {transactions.map((t) => (
            <tr key={t._id}>
              <td className="bank-tx-date">{formatDateTime(t.createdAt)}</td>
              <td>{t.description}</td>
              <td className="bank-tx-type">{TRANSACTION_TYPE_LABELS[t.type] ?? t.type}</td>
              <td className={`num ${t.amount < 0 ? 'amount-negative' : 'amount-positive'}`}>
                {signedMoney(t.amount)}
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
      <LoadMore hasMore={list.hasMore} busy={list.busy} onMore={() => void list.more()} />
    </>
  );
}
