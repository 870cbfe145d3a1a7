import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { CALL_REQUIRED_FIELDS } from '@tenfour/db/browser';
import { SelectField, TextField } from '../../components/field';
import { StatusMessage } from '../../components/status-message';
import type { AdminCallType, CallTypeInput, CallTypeService } from './call-types-api';
import { useValueForm, ValueForm } from './value-form';

export interface CallTypeFields {
  name: string;
  priority: string;
  services: CallTypeService[];
  requiredFields: CallTypeRequiredField[];
}

type CallTypeRequiredField = NonNullable<CallTypeInput['requiredFields']>[number];

/** The same bound the server and the database hold (docs/values.md). */
const MAX_NAME = 40;
export const CALL_SERVICES = ['police', 'fire', 'ems'] as const satisfies CallTypeService[];

/** A service a call needs, in the reader's language (each key written out for the catalogue). */
export function callServiceText(t: TFunction, service: CallTypeService): string {
  switch (service) {
    case 'police':
      return t('values.callTypes.services.police');
    case 'fire':
      return t('values.callTypes.services.fire');
    case 'ems':
      return t('values.callTypes.services.ems');
  }
}

/** A call field a type can require, in the reader's language. */
export function requiredFieldText(t: TFunction, field: CallTypeRequiredField): string {
  return field === 'postal'
    ? t('values.callTypes.required.postal')
    : t('values.callTypes.required.details');
}

/**
 * A call type's name, default priority and services: a new one, or one being edited in its
 * row. The server checks everything (a taken name, a name in use); its refusals show here.
 */
export function CallTypeForm({
  callType,
  submitLabel,
  onSave,
  onCancel,
}: {
  callType?: AdminCallType | undefined;
  submitLabel: string;
  onSave: (fields: CallTypeFields) => Promise<string | undefined>;
  onCancel?: () => void;
}) {
  const { t } = useTranslation();
  const blank: CallTypeFields = {
    name: '',
    priority: '2',
    services: ['police'],
    requiredFields: [],
  };
  const form = useValueForm<CallTypeFields>(
    callType && {
      name: callType.name,
      priority: String(callType.priority),
      services: callType.services,
      requiredFields: callType.requiredFields,
    },
    blank,
    onSave,
  );
  const { values, patch, field, issues } = form;
  const fields = { name: field('name'), priority: field('priority') };
  const toggled = <T,>(list: readonly T[], item: T) =>
    list.includes(item) ? list.filter((x) => x !== item) : [...list, item];
  const toggle = (service: CallTypeService) =>
    patch({ services: toggled(values.services, service) });
  const toggleRequired = (field: CallTypeRequiredField) =>
    patch({ requiredFields: toggled(values.requiredFields, field) });

  return (
    <ValueForm form={form} submitLabel={submitLabel} onCancel={onCancel}>
      <div className="form-grid values-form-grid">
        <TextField
          label={t('values.callTypes.fields.name')}
          maxLength={MAX_NAME}
          error={issues.name}
          {...fields.name}
        />
        <SelectField
          label={t('values.callTypes.fields.priority')}
          options={['1', '2', '3']}
          {...fields.priority}
        />
      </div>
      <fieldset className="values-services">
        <legend>{t('values.callTypes.fields.services')}</legend>
        {CALL_SERVICES.map((service) => (
          <label key={service} className="checkbox">
            <input
              type="checkbox"
              checked={values.services.includes(service)}
              onChange={() => toggle(service)}
            />{' '}
            {callServiceText(t, service)}
          </label>
        ))}
      </fieldset>
      <fieldset className="values-services">
        <legend>{t('values.callTypes.fields.requiredFields')}</legend>
        {CALL_REQUIRED_FIELDS.map((field) => (
          <label key={field} className="checkbox">
            <input
              type="checkbox"
              checked={values.requiredFields.includes(field)}
              onChange={() => toggleRequired(field)}
            />{' '}
            {requiredFieldText(t, field)}
          </label>
        ))}
      </fieldset>
      {(issues.services ?? issues.priority) && (
        <StatusMessage text={issues.services ?? issues.priority ?? ''} tone="error" />
      )}
    </ValueForm>
  );
}
