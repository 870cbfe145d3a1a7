import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { SelectField, TextField } from '../../components/field';
import { FormActions } from '../../components/form-actions';
import { StatusMessage } from '../../components/status-message';
import { useFormState } from '../../components/use-form-state';
import { useSubmit } from '../../lib/use-submit';
import { fieldIssues, formError } from '../departments/field-issues';
import type { AdminStatus, StatusMeaning } from './api';
import { MEANINGS, meaningText } from './labels';

export interface StatusFields {
  code: string;
  label: string;
  colour: string;
  meaning: StatusMeaning;
}

/** The same bounds the server and the database hold (docs/values.md). */
const MAX = { code: 20, label: 40 } as const;

/**
 * A status's code, label, colour and meaning: a new one, or one being edited in its row. The
 * server checks everything (a taken code, a code in use); its refusals show under each field.
 * `onSave` answers with the server's line ("Status saved."), shown when the form stays open.
 */
export function StatusForm({
  status,
  submitLabel,
  onSave,
  onCancel,
}: {
  status?: AdminStatus | undefined;
  submitLabel: string;
  onSave: (fields: StatusFields) => Promise<string | undefined>;
  onCancel?: () => void;
}) {
  const { t } = useTranslation();
  const blank: StatusFields = { code: '', label: '', colour: '#2ea043', meaning: 'busy' };
  const [values, patch, field] = useFormState<StatusFields>(
    status
      ? { code: status.code, label: status.label, colour: status.colour, meaning: status.meaning }
      : blank,
  );
  const fields = {
    code: field('code'),
    label: field('label'),
    colour: field('colour'),
    meaning: field('meaning'),
  };
  const [issues, setIssues] = useState<Record<string, string>>({});
  const [saved, setSaved] = useState('');
  const { busy, error, submit } = useSubmit(formError);

  const onSubmit = (e: FormEvent) =>
    submit(e, async () => {
      setIssues({});
      setSaved('');
      try {
        const said = await onSave(values);
        // A new status's form empties for the next one; an edit's row closes itself.
        if (!status) patch(blank);
        setSaved(said ?? '');
      } catch (err) {
        setIssues(fieldIssues(err));
        throw err;
      }
    });

  return (
    <form className="form values-form" noValidate onSubmit={(e) => void onSubmit(e)}>
      <div className="form-grid values-form-grid">
        <TextField
          label={t('values.fields.code')}
          maxLength={MAX.code}
          error={issues.code}
          {...fields.code}
        />
        <TextField
          label={t('values.fields.label')}
          maxLength={MAX.label}
          error={issues.label}
          {...fields.label}
        />
        <TextField
          label={t('values.fields.colour')}
          type="color"
          error={issues.colour}
          {...fields.colour}
        />
        <SelectField
          label={t('values.fields.meaning')}
          options={MEANINGS.map((m) => ({ value: m, label: meaningText(t, m) }))}
          {...fields.meaning}
        />
      </div>
      {issues.meaning && <StatusMessage text={issues.meaning} tone="error" />}
      <StatusMessage text={error} />
      <StatusMessage text={saved} tone="success" />
      <FormActions busy={busy} label={submitLabel} {...(onCancel ? { onCancel } : {})} />
    </form>
  );
}
