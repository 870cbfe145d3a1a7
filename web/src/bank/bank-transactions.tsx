import { useTranslation } from 'react-i18next';
import { EmptyState } from '../components/empty-state';
import { LoadMore } from '../components/paged';
import { Table } from '../components/table';
import { formatDateTime } from '../lib/format';
import { useTransactions } from './api/get-transactions';
import { signedMoney, transactionTypeLabel } from './bank-forms';

/** The empty line, with what fills it on a line of its own. */
export function NoTransactions() {
  const { t } = useTranslation();
  return (
    <EmptyState hint={t('bank.transactions.emptyHint')}>{t('bank.transactions.empty')}</EmptyState>
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
  const { t } = useTranslation();
  const list = useTransactions(civilianId, accountId, TRANSACTION_PAGE);
  const transactions = list.items;
  if (transactions === null) {
    return (
      <p className="muted">
        {list.failed ? t('bank.transactions.loadFailed') : t('bank.transactions.loading')}
      </p>
    );
  }
  if (!transactions.length) return <NoTransactions />;
  return (
    <>
      <Table>
        <thead>
          <tr>
            <th className="bank-tx-date">{t('bank.transactions.date')}</th>
            <th>{t('bank.transactions.description')}</th>
            <th className="bank-tx-type">{t('bank.transactions.type')}</th>
            <th className="num">{t('bank.transactions.amount')}</th>
          </tr>
        </thead>
        <tbody>
          {transactions.map((tx) => (
            <tr key={tx._id}>
              <td className="bank-tx-date">{formatDateTime(tx.createdAt)}</td>
              <td>{tx.description}</td>
              <td className="bank-tx-type">{transactionTypeLabel(t, tx.type)}</td>
              <td className={`num ${tx.amount < 0 ? 'amount-negative' : 'amount-positive'}`}>
                {signedMoney(tx.amount)}
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
      <LoadMore hasMore={list.hasMore} busy={list.busy} onMore={() => void list.more()} />
    </>
  );
}
