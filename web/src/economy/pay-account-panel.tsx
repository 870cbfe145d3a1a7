import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { SelectField } from '../components/field';
import { StatusMessage } from '../components/status-message';
import { useSubmit } from '../lib/use-submit';
import { usePayAccount, useSavePayAccount, type PayAccountChoice } from './api/shift-pay';

/**
 * On a member's duty profile: the account their shift pay goes into. Choosing nothing keeps the
 * default, the checking account of the character they play on duty (docs/economy.md).
 */
export function PayAccountPanel() {
  const { t } = useTranslation();
  const choice = usePayAccount();
  return (
    <section className="panel" aria-labelledby="pay-account-title">
      <h2 id="pay-account-title">{t('economy.shiftPay.account.title')}</h2>
      <p className="muted">{t('economy.shiftPay.account.intro')}</p>
      {choice.data ? (
        choice.data.options.length ? (
          <PayAccountForm choice={choice.data} />
        ) : (
          <p className="muted">{t('economy.shiftPay.account.none')}</p>
        )
      ) : choice.isError ? (
        <StatusMessage text={t('common.errorOccurred')} tone="error" />
      ) : (
        <p className="page-status">{t('common.loading')}</p>
      )}
    </section>
  );
}

function PayAccountForm({ choice }: { choice: PayAccountChoice }) {
  const { t } = useTranslation();
  const [accountId, setAccountId] = useState(choice.chosenAccountId ?? '');
  const [done, setDone] = useState('');
  const save = useSavePayAccount();
  const { busy, error, submit } = useSubmit();
  const named = (o: PayAccountChoice['options'][number]) =>
    `${o.civilianName} — ${o.name} (${o.accountNumber})`;
  const fallback = choice.options.find((o) => o.accountId === choice.defaultAccountId);
  const onSubmit = (e: FormEvent) =>
    submit(e, async () => {
      setDone('');
      await save.mutateAsync(accountId || null);
      setDone(t('economy.shiftPay.account.saved'));
    });
  return (
    <form className="shift-rate" noValidate onSubmit={(e) => void onSubmit(e)}>
      <SelectField
        label={t('economy.shiftPay.account.label')}
        value={accountId}
        onChange={(e) => setAccountId(e.target.value)}
        placeholder={t('economy.shiftPay.account.default', {
          account: fallback ? named(fallback) : '—',
        })}
        options={choice.options.map((o) => ({ value: o.accountId, label: named(o) }))}
      />
      <button type="submit" className="btn btn-primary" disabled={busy}>
        {t('economy.shiftPay.account.save')}
      </button>
      <StatusMessage text={error} tone="error" />
      <StatusMessage text={done} tone="success" />
    </form>
  );
}
