import { useState, type FormEvent, type ReactNode } from 'react';
import { FormActions } from '../../components/form-actions';
import { StatusMessage } from '../../components/status-message';
import { useFormState } from '../../components/use-form-state';
import { useSubmit } from '../../lib/use-submit';
import { fieldIssues, formError } from '../departments/field-issues';

/**
 * A value's form state: a new one (it empties for the next one after a save) or one being
 * edited in its row (the row closes it). The server checks everything; its refusals land in
 * `issues` by field, and `onSave` answers with its line ("Status saved.").
 */
export function useValueForm<F extends object>(
  editing: F | undefined,
  blank: F,
  onSave: (fields: F) => Promise<string | undefined>,
) {
  const [values, patch, field] = useFormState<F>(editing ?? blank);
  const [issues, setIssues] = useState<Record<string, string>>({});
  const [saved, setSaved] = useState('');
  const { busy, error, submit } = useSubmit(formError);
  const onSubmit = (e: FormEvent) =>
    submit(e, async () => {
      setIssues({});
      setSaved('');
      try {
        const said = await onSave(values);
        if (!editing) patch(blank);
        setSaved(said ?? '');
      } catch (err) {
        setIssues(fieldIssues(err));
        throw err;
      }
    });
  return { values, patch, field, issues, saved, busy, error, onSubmit };
}

/** The form around a value's fields, with the server's answer and the buttons under them. */
export function ValueForm({
  form,
  submitLabel,
  onCancel,
  children,
}: {
  form: Pick<ReturnType<typeof useValueForm>, 'saved' | 'busy' | 'error' | 'onSubmit'>;
  submitLabel: string;
  onCancel?: (() => void) | undefined;
  children: ReactNode;
}) {
  return (
    <form className="form values-form" noValidate onSubmit={(e) => void form.onSubmit(e)}>
      {children}
      <StatusMessage text={form.error} />
      <StatusMessage text={form.saved} tone="success" />
      <FormActions busy={form.busy} label={submitLabel} {...(onCancel ? { onCancel } : {})} />
    </form>
  );
}
