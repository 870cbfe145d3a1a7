import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { StatusMessage } from '../../components/status-message';
import { errorText } from '../../lib/use-submit';
import {
  useAdminCustomFields,
  useCustomFieldActions,
  type AdminCustomField,
} from './custom-fields-api';
import { CustomFieldForm, toCustomFieldInput } from './custom-field-form';
import { ValueRow } from './value-row';
import { searchText, targetText, typeText } from './custom-field-labels';
import type { CustomFieldFields } from './custom-field-form';

/** The fields staff add to civilians, vehicles and weapons, and the form that adds one. */
export function CustomFieldsSection() {
  const { t } = useTranslation();
  const list = useAdminCustomFields();
  const actions = useCustomFieldActions();
  const headingId = useId();
  const fields = list.data?.customFields;
  return (
    <section className="panel values-service" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('values.customFields.title')}</h2>
      <p className="muted">{t('values.customFields.intro')}</p>
      {fields ? (
        fields.length ? (
          <ul className="values-list">
            {fields.map((f) => (
              <CustomFieldRow key={f.id} field={f} />
            ))}
          </ul>
        ) : (
          <p className="muted">{t('values.empty')}</p>
        )
      ) : list.isError ? (
        <StatusMessage text={errorText(list.error)} tone="error" />
      ) : (
        <p className="page-status">{t('common.loading')}</p>
      )}
      <h3>{t('values.customFields.add')}</h3>
      <CustomFieldForm
        submitLabel={t('values.customFields.add')}
        onSave={async (f) => (await actions.create(toCustomFieldInput(f))).message}
      />
    </section>
  );
}

function CustomFieldRow({ field }: { field: AdminCustomField }) {
  const { t } = useTranslation();
  const actions = useCustomFieldActions();
  return (
    <ValueRow<CustomFieldFields>
      value={field}
      actions={actions}
      confirmDelete={t('values.customFields.confirmDelete', { label: field.label })}
      name={(id) => (
        <strong id={id}>
          {field.label} <code>{field.key}</code>
        </strong>
      )}
      details={t('values.customFields.summary', {
        target: targetText(t, field.target),
        type: typeText(t, field.type),
        search: searchText(t, field.searchable),
      })}
      edit={{
        update: (fields) => {
          const { target: _target, ...input } = toCustomFieldInput(fields);
          // A key or type records hold values under cannot change, so unchanged ones stay out.
          const { key, type, ...rest } = input;
          return actions.update(field.id, {
            ...rest,
            ...(key !== field.key ? { key } : {}),
            ...(type !== field.type ? { type } : {}),
          });
        },
        form: (editor) => (
          <CustomFieldForm field={field} submitLabel={t('values.save')} {...editor} />
        ),
      }}
    />
  );
}
