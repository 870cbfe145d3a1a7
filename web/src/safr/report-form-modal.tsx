import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent, type ReactNode } from 'react';
import { SelectField } from '../components/field';
import { FormActions } from '../components/form-actions';
import { Modal } from '../components/modal';
import { StatusMessage } from '../components/status-message';
import { Issues } from '../dispatch/form-errors';
import { ApiError, type FieldIssue } from '../lib/api';
import { callOption, useSafrCalls } from './use-safr-calls';

/** Field problems are listed by field; anything else is one line. */
export function formFailure(err: unknown): { text: string; issues: FieldIssue[] } {
  if (!(err instanceof ApiError)) return { text: 'An error occurred.', issues: [] };
  return err.issues.length ? { text: '', issues: err.issues } : { text: err.message, issues: [] };
}

/**
 * Filing a report: `check` may refuse before anything is sent; a filed report refreshes every
 * cached report list.
 */
export function useFileReport<I, R extends { report: unknown; message: string }>(
  file: (input: I) => Promise<R>,
  onFiled: (res: R) => void,
) {
  const queryClient = useQueryClient();
  const [refused, setRefused] = useState('');
  const mutation = useMutation({
    mutationFn: file,
    onSuccess: (res) => {
      void queryClient.invalidateQueries({ queryKey: ['safr', 'reports'] });
      onFiled(res);
    },
  });
  const failure = mutation.error ? formFailure(mutation.error) : { text: refused, issues: [] };
  return {
    busy: mutation.isPending,
    failure,
    submit: (input: I, check?: () => string) => {
      const problem = check?.() ?? '';
      setRefused(problem);
      if (problem) return mutation.reset();
      mutation.mutate(input);
    },
  };
}

/** The frame every SAFR report form shares: a wide dialog, the failure and File Report. */
export function ReportFormModal({
  title,
  busy,
  failure,
  onSubmit,
  onClose,
  children,
}: {
  title: string;
  busy: boolean;
  failure: { text: string; issues: FieldIssue[] };
  onSubmit(): void;
  onClose(): void;
  children: ReactNode;
}) {
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSubmit();
  };
  return (
    <Modal title={title} onClose={onClose} wide>
      <form className="form" onSubmit={submit} noValidate>
        {children}
        <StatusMessage text={failure.text} />
        <Issues issues={failure.issues} />
        <FormActions busy={busy} label="File Report" onCancel={onClose} />
      </form>
    </Modal>
  );
}

/** The department's calls, for the call a report belongs to. */
export function LinkedCallSelect({
  value,
  onChange,
}: {
  value: string;
  onChange(e: { target: { value: string } }): void;
}) {
  const calls = useSafrCalls();
  return (
    <SelectField
      label="Linked call (optional)"
      placeholder="No call"
      options={calls.map(callOption)}
      value={value}
      onChange={onChange}
    />
  );
}
