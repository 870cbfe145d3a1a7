import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
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
  t: TFunction,
  d: Draft,
):
  | { ok: true; body: { title: string; fine: number; jailTime: number; category?: string } }
  | { ok: false; message: string } {
  const title = d.title.trim();
  if (!title) return { ok: false, message: t('records.penalCodes.titleRequired') };
  const fine = Number(d.fine || '0');
  if (!Number.isFinite(fine) || fine < 0 || Math.round(fine * 100) !== fine * 100) {
    return { ok: false, message: t('records.penalCodes.fineInvalid') };
  }
  const jailTime = Number(d.jailTime || '0');
  if (!Number.isInteger(jailTime) || jailTime < 0) {
    return { ok: false, message: t('records.penalCodes.jailInvalid') };
  }
  const category = d.category.trim();
  return { ok: true, body: { title, fine, jailTime, ...(category ? { category } : {}) } };
}

export const failure = (err: unknown, fallback: string) =>
  err instanceof ApiError && err.message ? err.message : fallback;

export function DraftFields({ draft, onChange }: { draft: Draft; onChange(d: Draft): void }) {
  const { t } = useTranslation();
  const set = (key: keyof Draft) => (e: { target: { value: string } }) =>
    onChange({ ...draft, [key]: e.target.value });
  const bound = {
    title: bindField(draft, set, 'title'),
    category: bindField(draft, set, 'category'),
    fine: bindField(draft, set, 'fine'),
    jailTime: bindField(draft, set, 'jailTime'),
  };
  return (
    <div className="form-grid">
      <TextField label={t('records.penalCodes.columns.title')} maxLength={150} {...bound.title} />
      <TextField label={t('records.penalCodes.category')} maxLength={60} {...bound.category} />
      <TextField
        label={t('records.fineDollars')}
        type="number"
        min="0"
        step="0.01"
        inputMode="decimal"
        {...bound.fine}
      />
      <TextField
        label={t('records.jailMinutes')}
        type="number"
        min="0"
        step="1"
        inputMode="numeric"
        {...bound.jailTime}
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
  const { t } = useTranslation();
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
    const parsed = parseDraft(t, draft);
    if (!parsed.ok) return setMessage(parsed.message);
    setBusy(true);
    try {
      await updatePenalCode.mutateAsync({ id: code._id, json: parsed.body });
      onSaved(parsed.body.title);
    } catch (err) {
      setMessage(failure(err, t('records.penalCodes.updateFailed')));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal title={t('records.penalCodes.editTitle')} onClose={onClose}>
      <form className="form" onSubmit={(e) => void submit(e)} noValidate>
        <DraftFields draft={draft} onChange={setDraft} />
        <StatusMessage text={message} />
        <FormActions busy={busy} label={t('records.penalCodes.save')} onCancel={onClose} />
      </form>
    </Modal>
  );
}
