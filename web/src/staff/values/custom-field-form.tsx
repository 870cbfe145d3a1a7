import { useTranslation } from 'react-i18next';
import {
  CUSTOM_FIELD_AUDIENCES,
  CUSTOM_FIELD_LIMITS,
  CUSTOM_FIELD_SEARCHES,
  CUSTOM_FIELD_TARGETS,
  CUSTOM_FIELD_TYPES,
  type CustomFieldAudience,
} from '@tenfour/db/browser';
import { SelectField, TextAreaField, TextField } from '../../components/field';
import { StatusMessage } from '../../components/status-message';
import type { AdminCustomField, CustomFieldInput } from './custom-fields-api';
import { useValueForm, ValueForm } from './value-form';
import {
  audienceSetText,
  audienceText,
  searchText,
  targetText,
  typeText,
} from './custom-field-labels';

export interface CustomFieldFields {
  target: string;
  key: string;
  label: string;
  type: string;
  required: boolean;
  options: string;
  maxLength: string;
  min: string;
  max: string;
  help: string;
  see: CustomFieldAudience[];
  edit: CustomFieldAudience[];
  inResults: boolean;
  searchable: string;
}

const AUDIENCE_SETS = ['see', 'edit'] as const;

const numberOrNull = (s: string) => (s.trim() === '' ? null : Number(s));

/** The form's text as the API's body; the server checks all of it again. */
export const toCustomFieldInput = (f: CustomFieldFields): CustomFieldInput => ({
  target: f.target as CustomFieldInput['target'],
  key: f.key.trim(),
  label: f.label,
  type: f.type as CustomFieldInput['type'],
  required: f.required,
  options: f.options
    .split('\n')
    .map((o) => o.trim())
    .filter(Boolean),
  maxLength: numberOrNull(f.maxLength),
  min: numberOrNull(f.min),
  max: numberOrNull(f.max),
  help: f.help.trim() || null,
  see: f.see,
  edit: f.edit,
  inResults: f.inResults,
  searchable: f.searchable as CustomFieldInput['searchable'],
});

const fromField = (f: AdminCustomField): CustomFieldFields => ({
  target: f.target,
  key: f.key,
  label: f.label,
  type: f.type,
  required: f.required,
  options: f.options.join('\n'),
  maxLength: f.maxLength === null ? '' : String(f.maxLength),
  min: f.min === null ? '' : String(f.min),
  max: f.max === null ? '' : String(f.max),
  help: f.help ?? '',
  see: f.see,
  edit: f.edit,
  inResults: f.inResults,
  searchable: f.searchable,
});

const BLANK: CustomFieldFields = {
  target: 'vehicle',
  key: '',
  label: '',
  type: 'text',
  required: false,
  options: '',
  maxLength: '',
  min: '',
  max: '',
  help: '',
  see: ['owner', 'public_safety', 'staff'],
  edit: ['owner', 'staff'],
  inResults: false,
  searchable: 'none',
};

/** A custom field's definition; its target is chosen once, when it is added. */
export function CustomFieldForm({
  field: editing,
  submitLabel,
  onSave,
  onCancel,
}: {
  field?: AdminCustomField;
  submitLabel: string;
  onSave: (fields: CustomFieldFields) => Promise<string | undefined>;
  onCancel?: () => void;
}) {
  const { t } = useTranslation();
  const form = useValueForm<CustomFieldFields>(editing && fromField(editing), BLANK, onSave);
  const { values, patch, field, issues } = form;
  const audience = (a: CustomFieldAudience) => audienceText(t, a);
  const toggle = (which: 'see' | 'edit', a: CustomFieldAudience) =>
    patch({
      [which]: values[which].includes(a)
        ? values[which].filter((x) => x !== a)
        : [...values[which], a],
    });
  const text = values.type === 'text' || values.type === 'longtext';
  const bound = {
    target: field('target'),
    label: field('label'),
    key: field('key'),
    type: field('type'),
    options: field('options'),
    maxLength: field('maxLength'),
    min: field('min'),
    max: field('max'),
    help: field('help'),
    searchable: field('searchable'),
  };
  return (
    <ValueForm form={form} submitLabel={submitLabel} onCancel={onCancel}>
      <div className="form-grid values-form-grid">
        {!editing && (
          <SelectField
            label={t('values.customFields.fields.target')}
            options={CUSTOM_FIELD_TARGETS.map((v) => ({
              value: v,
              label: targetText(t, v),
            }))}
            {...bound.target}
          />
        )}
        <TextField
          label={t('values.customFields.fields.label')}
          maxLength={CUSTOM_FIELD_LIMITS.label}
          error={issues.label}
          {...bound.label}
        />
        <TextField
          label={t('values.customFields.fields.key')}
          maxLength={40}
          autoComplete="off"
          error={issues.key}
          {...bound.key}
        />
        <SelectField
          label={t('values.customFields.fields.type')}
          options={CUSTOM_FIELD_TYPES.map((v) => ({
            value: v,
            label: typeText(t, v),
          }))}
          {...bound.type}
        />
        {values.type === 'choice' && (
          <TextAreaField
            label={t('values.customFields.fields.options')}
            rows={4}
            error={issues.options}
            {...bound.options}
          />
        )}
        {text && (
          <TextField
            label={t('values.customFields.fields.maxLength')}
            type="number"
            inputMode="numeric"
            error={issues.maxLength}
            {...bound.maxLength}
          />
        )}
        {values.type === 'number' && (
          <>
            <TextField
              label={t('values.customFields.fields.min')}
              type="number"
              error={issues.min}
              {...bound.min}
            />
            <TextField
              label={t('values.customFields.fields.max')}
              type="number"
              error={issues.max}
              {...bound.max}
            />
          </>
        )}
        <TextField
          label={t('values.customFields.fields.help')}
          maxLength={CUSTOM_FIELD_LIMITS.help}
          error={issues.help}
          {...bound.help}
        />
        <SelectField
          label={t('values.customFields.fields.searchable')}
          options={CUSTOM_FIELD_SEARCHES.map((v) => ({
            value: v,
            label: searchText(t, v),
          }))}
          {...bound.searchable}
        />
      </div>
      {AUDIENCE_SETS.map((which) => (
        <fieldset key={which} className="values-services">
          <legend>{audienceSetText(t, which)}</legend>
          {CUSTOM_FIELD_AUDIENCES.map((a) => (
            <label key={a} className="checkbox">
              <input
                type="checkbox"
                checked={values[which].includes(a)}
                onChange={() => toggle(which, a)}
              />{' '}
              {audience(a)}
            </label>
          ))}
        </fieldset>
      ))}
      <label className="checkbox">
        <input
          type="checkbox"
          checked={values.required}
          onChange={(e) => patch({ required: e.target.checked })}
        />{' '}
        {t('values.customFields.fields.required')}
      </label>
      <label className="checkbox">
        <input
          type="checkbox"
          checked={values.inResults}
          onChange={(e) => patch({ inResults: e.target.checked })}
        />{' '}
        {t('values.customFields.fields.inResults')}
      </label>
      {(issues.type ?? issues.target ?? issues.see ?? issues.edit) && (
        <StatusMessage
          text={issues.type ?? issues.target ?? issues.see ?? issues.edit ?? ''}
          tone="error"
        />
      )}
    </ValueForm>
  );
}
