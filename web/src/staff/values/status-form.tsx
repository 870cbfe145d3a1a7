import { useTranslation } from 'react-i18next';
import { SelectField, TextField } from '../../components/field';
import { StatusMessage } from '../../components/status-message';
import type { AdminStatus, StatusMeaning } from './api';
import { MEANINGS, meaningText } from '../../lib/status-meanings';
import { useValueForm, ValueForm } from './value-form';

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
  const form = useValueForm<StatusFields>(
    status && {
      code: status.code,
      label: status.label,
      colour: status.colour,
      meaning: status.meaning,
    },
    blank,
    onSave,
  );
  const { field, issues } = form;
  const fields = {
    code: field('code'),
    label: field('label'),
    colour: field('colour'),
    meaning: field('meaning'),
  };

  return (
    <ValueForm form={form} submitLabel={submitLabel} onCancel={onCancel}>
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
    </ValueForm>
  );
}
