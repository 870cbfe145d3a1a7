import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '../components/field';
import { StatusMessage } from '../components/status-message';
import { useSubmit } from '../lib/use-submit';
import { useOpeningBalances, useSaveOpeningBalances } from './api/admin';
import { centsOf, dollarsOf } from './cents-text';

/**
 * Staff: what a member's first civilian to use the bank starts with (docs/economy.md,
 * Opening balances). Civilians already given theirs keep them.
 */
export function OpeningBalancesPanel() {
  const { t } = useTranslation();
  const opening = useOpeningBalances();
  return (
    <section className="panel" aria-labelledby="opening-title">
      <h2 id="opening-title">{t('economy.opening.title')}</h2>
      <p className="muted">{t('economy.opening.intro')}</p>
      {opening.data ? (
        <OpeningForm
          walletCents={opening.data.walletCents}
          checkingCents={opening.data.checkingCents}
        />
      ) : opening.isError ? (
        <StatusMessage text={t('common.errorOccurred')} tone="error" />
      ) : (
        <p className="page-status">{t('common.loading')}</p>
      )}
    </section>
  );
}

function OpeningForm(props: { walletCents: number; checkingCents: number }) {
  const { t } = useTranslation();
  const [wallet, setWallet] = useState(dollarsOf(props.walletCents));
  const [checking, setChecking] = useState(dollarsOf(props.checkingCents));
  const [done, setDone] = useState('');
  const save = useSaveOpeningBalances();
  const { busy, error, setError, submit } = useSubmit();
  const onSubmit = (e: FormEvent) =>
    submit(e, async () => {
      setDone('');
      const walletCents = centsOf(wallet);
      const checkingCents = centsOf(checking);
      if (walletCents == null || checkingCents == null) {
        return setError(t('economy.opening.invalid'));
      }
      await save.mutateAsync({ walletCents, checkingCents });
      setDone(t('economy.opening.saved'));
    });
  return (
    <form
      className="form"
      noValidate
      aria-label={t('economy.opening.title')}
      onSubmit={(e) => void onSubmit(e)}
    >
      <div className="form-grid">
        <TextField
          label={t('economy.opening.wallet')}
          inputMode="decimal"
          value={wallet}
          onChange={(e) => setWallet(e.target.value)}
        />
        <TextField
          label={t('economy.opening.checking')}
          inputMode="decimal"
          value={checking}
          onChange={(e) => setChecking(e.target.value)}
        />
      </div>
      <StatusMessage text={error} tone="error" />
      <StatusMessage text={done} tone="success" />
      <div className="button-row">
        <button type="submit" className="btn btn-primary" disabled={busy}>
          {t('economy.opening.save')}
        </button>
      </div>
    </form>
  );
}
