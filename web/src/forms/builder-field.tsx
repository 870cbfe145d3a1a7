import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { FORM_FIELD_TYPES, type FormFieldType } from '@tenfour/db/browser';
import { SelectField, TextAreaField, TextField } from '../components/field';
import type { FormField } from './api';

/** The builder's copy of a field: options as the lines staff type. */
export type DraftField = FormField & { optionsText?: string };

export function typeLabels(t: TFunction): Record<FormFieldType, string> {
  return {
    text: t('forms.types.text'),
    longText: t('forms.types.longText'),
    number: t('forms.types.number'),
    money: t('forms.types.money'),
    datetime: t('forms.types.datetime'),
    yesNo: t('forms.types.yesNo'),
    oneOf: t('forms.types.oneOf'),
    severalOf: t('forms.types.severalOf'),
    civilian: t('forms.types.civilian'),
    vehicle: t('forms.types.vehicle'),
    charges: t('forms.types.charges'),
    officer: t('forms.types.officer'),
  };
}

const num = (v: string) => (v.trim() === '' ? undefined : Number(v));

/** One field in the builder: what it asks, its type, limits and options; moved or removed. */
export function BuilderField({
  field,
  error,
  onChange,
  onMove,
  onRemove,
}: {
  field: DraftField;
  error?: string | undefined;
  onChange(field: DraftField): void;
  onMove(by: -1 | 1): void;
  onRemove(): void;
}) {
  const { t } = useTranslation();
  const labels = typeLabels(t);
  const set = (patch: Partial<DraftField>) => onChange({ ...field, ...patch });
  const text = field.type === 'text' || field.type === 'longText';
  const numeric = field.type === 'number' || field.type === 'money';
  const many = field.type === 'severalOf' || field.type === 'charges';
  const choice = field.type === 'oneOf' || field.type === 'severalOf';
  return (
    <li className="forms-builder-field">
      <div className="forms-grid">
        <TextField
          label={t('forms.builder.label')}
          value={field.label}
          onChange={(e) => set({ label: e.target.value })}
        />
        <TextField
          label={t('forms.builder.key')}
          value={field.key}
          onChange={(e) => set({ key: e.target.value })}
        />
        <SelectField
          label={t('forms.builder.type')}
          value={field.type}
          options={FORM_FIELD_TYPES.map((type) => ({ value: type, label: labels[type] }))}
          onChange={(e) => set({ type: e.target.value as FormFieldType })}
        />
        <label className="forms-choice">
          <input
            type="checkbox"
            checked={field.required}
            onChange={(e) => set({ required: e.target.checked })}
          />
          {t('forms.builder.required')}
        </label>
        {text && (
          <>
            <TextField
              label={t('forms.builder.minLength')}
              inputMode="numeric"
              value={field.minLength ?? ''}
              onChange={(e) => set({ minLength: num(e.target.value) })}
            />
            <TextField
              label={t('forms.builder.maxLength')}
              inputMode="numeric"
              value={field.maxLength ?? ''}
              onChange={(e) => set({ maxLength: num(e.target.value) })}
            />
          </>
        )}
        {numeric && (
          <>
            <TextField
              label={t('forms.builder.min')}
              inputMode="decimal"
              value={field.min ?? ''}
              onChange={(e) => set({ min: num(e.target.value) })}
            />
            <TextField
              label={t('forms.builder.max')}
              inputMode="decimal"
              value={field.max ?? ''}
              onChange={(e) => set({ max: num(e.target.value) })}
            />
          </>
        )}
        {many && (
          <TextField
            label={t('forms.builder.maxSelections')}
            inputMode="numeric"
            value={field.maxSelections ?? ''}
            onChange={(e) => set({ maxSelections: num(e.target.value) })}
          />
        )}
      </div>
      {choice && (
        <TextAreaField
          label={t('forms.builder.options')}
          rows={3}
          value={field.optionsText ?? (field.options ?? []).join('\n')}
          onChange={(e) =>
            set({
              optionsText: e.target.value,
              options: e.target.value
                .split('\n')
                .map((o) => o.trim())
                .filter(Boolean),
            })
          }
        />
      )}
      <TextField
        label={t('forms.builder.help')}
        value={field.help ?? ''}
        onChange={(e) => set({ help: e.target.value || undefined })}
      />
      {error && (
        <p className="field-error" role="alert">
          {error}
        </p>
      )}
      <div className="button-row">
        <button type="button" className="btn btn-secondary btn-sm" onClick={() => onMove(-1)}>
          {t('forms.builder.up')}
        </button>
        <button type="button" className="btn btn-secondary btn-sm" onClick={() => onMove(1)}>
          {t('forms.builder.down')}
        </button>
        <button type="button" className="btn btn-danger btn-sm" onClick={onRemove}>
          {t('forms.builder.removeField')}
        </button>
      </div>
    </li>
  );
}
