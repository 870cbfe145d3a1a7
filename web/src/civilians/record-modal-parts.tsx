import { useState, type FormEvent, type ReactNode } from 'react';
import { FormActions } from '../components/form-actions';
import { Modal } from '../components/modal';
import { StatusMessage } from '../components/status-message';
import { ApiError } from '../lib/api';
import { errorText, useSubmit } from '../lib/use-submit';
import type { Civilian } from './api/get-civilians';

export interface RecordModalProps {
  civilian: Civilian;
  onClose(): void;
}

/**
 * A record dialog's two failure texts: the server's reason when it gave one (else
 * `serverFallback`), and `requestFailed` when the request never reached it.
 */
export const failure =
  (serverFallback: string, requestFailed: string) =>
  (err: unknown): string =>
    err instanceof ApiError && !err.fromServer ? serverFallback : errorText(err, requestFailed);

/**
 * A record dialog's submit: one write at a time, the result line, and after a success the
 * controls stay off until the dialog closes (the success text, if any, shows meanwhile).
 */
export function useRecordSubmit(describe?: (err: unknown) => string) {
  const { busy, error, setError, submit } = useSubmit(describe);
  const [sent, setSent] = useState<{ text: string } | null>(null);
  return {
    busy: busy || sent !== null,
    message: sent?.text || error,
    /** The message is the success text (green), not a refusal (red). */
    ok: Boolean(sent?.text),
    /** Submits, unless `refusal` says why not (a field the browser can check). */
    submit: (e: FormEvent, action: () => Promise<string | void>, refusal?: string) => {
      if (refusal) {
        e.preventDefault();
        setError(refusal);
        return;
      }
      void submit(e, async () => {
        const text = await action();
        setSent({ text: text ?? '' });
      });
    },
  };
}

/** A record dialog: its fields, the result line, then Cancel and the submit button. */
export function RecordFormModal({
  title,
  wide,
  onClose,
  onSubmit,
  busy,
  message,
  ok = false,
  status,
  label,
  busyLabel,
  disabled,
  children,
}: {
  title: string;
  wide?: boolean;
  onClose(): void;
  onSubmit(e: FormEvent): void;
  busy: boolean;
  message?: string;
  /** `message` says the write succeeded. */
  ok?: boolean;
  /** A result line of the dialog's own, in place of `message`. */
  status?: ReactNode;
  label: string;
  busyLabel?: string;
  disabled?: boolean;
  children: ReactNode;
}) {
  return (
    <Modal title={title} onClose={onClose} wide={wide}>
      <form className="form" onSubmit={onSubmit} noValidate>
        {children}
        {status ?? <StatusMessage text={message ?? ''} tone={ok ? 'success' : 'error'} />}
        <FormActions
          busy={busy}
          label={label}
          busyLabel={busyLabel}
          onCancel={onClose}
          disabled={disabled}
        />
      </form>
    </Modal>
  );
}

/** A result line with an explicit tone, for texts the keyword rule would colour wrongly. */
export function Notice({ text, ok }: { text: string; ok: boolean }) {
  if (!text) return null;
  return (
    <p className={`message ${ok ? 'success' : 'error'}`} role={ok ? 'status' : 'alert'}>
      {text}
    </p>
  );
}
