import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '../components/modal';
import { SelectField, TextAreaField, TextField } from '../components/field';
import { StatusMessage } from '../components/status-message';
import { isBusiness, type AccountType, type BankAccount } from './api/get-accounts';
import { useCreateAccount } from './api/create-account';
import { useDeposit } from './api/deposit';
import { useRenameAccount } from './api/rename-account';
import { useTransfer } from './api/transfer';
import { useWithdraw } from './api/withdraw';
import { formatMoney } from '../lib/format';
import { serverMessage, useSubmit } from '../lib/use-submit';
import { accountTypeLabel, parseAmount, useIdempotencyKey } from './bank-forms';
import {
  AccountLine,
  AmountField,
  BankFormActions,
  DescriptionField,
  type ModalProps,
} from './bank-form-parts';
import './bank.css';

export function DepositModal({
  account,
  walletBalance,
  onClose,
  onDone,
}: ModalProps & { account: BankAccount; walletBalance: number }) {
  const { t } = useTranslation();
  const [amount, setAmount] = useState('');
  const [description, setDescription] = useState('');
  const { busy, error, setError, submit } = useSubmit();
  const key = useIdempotencyKey(['deposit', account._id, amount, description]);
  const deposit = useDeposit(account.civilianId);
  const onSubmit = (e: FormEvent) =>
    submit(e, async () => {
      const value = parseAmount(amount);
      if (value === null) return setError(t('bank.form.invalidAmount'));
      if (value > walletBalance) return setError(t('bank.deposit.notEnoughCash'));
      try {
        await deposit.mutateAsync({
          json: { accountId: account._id, amount: amount.trim(), description: description.trim() },
          key,
        });
        onDone(t('bank.deposit.done', { amount: formatMoney(value) }));
      } catch (err) {
        setError(serverMessage(err) ?? t('bank.deposit.failed'));
      }
    });
  return (
    <Modal title={t('bank.deposit.title')} onClose={onClose}>
      <form className="form" onSubmit={onSubmit} noValidate>
        <AccountLine account={account} />
        <p className="muted small bank-modal-note">
          {t('bank.deposit.cashInWallet', { amount: formatMoney(walletBalance) })}
        </p>
        <AmountField value={amount} onChange={setAmount} />
        <DescriptionField value={description} onChange={setDescription} />
        <StatusMessage text={error} />
        <BankFormActions busy={busy} label={t('bank.deposit.submit')} onCancel={onClose} />
      </form>
    </Modal>
  );
}

export function WithdrawModal({ account, onClose, onDone }: ModalProps & { account: BankAccount }) {
  const { t } = useTranslation();
  const [amount, setAmount] = useState('');
  const [description, setDescription] = useState('');
  const { busy, error, setError, submit } = useSubmit();
  const key = useIdempotencyKey(['withdraw', account._id, amount, description]);
  const withdraw = useWithdraw(account.civilianId);
  // No client-side balance check on withdrawals; the server decides.
  const onSubmit = (e: FormEvent) =>
    submit(e, async () => {
      const value = parseAmount(amount);
      if (value === null) return setError(t('bank.form.invalidAmount'));
      try {
        await withdraw.mutateAsync({
          json: { accountId: account._id, amount: amount.trim(), description: description.trim() },
          key,
        });
        onDone(t('bank.withdraw.done', { amount: formatMoney(value) }));
      } catch (err) {
        setError(serverMessage(err) ?? t('bank.withdraw.failed'));
      }
    });
  return (
    <Modal title={t('bank.withdraw.title')} onClose={onClose}>
      <form className="form" onSubmit={onSubmit} noValidate>
        <AccountLine account={account} />
        <AmountField value={amount} onChange={setAmount} />
        <DescriptionField value={description} onChange={setDescription} />
        <StatusMessage text={error} />
        <BankFormActions busy={busy} label={t('bank.withdraw.submit')} onCancel={onClose} />
      </form>
    </Modal>
  );
}

export function TransferModal({
  civilianId,
  accounts,
  selectedId,
  onClose,
  onDone,
}: ModalProps & { civilianId: string; accounts: BankAccount[]; selectedId: string | null }) {
  const { t } = useTranslation();
  const [fromId, setFromId] = useState(selectedId ?? '');
  const [toNumber, setToNumber] = useState('');
  const [amount, setAmount] = useState('');
  const [description, setDescription] = useState('');
  const { busy, error, setError, submit } = useSubmit();
  const key = useIdempotencyKey(['transfer', fromId, toNumber.trim(), amount, description]);
  const transfer = useTransfer(civilianId);
  const onSubmit = (e: FormEvent) =>
    submit(e, async () => {
      const source = accounts.find((a) => a._id === fromId);
      if (!source) return setError(t('bank.transfer.selectSource'));
      const value = parseAmount(amount);
      if (value === null) return setError(t('bank.form.invalidAmount'));
      if (value > source.balance) return setError(t('bank.transfer.insufficient'));
      if (!toNumber.trim()) return setError(t('bank.transfer.enterDestination'));
      try {
        await transfer.mutateAsync({
          json: {
            fromAccountId: source._id,
            toAccountNumber: toNumber.trim(),
            amount: amount.trim(),
            description: description.trim(),
          },
          key,
        });
        onDone(t('bank.transfer.done'));
      } catch (err) {
        setError(serverMessage(err) ?? t('bank.transfer.failed'));
      }
    });
  return (
    <Modal title={t('bank.transfer.title')} onClose={onClose}>
      <form className="form" onSubmit={onSubmit} noValidate>
        <SelectField
          label={t('bank.transfer.from')}
          placeholder={t('bank.transfer.fromPlaceholder')}
          value={fromId}
          onChange={(e) => setFromId(e.target.value)}
          options={accounts.map((a) => ({
            value: a._id,
            label: t('bank.transfer.fromOption', {
              name: a.name,
              number: a.accountNumber,
              balance: formatMoney(a.balance),
            }),
          }))}
        />
        <TextField
          label={t('bank.transfer.to')}
          inputMode="numeric"
          autoComplete="off"
          maxLength={32}
          value={toNumber}
          onChange={(e) => setToNumber(e.target.value)}
        />
        <AmountField value={amount} onChange={setAmount} />
        <DescriptionField value={description} onChange={setDescription} />
        <StatusMessage text={error} />
        <BankFormActions busy={busy} label={t('bank.transfer.submit')} onCancel={onClose} />
      </form>
    </Modal>
  );
}

export function RenameModal({ account, onClose, onDone }: ModalProps & { account: BankAccount }) {
  const { t } = useTranslation();
  const [name, setName] = useState('');
  const { busy, error, setError, submit } = useSubmit();
  const rename = useRenameAccount(account.civilianId);
  const onSubmit = (e: FormEvent) =>
    submit(e, async () => {
      const newName = name.trim();
      if (!newName) return setError(t('bank.rename.enterName'));
      try {
        await rename.mutateAsync({ accountId: account._id, newName });
        onDone(t('bank.rename.done'));
      } catch (err) {
        setError(serverMessage(err) ?? t('bank.rename.failed'));
      }
    });
  return (
    <Modal title={t('bank.rename.title')} onClose={onClose}>
      <form className="form" onSubmit={onSubmit} noValidate>
        <AccountLine account={account} />
        <TextField
          label={t('bank.rename.newName')}
          maxLength={50}
          placeholder={account.name}
          value={name}
          onChange={(e) => setName(e.target.value)}
        />
        <StatusMessage text={error} />
        <BankFormActions busy={busy} label={t('bank.rename.submit')} onCancel={onClose} />
      </form>
    </Modal>
  );
}

export type AccountGroup = 'personal' | 'business';

export function CreateAccountModal({
  civilianId,
  group,
  accounts,
  onClose,
  onDone,
}: ModalProps & { civilianId: string; group: AccountGroup; accounts: BankAccount[] }) {
  const { t } = useTranslation();
  const [accountType, setAccountType] = useState<AccountType | ''>('');
  const [reason, setReason] = useState('');
  const { busy, error, setError, submit } = useSubmit();
  const create = useCreateAccount(civilianId);
  const types: AccountType[] =
    group === 'business' ? ['Business Checking', 'Business Savings'] : ['Checking', 'Savings'];
  // A business account, or a second one of a type, needs staff approval and a reason.
  const needsApproval =
    accountType !== '' &&
    (isBusiness(accountType) || accounts.some((a) => a.accountType === accountType));
  const onSubmit = (e: FormEvent) =>
    submit(e, async () => {
      if (!accountType) return setError(t('bank.create.selectType'));
      if (needsApproval && !reason.trim()) return setError(t('bank.create.enterReason'));
      try {
        await create.mutateAsync({
          civilianId,
          accountType,
          needsApproval,
          ...(needsApproval ? { reason: reason.trim() } : {}),
        });
        // The message shown is "Account request submitted.", opened or pending.
        onDone(t('bank.create.done'));
      } catch (err) {
        setError(serverMessage(err) ?? t('bank.create.failed'));
      }
    });
  let approvalNote: ReactNode = null;
  if (needsApproval) {
    approvalNote = <p className="muted small bank-modal-note">{t('bank.create.approvalNote')}</p>;
  }
  return (
    <Modal title={t('bank.create.title')} onClose={onClose}>
      <form className="form" onSubmit={onSubmit} noValidate>
        <SelectField
          label={t('bank.create.type')}
          placeholder={t('bank.create.typePlaceholder')}
          value={accountType}
          onChange={(e) => setAccountType(e.target.value as AccountType | '')}
          options={types.map((type) => ({ value: type, label: accountTypeLabel(t, type) }))}
        />
        {approvalNote}
        {needsApproval && (
          <TextAreaField
            label={t('bank.create.reason')}
            maxLength={500}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
          />
        )}
        <StatusMessage text={error} />
        <BankFormActions
          busy={busy}
          label={needsApproval ? t('bank.create.submitRequest') : t('bank.create.open')}
          onCancel={onClose}
        />
      </form>
    </Modal>
  );
}
