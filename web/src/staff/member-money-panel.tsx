import { Scale } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { SelectField, TextAreaField, TextField } from '../components/field';
import { FormActions } from '../components/form-actions';
import { StatusMessage } from '../components/status-message';
import { useFormState } from '../components/use-form-state';
import { formatMoney } from '../lib/format';
import { useSubmit } from '../lib/use-submit';
import { useAdjustBalance, useMemberPockets, type MemberPockets } from './api/adjust-balance';

const BLANK = { civilianId: '', pocket: 'wallet', direction: 'credit', amount: '', reason: '' };
const ICON = <Scale aria-hidden="true" size={16} />;

/**
 * Staff credit or debit one of the member's pockets (a wallet or an account) against the
 * treasury, with a reason: the ledger and the audit log both record it (docs/economy.md).
 */
export function MemberMoneyPanel({ discordId }: { discordId: string }) {
  const { t } = useTranslation();
  const pockets = useMemberPockets(discordId);
  return (
    <section className="panel" aria-labelledby="member-money">
      <h2 id="member-money">{t('staff.money.title')}</h2>
      {pockets.data ? (
        pockets.data.civilians.length ? (
          <AdjustForm civilians={pockets.data.civilians} />
        ) : (
          <p className="muted small">{t('staff.money.noCivilians')}</p>
        )
      ) : (
        <p className="muted small">
          {pockets.isError ? t('staff.money.loadFailed') : t('common.loading')}
        </p>
      )}
    </section>
  );
}

function AdjustForm({ civilians }: { civilians: MemberPockets['civilians'] }) {
  const { t } = useTranslation();
  const [draft, patch, field] = useFormState({ ...BLANK, civilianId: civilians[0]!.id });
  // A new key for each new adjustment; a retry of the same submission reuses it.
  const [key, setKey] = useState(() => crypto.randomUUID());
  const { busy, error, setError, submit } = useSubmit();
  const adjust = useAdjustBalance();
  const civilian = civilians.find((c) => c.id === draft.civilianId) ?? civilians[0]!;
  const pocketOptions = [
    {
      value: 'wallet',
      label: t('staff.money.wallet', { balance: formatMoney((civilian.walletCents ?? 0) / 100) }),
    },
    ...civilian.accounts.map((a) => ({
      value: a.id,
      label: t('staff.money.account', {
        name: a.name,
        number: a.accountNumber,
        balance: formatMoney(a.balanceCents / 100),
      }),
    })),
  ];

  const onSubmit = (e: FormEvent) =>
    submit(e, async () => {
      const answer = await adjust.mutateAsync({
        key,
        json: {
          civilianId: civilian.id,
          accountId: draft.pocket === 'wallet' ? 'wallet' : draft.pocket,
          direction: draft.direction as 'credit' | 'debit',
          amount: draft.amount,
          reason: draft.reason,
        },
      });
      patch({ amount: '', reason: '' });
      setKey(crypto.randomUUID());
      setError(`✅ ${answer.message}`);
    });

  return (
    <form className="form" noValidate onSubmit={(e) => void onSubmit(e)}>
      <p className="muted small">{t('staff.money.intro')}</p>
      <SelectField
        label={t('staff.money.civilian')}
        options={civilians.map((c) => ({ value: c.id, label: c.name }))}
        value={civilian.id}
        onChange={(e) => patch({ civilianId: e.target.value, pocket: 'wallet' })}
      />
      <SelectField label={t('staff.money.pocket')} options={pocketOptions} {...field('pocket')} />
      <SelectField
        label={t('staff.money.direction')}
        options={[
          { value: 'credit', label: t('staff.money.credit') },
          { value: 'debit', label: t('staff.money.debit') },
        ]}
        {...field('direction')}
      />
      <TextField label={t('staff.money.amount')} inputMode="decimal" {...field('amount')} />
      <TextAreaField label={t('staff.money.reason')} rows={2} {...field('reason')} />
      <FormActions busy={busy} label={t('staff.money.submit')} icon={ICON} />
      <StatusMessage text={error} />
    </form>
  );
}
