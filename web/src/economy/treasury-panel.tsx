import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '../components/field';
import { StatusMessage } from '../components/status-message';
import { formatDateTime, formatMoney } from '../lib/format';
import { useSubmit } from '../lib/use-submit';
import { useTreasury, useTreasuryMovement } from './api/admin';
import { newIdempotencyKey } from './api/keys';

/** Staff: the treasury's balance, minting into it and burning from it, and its newest entries. */
export function TreasuryPanel() {
  const { t } = useTranslation();
  const treasury = useTreasury();
  return (
    <section className="panel" aria-labelledby="treasury-title">
      <h2 id="treasury-title">{t('economy.treasury.title')}</h2>
      {treasury.data ? (
        <>
          <p className="economy-balance" data-testid="treasury-balance">
            {t('economy.treasury.balance', {
              balance: formatMoney(treasury.data.balanceCents / 100),
            })}
          </p>
          <MovementForm />
          <h3>{t('economy.treasury.entriesTitle')}</h3>
          {treasury.data.entries.length ? (
            <ul className="record-list">
              {treasury.data.entries.map((e) => (
                <li key={e.id} className="record-item">
                  <div className="record-item-head">
                    <span>
                      {e.type === 'mint'
                        ? t('economy.treasury.type.mint')
                        : e.type === 'burn'
                          ? t('economy.treasury.type.burn')
                          : e.type === 'shift_pay'
                            ? t('economy.shiftPay.title')
                            : t('economy.treasury.type.adjustment')}
                    </span>
                    <span>{formatMoney(e.amountCents / 100)}</span>
                  </div>
                  <p className="record-item-meta">
                    {e.reason} · {formatDateTime(e.createdAt)}
                  </p>
                </li>
              ))}
            </ul>
          ) : (
            <p className="muted">{t('economy.treasury.noEntries')}</p>
          )}
        </>
      ) : treasury.isError ? (
        <StatusMessage text={t('economy.treasury.loadFailed')} tone="error" />
      ) : (
        <p className="page-status">{t('common.loading')}</p>
      )}
    </section>
  );
}

function MovementForm() {
  const { t } = useTranslation();
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [done, setDone] = useState('');
  // One key per intended movement: a retry after a lost answer moves the money once.
  const [key, setKey] = useState(newIdempotencyKey);
  const mint = useTreasuryMovement('mint');
  const burn = useTreasuryMovement('burn');
  const { busy, error, submit } = useSubmit();

  const move = (e: FormEvent, kind: 'mint' | 'burn') =>
    submit(e, async () => {
      setDone('');
      const answer = await (kind === 'mint' ? mint : burn).mutateAsync({
        json: { amount, reason },
        key,
      });
      setDone(answer.message);
      setAmount('');
      setReason('');
      setKey(newIdempotencyKey());
    });

  return (
    <form
      className="form"
      noValidate
      aria-label={t('economy.treasury.formTitle')}
      onSubmit={(e) => void move(e, 'mint')}
    >
      <div className="form-grid">
        <TextField
          label={t('economy.treasury.amount')}
          inputMode="decimal"
          value={amount}
          onChange={(e) => setAmount(e.target.value)}
        />
        <TextField
          label={t('economy.treasury.reason')}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
        />
      </div>
      <StatusMessage text={error} tone="error" />
      <StatusMessage text={done} tone="success" />
      <div className="button-row">
        <button type="submit" className="btn btn-primary" disabled={busy}>
          {t('economy.treasury.mint')}
        </button>
        <button
          type="button"
          className="btn btn-danger"
          disabled={busy}
          onClick={(e) => void move(e, 'burn')}
        >
          {t('economy.treasury.burn')}
        </button>
      </div>
    </form>
  );
}
