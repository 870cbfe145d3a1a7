import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { StatusMessage } from '../../components/status-message';
import { errorText } from '../../lib/use-submit';
import { useAdminStatuses, useStatusActions, type AdminStatus, type StatusService } from './api';
import { SERVICES, serviceText } from './labels';
import { StatusForm } from './status-form';
import { StatusRow } from './status-row';
import { CallTypesSection } from './call-types-section';
import { LicenseTypesSection } from './license-types-section';
import { ListsSection } from './lists-section';
import { CustomFieldsSection } from './custom-fields-section';
import { PortableSection } from './portable-section';
import './values.css';

/**
 * Staff: the community's unit statuses (one list per service), call types, license types and
 * the forms' lists, and the file that carries them to another community (docs/values.md).
 */
export function ValuesPage() {
  const { t } = useTranslation();
  const list = useAdminStatuses();
  const statuses = list.data?.statuses;
  return (
    <section className="page values-page">
      <h1>{t('values.title')}</h1>
      <p className="muted">{t('values.intro')}</p>
      {statuses ? (
        SERVICES.map((service) => (
          <ServiceStatuses
            key={service}
            service={service}
            statuses={statuses.filter((s) => s.service === service)}
          />
        ))
      ) : list.isError ? (
        <StatusMessage text={errorText(list.error)} tone="error" />
      ) : (
        <p className="page-status">{t('common.loading')}</p>
      )}
      <CallTypesSection />
      <LicenseTypesSection />
      <ListsSection />
      <CustomFieldsSection />
      <PortableSection />
    </section>
  );
}

/** One service's statuses in staff's order, and the form that adds one at the end. */
function ServiceStatuses({
  service,
  statuses,
}: {
  service: StatusService;
  statuses: AdminStatus[];
}) {
  const { t } = useTranslation();
  const actions = useStatusActions();
  const headingId = useId();
  return (
    <section className="panel values-service" aria-labelledby={headingId}>
      <h2 id={headingId}>{serviceText(t, service)}</h2>
      {statuses.length ? (
        <ul className="values-list">
          {statuses.map((status) => (
            <StatusRow key={status.id} status={status} />
          ))}
        </ul>
      ) : (
        <p className="muted">{t('values.empty')}</p>
      )}
      <h3>{t('values.add')}</h3>
      <StatusForm
        submitLabel={t('values.add')}
        onSave={async (fields) => (await actions.create({ service, ...fields })).message}
      />
    </section>
  );
}
