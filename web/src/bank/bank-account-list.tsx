import { Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../lib/format';
import type { BankAccount, PendingRequest } from './api/get-accounts';
import { accountTypeLabel } from './bank-forms';

/** One group of the sidebar (personal or business): its accounts, pending requests and Open. */
export function AccountList({
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
  const { t } = useTranslation();
  return (
    <section className="bank-group" aria-label={title}>
      <h2>{title}</h2>
      <ul className="bank-accounts">
        {accounts.map((a) => (
          <li key={a._id}>
            <button
              type="button"
              className={`choice-tile bank-account ${a._id === selectedId ? 'active' : ''}`}
              aria-pressed={a._id === selectedId}
              onClick={() => onSelect(a._id)}
            >
              <span className="bank-account-name">{a.name}</span>
              <span className="muted small">
                {t('bank.accounts.lastFour', { digits: a.accountNumber.slice(-4) })}
              </span>
              <span className="bank-account-balance">{formatMoney(a.balance)}</span>
            </button>
          </li>
        ))}
        {pending.map((r) => (
          <li key={r._id} className="bank-pending">
            <span>{accountTypeLabel(t, r.accountType)}</span>
            <span className="badge badge-yellow">{t('bank.accounts.pending')}</span>
          </li>
        ))}
        {!accounts.length && !pending.length && (
          <li className="muted small">{t('bank.accounts.none')}</li>
        )}
      </ul>
      <button type="button" className="btn btn-link" onClick={onOpen}>
        <Plus aria-hidden="true" size={16} />
        {t('bank.accounts.open')}
      </button>
    </section>
  );
}
