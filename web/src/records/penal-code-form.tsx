import { useState, type FormEvent } from 'react';
import { bindField, TextField } from '../components/field';
import { Modal } from '../components/modal';
import { StatusMessage } from '../components/status-message';
import { FormActions } from '../components/form-actions';
import { ApiError } from '../lib/api';
import type { PenalCode } from './api/types';
import { useUpdatePenalCode } from './api/update-penal-code';

export interface Draft {
  title: string;
  fine: string;
  jailTime: string;
  category: string;
}

export const EMPTY: Draft = { title: '', fine: '', jailTime: '', category: '' };

/** Checks a draft; returns the body to send or the message to show. */
export function parseDraft(
  d: Draft,
):
  | { ok: true; body: { title: string; fine: number; jailTime: number; category?: string } }
  | { ok: false; message: string } {
  const title = d.title.trim();
  if (!title) return { ok: false, message: 'Please enter the offense title.' };
  const fine = Number(d.fine || '0');
  if (!Number.isFinite(fine) || fine < 0 || Math.round(fine * 100) !== fine * 100) {
    return { ok: false, message: 'Enter the fine in dollars (up to 2 decimals).' };
  }
  const jailTime = Number(d.jailTime || '0');
  if (!Number.isInteger(jailTime) || jailTime < 0) {
    return { ok: false, message: 'Enter the jail time in whole minutes.' };
  }
  const category = d.category.trim();
  return { ok: true, body: { title, fine, jailTime, ...(category ? { category } : {}) } };
}

export const failure = (err: unknown, fallback: string) =>
  err instanceof ApiError && err.message ? err.message : fallback;

export function DraftFields({ draft, onChange }: { draft: Draft; onChange(d: Draft): void }) {
  const set = (key: keyof Draft) => (e: { target: { value: string } }) =>
    onChange({ ...draft, [key]: e.target.value });
  return (
    <div className="form-grid">
      <TextField label="Title" maxLength={150} {...bindField(draft, set, 'title')} />
      <TextField
        label="Category (optional)"
        maxLength={60}
        {...bindField(draft, set, 'category')}
      />
      <TextField
        label="Fine ($)"
        type="number"
        min="0"
        step="0.01"
        inputMode="decimal"
        {...bindField(draft, set, 'fine')}
      />
      <TextField
        label="Jail Time (minutes)"
        type="number"
        min="0"
        step="1"
        inputMode="numeric"
        {...bindField(draft, set, 'jailTime')}
      />
    </div>
  );
}

export function EditModal({
  code,
  onClose,
  onSaved,
}: {
  code: PenalCode;
  onClose(): void;
  onSaved(title: string): void;
}) {
  const [draft, setDraft] = useState<Draft>({
    title: code.title,
    fine: String(code.fine),
    jailTime: String(code.jailTime),
    category: code.category ?? '',
  });
  const [message, setMessage] = useState('');
  const [busy, setBusy] = useState(false);
  const updatePenalCode = useUpdatePenalCode();
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const parsed = parseDraft(draft);
    if (!parsed.ok) return setMessage(parsed.message);
    setBusy(true);
    try {
      await updatePenalCode.mutateAsync({ id: code._id, json: parsed.body });
      onSaved(parsed.body.title);
    } catch (err) {
      setMessage(failure(err, 'Failed to update the offense.'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal title="Edit Offense" onClose={onClose}>
      <form className="form" onSubmit={(e) => void submit(e)} noValidate>
        <DraftFields draft={draft} onChange={setDraft} />
        <StatusMessage text={message} />
        <FormActions busy={busy} label="Save Changes" onCancel={onClose} />
      </form>
    </Modal>
  );
}
