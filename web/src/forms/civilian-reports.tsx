import { useTranslation } from 'react-i18next';
import { useReports } from './api';
import { ReportsTable } from './reports-table';

/** The owner profile's "Reports": community form reports linking this civilian. */
export function CivilianReports({ civilianId }: { civilianId: string }) {
  const { t } = useTranslation();
  const query = useReports({ civilianId });
  return (
    <section className="panel section-gap" aria-labelledby="cr-title">
      <h3 id="cr-title">{t('forms.reports.civilianTitle')}</h3>
      {query.isPending ? (
        <p className="muted">{t('forms.reports.loading')}</p>
      ) : (
        <ReportsTable reports={query.data?.reports ?? []} />
      )}
    </section>
  );
}
