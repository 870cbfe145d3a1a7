import { ArrowDownToLine, ArrowLeftRight, ArrowUpFromLine, Pencil } from 'lucide-react';
import { useCallback, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { useSession, useUser } from '../lib/session';
import { useToast } from '../components/toast';
import { ApiError } from '../lib/api';
import { formatMoney } from '../lib/format';
import { accountTypeLabel } from './bank-forms';
import { isBusiness, useBankView } from './api/get-accounts';
import { AccountList } from './bank-account-list';
import { serverMessage } from '../lib/use-submit';
import { NoTransactions, RecentTransactions } from './bank-transactions';
import { OpenFinesPanel } from './open-fines-panel';
import {
  CreateAccountModal,
  DepositModal,
  RenameModal,
  TransferModal,
  WithdrawModal,
  type AccountGroup,
} from './bank-modals';
import './bank.css';

type OpenModal =
  | { kind: 'create'; group: AccountGroup }
  | { kind: 'deposit' | 'withdraw' | 'transfer' | 'rename' };

/** The server's error field, else its message, else a generic line. */
function loadFailure(err: unknown, t: TFunction): string {
  if (err instanceof ApiError) return serverMessage(err) ?? t('bank.dashboard.unknownError');
  return t('bank.dashboard.loadFailed');
}

/** /bank/dashboard?civilian={id}: one civilian's accounts, cash and recent transactions. */
export function BankDashboardPage() {
  const [params] = useSearchParams();
  const civilianId = params.get('civilian');
  if (!civilianId) return <Navigate to="/bank" replace />;
  return <BankDashboard key={civilianId} civilianId={civilianId} />;
}

function BankDashboard({ civilianId }: { civilianId: string }) {
  const { t } = useTranslation();
  const user = useUser();
  const { meta } = useSession();
  const navigate = useNavigate();
  const toast = useToast();
  const query = useBankView(civilianId, user.discordId);
  const loadError = query.error ? loadFailure(query.error, t) : '';
  // The member's pick; while it is not (or no longer) one of the accounts, the first personal one.
  const [chosenId, setChosenId] = useState<string | null>(null);
  const [modal, setModal] = useState<OpenModal | null>(null);
  // Stable, so an open modal keeps its focus while the page behind it re-renders.
  const closeModal = useCallback(() => setModal(null), []);

  if (loadError) {
    return (
      <main className="bank bank-status">
        <p className="message error" role="alert">
          {loadError}
        </p>
        <button type="button" className="btn btn-secondary" onClick={() => navigate('/bank')}>
          {t('bank.dashboard.back')}
        </button>
      </main>
    );
  }
  if (!query.data) {
    return <p className="page-status">{t('bank.dashboard.loading')}</p>;
  }

  const { view, wallet } = query.data;
  const accounts = view.accounts;
  const selected =
    accounts.find((a) => a._id === chosenId) ??
    accounts.find((a) => !isBusiness(a.accountType)) ??
    accounts[0] ??
    null;
  const selectedId = selected?._id ?? null;
  const done = (message: string) => {
    setModal(null);
    // The write's own hook has asked for the civilian's money again.
    toast.show(message);
  };
  const select = (id: string) => setChosenId(id);

  return (
    <div className="bank">
      <header className="bank-header">
        <div>
          <p className="bank-brand">{meta.bankName}</p>
          <h1>
            {t('bank.dashboard.welcome', {
              firstName: view.civilian.firstName,
              lastName: view.civilian.lastName,
            })}
          </h1>
        </div>
        <p className="bank-cash">
          <Trans
            i18nKey="bank.dashboard.wallet"
            values={{ amount: formatMoney(wallet) }}
            components={{ strong: <strong /> }}
          />
        </p>
        <button
          type="button"
          className="btn btn-secondary"
          onClick={() => navigate('/dashboard/civilian')}
        >
          {t('bank.dashboard.exit')}
        </button>
      </header>
      <div className="bank-body">
        <aside className="bank-sidebar" aria-label={t('bank.dashboard.accounts')}>
          <AccountList
            title={t('bank.dashboard.personal')}
            accounts={accounts.filter((a) => !isBusiness(a.accountType))}
            pending={view.pendingRequests.filter((r) => !isBusiness(r.accountType))}
            selectedId={selectedId}
            onSelect={select}
            onOpen={() => setModal({ kind: 'create', group: 'personal' })}
          />
          <AccountList
            title={t('bank.dashboard.business')}
            accounts={accounts.filter((a) => isBusiness(a.accountType))}
            pending={view.pendingRequests.filter((r) => isBusiness(r.accountType))}
            selectedId={selectedId}
            onSelect={select}
            onOpen={() => setModal({ kind: 'create', group: 'business' })}
          />
          <section
            className="bank-group bank-cash-entry"
            aria-label={t('bank.dashboard.cashBalance')}
          >
            <h2>{t('bank.dashboard.cashBalance')}</h2>
            <p className="bank-cash-amount">{formatMoney(wallet)}</p>
          </section>
        </aside>
        <main className="bank-main">
          <section className="panel" aria-labelledby="bank-info">
            <h2 id="bank-info">{t('bank.dashboard.info')}</h2>
            {selected ? (
              <dl className="details">
                <dt>{t('bank.dashboard.name')}</dt>
                <dd>{selected.name}</dd>
                {selected.accountType !== selected.name && (
                  <>
                    <dt>{t('bank.dashboard.type')}</dt>
                    <dd>{accountTypeLabel(t, selected.accountType)}</dd>
                  </>
                )}
                <dt>{t('bank.dashboard.number')}</dt>
                <dd>{selected.accountNumber}</dd>
                <dt>{t('bank.dashboard.available')}</dt>
                <dd className="bank-balance">{formatMoney(selected.balance)}</dd>
              </dl>
            ) : (
              <p className="muted">{t('bank.dashboard.selectAccount')}</p>
            )}
          </section>
          <section className="panel" aria-labelledby="bank-actions">
            <h2 id="bank-actions">{t('bank.dashboard.quickActions')}</h2>
            <div className="button-row bank-actions">
              <button
                type="button"
                className="btn btn-success"
                disabled={!selected}
                onClick={() => setModal({ kind: 'deposit' })}
              >
                <ArrowDownToLine aria-hidden="true" size={16} />
                {t('bank.dashboard.deposit')}
              </button>
              <button
                type="button"
                className="btn btn-warning"
                disabled={!selected}
                onClick={() => setModal({ kind: 'withdraw' })}
              >
                <ArrowUpFromLine aria-hidden="true" size={16} />
                {t('bank.dashboard.withdraw')}
              </button>
              <button
                type="button"
                className="btn btn-primary"
                disabled={!accounts.length}
                onClick={() => setModal({ kind: 'transfer' })}
              >
                <ArrowLeftRight aria-hidden="true" size={16} />
                {t('bank.dashboard.transfer')}
              </button>
              <button
                type="button"
                className="btn btn-secondary"
                disabled={!selected}
                onClick={() => setModal({ kind: 'rename' })}
              >
                <Pencil aria-hidden="true" size={16} />
                {t('bank.dashboard.rename')}
              </button>
            </div>
          </section>
          <OpenFinesPanel
            civilianId={civilianId}
            onPaid={(message) => toast.show(message)}
            onFailed={(message) => toast.show(message, 'error')}
          />
          <section className="panel" aria-labelledby="bank-recent">
            <h2 id="bank-recent">{t('bank.dashboard.recent')}</h2>
            {selected ? (
              <RecentTransactions
                key={selected._id}
                civilianId={civilianId}
                accountId={selected._id}
              />
            ) : (
              <NoTransactions />
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
          civilianId={civilianId}
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
