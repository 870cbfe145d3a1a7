import { useTranslation } from 'react-i18next';
import { TextField } from '../components/field';
import { FormActions } from '../components/form-actions';
import { formatMoney } from '../lib/format';
import type { BankAccount } from './api/get-accounts';

/** Every bank modal reports success with a toast message and closes. */
export interface ModalProps {
  onClose(): void;
  onDone(message: string): void;
}

/** The bank forms' Cancel and submit buttons: "Processing..." while the money moves. */
export function BankFormActions(props: { busy: boolean; label: string; onCancel(): void }) {
  const { t } = useTranslation();
  return <FormActions {...props} busyLabel={t('bank.form.processing')} />;
}

export function AmountField({ value, onChange }: { value: string; onChange(v: string): void }) {
  const { t } = useTranslation();
  return (
    <TextField
      label={t('bank.form.amount')}
      type="number"
      inputMode="decimal"
      min="0.01"
      step="0.01"
      value={value}
      onChange={(e) => onChange(e.target.value)}
    />
  );
}

export function DescriptionField({
  value,
  onChange,
}: {
  value: string;
  onChange(v: string): void;
}) {
  const { t } = useTranslation();
  return (
    <TextField
      label={t('bank.form.description')}
      maxLength={200}
      value={value}
      onChange={(e) => onChange(e.target.value)}
    />
  );
}

export function AccountLine({ account }: { account: BankAccount }) {
  const { t } = useTranslation();
  return (
    <p className="muted small bank-modal-note">
      {t('bank.form.accountLine', {
        name: account.name,
        number: account.accountNumber,
        balance: formatMoney(account.balance),
      })}
    </p>
  );
}
