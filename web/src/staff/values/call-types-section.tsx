import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { StatusMessage } from '../../components/status-message';
import { errorText } from '../../lib/use-submit';
import { useAdminCallTypes, useCallTypeActions } from './call-types-api';
import { CallTypeForm } from './call-type-form';
import { CallTypeRow } from './call-type-row';

/** The community's call types in staff's order, and the form that adds one at the end. */
export function CallTypesSection() {
  const { t } = useTranslation();
  const list = useAdminCallTypes();
  const actions = useCallTypeActions();
  const headingId = useId();
  const callTypes = list.data?.callTypes;
  return (
    <section className="panel values-service" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('values.callTypes.title')}</h2>
      <p className="muted">{t('values.callTypes.intro')}</p>
      {callTypes ? (
        <ul className="values-list">
          {callTypes.map((callType) => (
            <CallTypeRow key={callType.id} callType={callType} />
          ))}
        </ul>
      ) : list.isError ? (
        <StatusMessage text={errorText(list.error)} tone="error" />
      ) : (
        <p className="page-status">{t('common.loading')}</p>
      )}
      <h3>{t('values.callTypes.add')}</h3>
      <CallTypeForm
        submitLabel={t('values.callTypes.add')}
        onSave={async (fields) =>
          (
            await actions.create({
              name: fields.name,
              priority: Number(fields.priority),
              services: fields.services,
              requiredFields: fields.requiredFields,
            })
          ).message
        }
      />
    </section>
  );
}
