import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CustomFieldShown, CustomFieldTarget, CustomFieldValue } from '@tenfour/db/browser';
import { useOwnerCustomFields } from './api/community-lists';
import { useRecordCustomFields, useSaveCustomFields } from './api/custom-field-values';
import { SelectField, TextAreaField, TextField } from '../components/field';

/** A record dialog's custom values: sent with a new record, or written after an edit. */
export interface CustomSave {
  values: Record<string, unknown> | undefined;
  save(recordId: string): Promise<unknown>;
}

/** The form's text of each field by key ('' is empty; yes/no as 'yes' or 'no'). */
export type CustomInputs = Record<string, string>;

export const customInputsFrom = (shown: readonly CustomFieldShown[] | undefined): CustomInputs =>
  Object.fromEntries(
    (shown ?? []).map((f) => [
      f.key,
      f.type === 'yesno' ? (f.value ? 'yes' : 'no') : String(f.value),
    ]),
  );

/** What is sent for the fields the form shows: empty clears, yes/no as true or false. */
export function customValuesOf(
  fields: readonly CustomFieldValue[],
  inputs: CustomInputs,
): Record<string, unknown> {
  return Object.fromEntries(
    fields.map((f) => {
      const text = inputs[f.key] ?? '';
      if (text.trim() === '') return [f.key, null];
      return [f.key, f.type === 'yesno' ? text === 'yes' : text];
    }),
  );
}

/** An input per custom field the member may edit, of the field's type. */
export function CustomFieldInputs({
  fields,
  inputs,
  onChange,
}: {
  fields: readonly CustomFieldValue[];
  inputs: CustomInputs;
  onChange(key: string, text: string): void;
}) {
  const { t } = useTranslation();
  if (!fields.length) return null;
  return (
    <div className="form-grid">
      {fields.map((f) => {
        const common = {
          label: f.required ? `${f.label} *` : f.label,
          value: inputs[f.key] ?? '',
          title: f.help ?? undefined,
          onChange: (e: { target: { value: string } }) => onChange(f.key, e.target.value),
        };
        switch (f.type) {
          case 'longtext':
            return (
              <TextAreaField key={f.key} rows={3} maxLength={f.maxLength ?? 2000} {...common} />
            );
          case 'number':
            return (
              <TextField
                key={f.key}
                type="number"
                min={f.min ?? undefined}
                max={f.max ?? undefined}
                {...common}
              />
            );
          case 'date':
            return <TextField key={f.key} type="date" {...common} />;
          case 'yesno':
            return (
              <SelectField
                key={f.key}
                placeholder=""
                options={[
                  { value: 'yes', label: t('civilians.customFields.yes') },
                  { value: 'no', label: t('civilians.customFields.no') },
                ]}
                {...common}
              />
            );
          case 'choice':
            return (
              <SelectField
                key={f.key}
                placeholder=""
                options={
                  common.value && !f.options.includes(common.value)
                    ? [...f.options, common.value]
                    : f.options
                }
                {...common}
              />
            );
          default:
            return (
              <TextField
                key={f.key}
                autoComplete="off"
                maxLength={f.maxLength ?? 200}
                {...common}
              />
            );
        }
      })}
    </div>
  );
}

/**
 * A record dialog's custom fields: the ones the owner edits, starting from what the record
 * holds (`id`; none for a new record). A new record sends `values` with itself (checked in
 * its own transaction); an existing one writes them with `save` after its own save.
 */
export function useCustomFieldForm(target: CustomFieldTarget, id?: string) {
  const fields = useOwnerCustomFields(target);
  const shown = useRecordCustomFields(target, id);
  const [typed, setTyped] = useState<CustomInputs>({});
  const inputs = { ...customInputsFrom(shown.data?.fields), ...typed };
  const write = useSaveCustomFields(target);
  return {
    inputs: (
      <CustomFieldInputs
        fields={fields}
        inputs={inputs}
        onChange={(key, text) => setTyped((was) => ({ ...was, [key]: text }))}
      />
    ),
    values: fields.length ? customValuesOf(fields, inputs) : undefined,
    save: (recordId: string) =>
      fields.length ? write(recordId, customValuesOf(fields, inputs)) : Promise.resolve(),
  };
}
