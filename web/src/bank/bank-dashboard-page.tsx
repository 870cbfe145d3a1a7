import { useCallback, useEffect, useState } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { useSession, useUser } from '../app/session';
import { useToast } from '../components/toast';
import { LoadMore, usePaged } from '../components/paged';
import { ApiError } from '../lib/api';
import { formatDateTime, formatMoney } from '../lib/format';
import {
  bankApi,
  isBusiness,
  type BankAccount,
  type BankTransaction,
  type BankView,
  type PendingRequest,
} from './bank-api';
import { TRANSACTION_TYPE_LABELS, failureMessage, signedMoney } from './bank-forms';
import {
  CreateAccountModal,
  DepositModal,
  RenameModal,
  TransferModal,
  WithdrawModal,
  type AccountGroup,
} from './bank-modals';
import './bank.css';
import { Table } from '../components/table';

type OpenModal =
  | { kind: 'create'; group: AccountGroup }
  | { kind: 'deposit' | 'withdraw' | 'transfer' | 'rename' };

/** Spec: the server's error field, else its message, else a generic line. */
function loadFailure(err: unknown): string {
  if (err instanceof ApiError) return failureMessage(err, 'Unknown error occurred');
  return 'An unexpected error occurred during bank data loading.';
}

/** /bank/dashboard?civilian={id}: one civilian's accounts, cash and recent transactions. */
export function BankDashboardPage() {
  const [params] = useSearchParams();
  const civilianId = params.get('civilian');
  if (!civilianId) return <Navigate to="/bank" replace />;
  return <BankDashboard key={civilianId} civilianId={civilianId} />;
}

function BankDashboard({ civilianId }: { civilianId: string }) {
  const user = useUser();
  const { meta } = useSession();
  const navigate = useNavigate();
  const toast = useToast();
  const [view, setView] = useState<BankView | null>(null);
  const [wallet, setWallet] = useState<number | null>(null);
  const [loadError, setLoadError] = useState('');
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [modal, setModal] = useState<OpenModal | null>(null);
  // Bumped after every change so the selected account's transactions reload.
  const [version, setVersion] = useState(0);
  // Stable, so an open modal keeps its focus while the page behind it re-renders.
  const closeModal = useCallback(() => setModal(null), []);

  const load = useCallback(async () => {
    try {
      const [accounts, cash] = await Promise.all([
        bankApi.accounts(civilianId),
        bankApi.wallet(user.discordId, civilianId),
      ]);
      setView(accounts);
      setWallet(cash.wallet.balance);
      setSelectedId((current) =>
        current && accounts.accounts.some((a) => a._id === current)
          ? current
          : (accounts.accounts.find((a) => !isBusiness(a.accountType))?._id ??
            accounts.accounts[0]?._id ??
            null),
      );
      setVersion((v) => v + 1);
    } catch (err) {
      setLoadError(loadFailure(err));
    }
  }, [civilianId, user.discordId]);

  useEffect(() => {
    void load();
  }, [load]);

  if (loadError) {
    return (
      <main className="bank bank-status">
        <p className="message error" role="alert">
          {loadError}
        </p>
        <button type="button" className="btn btn-secondary" onClick={() => navigate('/bank')}>
          Back
        </button>
      </main>
    );
  }
  if (!view || wallet === null) {
    return <p className="page-status">Loading your accounts...</p>;
  }

  const accounts = view.accounts;
  const selected = accounts.find((a) => a._id === selectedId) ?? null;
  const done = (message: string) => {
    setModal(null);
    toast.show(message);
    void load();
  };
  const select = (id: string) => {
    if (id === selectedId) return;
    setSelectedId(id);
  };

  return (
    <div className="bank">
      <header className="bank-header">
        <div>
          <p className="bank-brand">{meta.bankName}</p>
          <h1>
            Welcome, {view.civilian.firstName} {view.civilian.lastName}
          </h1>
        </div>
        <p className="bank-cash">
          Wallet <strong>{formatMoney(wallet)}</strong>
        </p>
        <button
          type="button"
          className="btn btn-secondary"
          onClick={() => navigate('/dashboard/civilian')}
        >
          Exit
        </button>
      </header>
      <div className="bank-body">
        <aside className="bank-sidebar" aria-label="Accounts">
          <AccountList
            title="Personal Accounts"
            accounts={accounts.filter((a) => !isBusiness(a.accountType))}
            pending={view.pendingRequests.filter((r) => !isBusiness(r.accountType))}
            selectedId={selectedId}
            onSelect={select}
            onOpen={() => setModal({ kind: 'create', group: 'personal' })}
          />
          <AccountList
            title="Business Accounts"
            accounts={accounts.filter((a) => isBusiness(a.accountType))}
            pending={view.pendingRequests.filter((r) => isBusiness(r.accountType))}
            selectedId={selectedId}
            onSelect={select}
            onOpen={() => setModal({ kind: 'create', group: 'business' })}
          />
          <section className="bank-group bank-cash-entry" aria-label="Cash Balance">
            <h2>Cash Balance</h2>
            <p className="bank-cash-amount">{formatMoney(wallet)}</p>
          </section>
        </aside>
        <main className="bank-main">
          <section className="panel" aria-labelledby="bank-info">
            <h2 id="bank-info">Account Information</h2>
            {selected ? (
              <dl className="details">
                <dt>Name</dt>
                <dd>{selected.name}</dd>
                {selected.accountType !== selected.name && (
                  <>
                    <dt>Type</dt>
                    <dd>{selected.accountType}</dd>
                  </>
                )}
                <dt>Account Number</dt>
                <dd>{selected.accountNumber}</dd>
                <dt>Available Balance</dt>
                <dd className="bank-balance">{formatMoney(selected.balance)}</dd>
              </dl>
            ) : (
              <p className="muted">Select an account to see its details.</p>
            )}
          </section>
          <section className="panel" aria-labelledby="bank-actions">
            <h2 id="bank-actions">Quick Actions</h2>
            <div className="button-row bank-actions">
              <button
                type="button"
                className="btn btn-success"
                disabled={!selected}
                onClick={() => setModal({ kind: 'deposit' })}
              >
                Deposit Cash
              </button>
              <button
                type="button"
                className="btn btn-warning"
                disabled={!selected}
                onClick={() => setModal({ kind: 'withdraw' })}
              >
                Withdraw Cash
              </button>
              <button
                type="button"
                className="btn btn-primary"
                disabled={!accounts.length}
                onClick={() => setModal({ kind: 'transfer' })}
              >
                Transfer Funds
              </button>
              <button
                type="button"
                className="btn btn-secondary"
                disabled={!selected}
                onClick={() => setModal({ kind: 'rename' })}
              >
                Rename Account
              </button>
            </div>
          </section>
          <section className="panel" aria-labelledby="bank-recent">
            <h2 id="bank-recent">Recent Transactions</h2>
            {selected ? (
              <RecentTransactions
                key={selected._id}
                civilianId={civilianId}
                accountId={selected._id}
                version={version}
              />
            ) : (
              <p className="muted">No transactions found.</p>
            )}
          </section>
        </main>
      </div>

      {modal?.kind === 'create' && (
        <CreateAccountModal
          civilianId={civilianId}
          group={modal.group}
          accounts={accounts}
          onClose={closeModal}
          onDone={done}
        />
      )}
      {modal?.kind === 'deposit' && selected && (
        <DepositModal
          account={selected}
          walletBalance={wallet}
          onClose={closeModal}
          onDone={done}
        />
      )}
      {modal?.kind === 'withdraw' && selected && (
        <WithdrawModal account={selected} onClose={closeModal} onDone={done} />
      )}
      {modal?.kind === 'transfer' && (
        <TransferModal
          accounts={accounts}
          selectedId={selectedId}
          onClose={closeModal}
          onDone={done}
        />
      )}
      {modal?.kind === 'rename' && selected && (
        <RenameModal account={selected} onClose={closeModal} onDone={done} />
      )}
      {toast.element}
    </div>
  );
}

function AccountList({
  title,
  accounts,
  pending,
  selectedId,
  onSelect,
  onOpen,
}: {
  title: string;
  accounts: BankAccount[];
  pending: PendingRequest[];
  selectedId: string | null;
  onSelect(id: string): void;
  onOpen(): void;
}) {
  return (
    <section className="bank-group" aria-label={title}>
      <h2>{title}</h2>
      <ul className="bank-accounts">
        {accounts.map((a) => (
          <li key={a._id}>
            <button
              type="button"
              className={`bank-account ${a._id === selectedId ? 'active' : ''}`}
              aria-pressed={a._id === selectedId}
              onClick={() => onSelect(a._id)}
            >
              <span className="bank-account-name">{a.name}</span>
              <span className="muted small">•••• {a.accountNumber.slice(-4)}</span>
              <span className="bank-account-balance">{formatMoney(a.balance)}</span>
            </button>
          </li>
        ))}
        {pending.map((r) => (
          <li key={r._id} className="bank-pending">
            <span>{r.accountType}</span>
            <span className="badge badge-yellow">Pending approval</span>
          </li>
        ))}
        {!accounts.length && !pending.length && <li className="muted small">No accounts yet.</li>}
      </ul>
      <button type="button" className="btn btn-link" onClick={onOpen}>
        Open New Account
      </button>
    </section>
  );
}

/** How many ledger rows a page shows: the recent ones first, older ones on request. */
const TRANSACTION_PAGE = 10;

/** One account's ledger, newest first; `version` changes after every money movement. */
function RecentTransactions({
  civilianId,
  accountId,
  version,
}: {
  civilianId: string;
  accountId: string;
  version: number;
}) {
  const load = useCallback(
    (cursor?: string) =>
      bankApi
        .transactions(civilianId, accountId, TRANSACTION_PAGE, cursor)
        .then((r) => ({ items: r.transactions, nextCursor: r.nextCursor })),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- a new version reads the ledger again
    [civilianId, accountId, version],
  );
  const list = usePaged<BankTransaction>(load);
  const transactions = list.items;
  if (transactions === null) {
    return (
      <p className="muted">
        {list.failed ? 'Transactions could not be loaded.' : 'Loading transactions...'}
      </p>
    );
  }
  if (!transactions.length) return <p className="muted">No transactions found.</p>;
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
