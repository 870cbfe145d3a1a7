import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { SelectField, TextField } from '../components/field';
import { StatusMessage } from '../components/status-message';
import { formatMoney } from '../lib/format';
import { useSubmit } from '../lib/use-submit';
import { useUser } from '../lib/session';
import { newIdempotencyKey } from './api/keys';
import { usePockets } from './api/shop';
import { useBusiness, useMoveMoney, useMyBusinesses, type BusinessDetail } from './api/businesses';
import { EmployeesPanel } from './business-employees';
import { PayrollPanel } from './business-payroll';
import { BusinessItemsPanel } from './business-items';
import { businessStatusLabel } from './business-labels';
import './economy.css';

/** /dashboard/businesses/:businessId: the owner's view of one business. */
export function BusinessPage() {
  const { t } = useTranslation();
  const { businessId = '' } = useParams();
  // The member's own list says whether the id is theirs, so an unknown or another member's id
  // shows "not found" without a refused request.
  const mine = useMyBusinesses();
  const owned = mine.data?.businesses.some((b) => b.id === businessId) ?? false;
  const detail = useBusiness(businessId, owned);
  if (detail.isError || mine.isError || (mine.data && !owned)) {
    return (
      <section className="page">
        <h1>{t('business.detail.notFound')}</h1>
        <p>
          <Link to="/dashboard/businesses">{t('business.detail.back')}</Link>
        </p>
      </section>
    );
  }
  if (!detail.data) {
    return (
      <section className="page">
        <h1>{t('business.list.title')}</h1>
        <p className="page-status">{t('common.loading')}</p>
      </section>
    );
  }
  const { business } = detail.data;
  return (
    <section className="page">
      <p>
        <Link to="/dashboard/businesses">{t('business.detail.back')}</Link>
      </p>
      <h1>{business.name}</h1>
      <p className="muted">
        {business.type} · {businessStatusLabel(t, business.status)} · {business.owner.name}
      </p>
      {business.description && <p>{business.description}</p>}
      <AccountPanel detail={detail.data} />
      {business.status === 'active' && (
        <>
          <EmployeesPanel detail={detail.data} />
          <PayrollPanel detail={detail.data} />
          <BusinessItemsPanel detail={detail.data} />
        </>
      )}
    </section>
  );
}

function AccountPanel({ detail }: { detail: BusinessDetail }) {
  const { t } = useTranslation();
  const { business, ledger } = detail;
  const user = useUser();
  const pockets = usePockets(business.owner.civilianId, user.discordId);
  const accounts = pockets.data?.accounts ?? [];
  const [direction, setDirection] = useState<'deposit' | 'withdraw'>('deposit');
  const [accountId, setAccountId] = useState('');
  const [amount, setAmount] = useState('');
  const [key, setKey] = useState(newIdempotencyKey);
  const [done, setDone] = useState('');
  const move = useMoveMoney(business.id);
  const { busy, error, submit } = useSubmit();
  const chosen = accountId || accounts[0]?._id || '';

  const onSubmit = (e: FormEvent) =>
    submit(e, async () => {
      setDone('');
      const answer = await move.mutateAsync({
        json: { direction, accountId: chosen, amount },
        key,
      });
      setDone(answer.message);
      setAmount('');
      setKey(newIdempotencyKey());
    });

  return (
    <section className="panel" aria-labelledby="business-account">
      <h2 id="business-account">{t('business.account.title')}</h2>
      <p className="economy-balance">{formatMoney(business.balanceCents / 100)}</p>
      {business.status === 'active' && (
        <form className="form" noValidate onSubmit={(e) => void onSubmit(e)}>
          <SelectField
            label={t('business.account.direction')}
            value={direction}
            onChange={(e) => setDirection(e.target.value as 'deposit' | 'withdraw')}
            options={[
              { value: 'deposit', label: t('business.account.deposit') },
              { value: 'withdraw', label: t('business.account.withdraw') },
            ]}
          />
          <SelectField
            label={t('business.account.account')}
            value={chosen}
            onChange={(e) => setAccountId(e.target.value)}
            options={accounts.map((a) => ({
              value: a._id,
              label: `${a.accountType} ${a.accountNumber} (${formatMoney(a.balance)})`,
            }))}
          />
          <TextField
            label={t('business.account.amount')}
            inputMode="decimal"
            value={amount}
            onChange={(e) => setAmount(e.target.value)}
          />
          <StatusMessage text={error} tone="error" />
          <StatusMessage text={done} tone="success" />
          <div className="button-row">
            <button type="submit" className="btn btn-primary" disabled={busy || !chosen}>
              {t('business.account.submit')}
            </button>
          </div>
        </form>
      )}
      <h3>{t('business.account.ledger')}</h3>
      {ledger.length === 0 ? (
        <p className="muted">{t('business.account.noLedger')}</p>
      ) : (
        <ul className="business-rows">
          {ledger.map((l) => (
            <li key={l.id} className="business-row">
              <span>{l.description}</span>
              <span>{formatMoney(l.amountCents / 100)}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
