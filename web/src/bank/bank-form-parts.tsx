import { TextField } from '../components/field';
import { FormActions } from '../components/form-actions';
import { formatMoney } from '../lib/format';
import type { BankAccount } from './api/get-accounts';

/** Every bank modal reports success with a toast message and closes. */
export interface ModalProps {
  onClose(): void;
  onDone(message: string): void;
}

export const INVALID_AMOUNT = 'Please enter an amount greater than zero.';

/** The bank forms' Cancel and submit buttons: "Processing..." while the money moves. */
export function BankFormActions(props: { busy: boolean; label: string; onCancel(): void }) {
  return <FormActions {...props} busyLabel="Processing..." />;
}

export function AmountField({ value, onChange }: { value: string; onChange(v: string): void }) {
  return (
    <TextField
      label="Amount ($)"
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
  return (
    <TextField
      label="Description (optional)"
      maxLength={200}
      value={value}
      onChange={(e) => onChange(e.target.value)}
    />
  );
}

export function AccountLine({ account }: { account: BankAccount }) {
  return (
    <p className="muted small bank-modal-note">
      {account.name} · {account.accountNumber} · Available {formatMoney(account.balance)}
    </p>
  );
}
