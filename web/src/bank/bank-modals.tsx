import { useState, type FormEvent, type ReactNode } from 'react';
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
import { parseAmount, useIdempotencyKey } from './bank-forms';
import {
  AccountLine,
  AmountField,
  BankFormActions,
  DescriptionField,
  INVALID_AMOUNT,
  type ModalProps,
} from './bank-form-parts';
import './bank.css';

export function DepositModal({
  account,
  walletBalance,
  onClose,
  onDone,
}: ModalProps & { account: BankAccount; walletBalance: number }) {
  const [amount, setAmount] = useState('');
  const [description, setDescription] = useState('');
  const { busy, error, setError, submit } = useSubmit();
  const key = useIdempotencyKey(['deposit', account._id, amount, description]);
  const deposit = useDeposit(account.civilianId);
  const onSubmit = (e: FormEvent) =>
    submit(e, async () => {
      const value = parseAmount(amount);
      if (value === null) return setError(INVALID_AMOUNT);
      if (value > walletBalance) return setError('You do not have enough cash in your wallet.');
      try {
        await deposit.mutateAsync({
          json: { accountId: account._id, amount: amount.trim(), description: description.trim() },
          key,
        });
        onDone(`Deposit of ${formatMoney(value)} submitted.`);
      } catch (err) {
        setError(serverMessage(err) ?? 'Deposit failed.');
      }
    });
  return (
    <Modal title="Deposit" onClose={onClose}>
      <form className="form" onSubmit={onSubmit} noValidate>
        <AccountLine account={account} />
        <p className="muted small bank-modal-note">Cash in wallet: {formatMoney(walletBalance)}</p>
        <AmountField value={amount} onChange={setAmount} />
        <DescriptionField value={description} onChange={setDescription} />
        <StatusMessage text={error} />
        <BankFormActions busy={busy} label="Deposit" onCancel={onClose} />
      </form>
    </Modal>
  );
}

export function WithdrawModal({ account, onClose, onDone }: ModalProps & { account: BankAccount }) {
  const [amount, setAmount] = useState('');
  const [description, setDescription] = useState('');
  const { busy, error, setError, submit } = useSubmit();
  const key = useIdempotencyKey(['withdraw', account._id, amount, description]);
  const withdraw = useWithdraw(account.civilianId);
  // No client-side balance check on withdrawals; the server decides.
  const onSubmit = (e: FormEvent) =>
    submit(e, async () => {
      const value = parseAmount(amount);
      if (value === null) return setError(INVALID_AMOUNT);
      try {
        await withdraw.mutateAsync({
          json: { accountId: account._id, amount: amount.trim(), description: description.trim() },
          key,
        });
        onDone(`Withdrawal of ${formatMoney(value)} submitted.`);
      } catch (err) {
        setError(serverMessage(err) ?? 'Withdrawal failed.');
      }
    });
  return (
    <Modal title="Withdraw" onClose={onClose}>
      <form className="form" onSubmit={onSubmit} noValidate>
        <AccountLine account={account} />
        <AmountField value={amount} onChange={setAmount} />
        <DescriptionField value={description} onChange={setDescription} />
        <StatusMessage text={error} />
        <BankFormActions busy={busy} label="Withdraw" onCancel={onClose} />
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
      if (!source) return setError('Please select a source account.');
      const value = parseAmount(amount);
      if (value === null) return setError(INVALID_AMOUNT);
      if (value > source.balance) return setError('Insufficient funds in selected account.');
      if (!toNumber.trim()) return setError('Please enter the destination account number.');
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
        onDone('Transfer completed successfully.');
      } catch (err) {
        setError(serverMessage(err) ?? 'Transfer failed.');
      }
    });
  return (
    <Modal title="Transfer Funds" onClose={onClose}>
      <form className="form" onSubmit={onSubmit} noValidate>
        <SelectField
          label="From Account"
          placeholder="Select source account"
          value={fromId}
          onChange={(e) => setFromId(e.target.value)}
          options={accounts.map((a) => ({
            value: a._id,
            label: `${a.name} (${a.accountNumber}) · ${formatMoney(a.balance)}`,
          }))}
        />
        <TextField
          label="To Account Number"
          inputMode="numeric"
          autoComplete="off"
          maxLength={32}
          value={toNumber}
          onChange={(e) => setToNumber(e.target.value)}
        />
        <AmountField value={amount} onChange={setAmount} />
        <DescriptionField value={description} onChange={setDescription} />
        <StatusMessage text={error} />
        <BankFormActions busy={busy} label="Transfer" onCancel={onClose} />
      </form>
    </Modal>
  );
}

export function RenameModal({ account, onClose, onDone }: ModalProps & { account: BankAccount }) {
  const [name, setName] = useState('');
  const { busy, error, setError, submit } = useSubmit();
  const rename = useRenameAccount(account.civilianId);
  const onSubmit = (e: FormEvent) =>
    submit(e, async () => {
      const newName = name.trim();
      if (!newName) return setError('Please provide a new account name.');
      try {
        await rename.mutateAsync({ accountId: account._id, newName });
        onDone('Account renamed successfully.');
      } catch (err) {
        setError(serverMessage(err) ?? 'Failed to rename account.');
      }
    });
  return (
    <Modal title="Rename Account" onClose={onClose}>
      <form className="form" onSubmit={onSubmit} noValidate>
        <AccountLine account={account} />
        <TextField
          label="New Account Name"
          maxLength={50}
          placeholder={account.name}
          value={name}
          onChange={(e) => setName(e.target.value)}
        />
        <StatusMessage text={error} />
        <BankFormActions busy={busy} label="Rename" onCancel={onClose} />
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
      if (!accountType) return setError('Please select an account type.');
      if (needsApproval && !reason.trim()) return setError('Please provide a reason for approval.');
      try {
        await create.mutateAsync({
          civilianId,
          accountType,
          needsApproval,
          ...(needsApproval ? { reason: reason.trim() } : {}),
        });
        // The message shown is "Account request submitted.", opened or pending.
        onDone('Account request submitted.');
      } catch (err) {
        setError(serverMessage(err) ?? 'Failed to create account.');
      }
    });
  let approvalNote: ReactNode = null;
  if (needsApproval) {
    approvalNote = (
      <p className="muted small bank-modal-note">
        This account needs approval from bank staff. It will show as pending until then.
      </p>
    );
  }
  return (
    <Modal title="Create New Bank Account" onClose={onClose}>
      <form className="form" onSubmit={onSubmit} noValidate>
        <SelectField
          label="Account Type"
          placeholder="Select account type"
          value={accountType}
          onChange={(e) => setAccountType(e.target.value as AccountType | '')}
          options={types}
        />
        {approvalNote}
        {needsApproval && (
          <TextAreaField
            label="Reason for approval"
            maxLength={500}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
          />
        )}
        <StatusMessage text={error} />
        <BankFormActions
          busy={busy}
          label={needsApproval ? 'Submit Request' : 'Open Account'}
          onCancel={onClose}
        />
      </form>
    </Modal>
  );
}
