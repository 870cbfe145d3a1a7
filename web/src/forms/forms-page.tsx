import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { SelectField, TextField } from '../components/field';
import { EmptyState } from '../components/empty-state';
import { useUser } from '../lib/session';
import { useOfferedForms, useReports, type ReportFilter } from './api';
import { ReportsTable } from './reports-table';

/** /dashboard/forms: the forms a member may file, and the reports of their departments. */
export function FormsPage() {
  const { t } = useTranslation();
  const user = useUser();
  const offered = useOfferedForms();
  const [filter, setFilter] = useState<ReportFilter & { mine?: boolean }>({});
  const { mine, ...rest } = filter;
  const reports = useReports({ ...rest, ...(mine ? { filer: user.discordId } : {}) });
  const forms = offered.data?.forms ?? [];
  const dateOf = (v: string) => (v ? new Date(v).toISOString() : undefined);

  return (
    <section className="forms-page">
      <h1>{t('forms.title')}</h1>
      <section className="panel section-gap" aria-labelledby="forms-offered">
        <h2 id="forms-offered">{t('forms.offered')}</h2>
        {offered.data && !offered.data.canFile && <p className="muted">{t('forms.noProfile')}</p>}
        {forms.length === 0 ? (
          <EmptyState>{t('forms.noneOffered')}</EmptyState>
        ) : (
          <ul className="forms-list">
            {forms.map((f) => (
              <li key={f.id}>
                <Link className="btn btn-secondary" to={`/dashboard/forms/${f.id}`}>
                  {t('forms.fileOne', { name: f.name })}
                </Link>
                {f.description && <span className="muted"> {f.description}</span>}
              </li>
            ))}
          </ul>
        )}
      </section>
      <section className="panel section-gap" aria-labelledby="forms-reports">
        <h2 id="forms-reports">{t('forms.reports.title')}</h2>
        <div className="forms-filters">
          <SelectField
            label={t('forms.reports.form')}
            value={filter.formId ?? ''}
            placeholder={t('forms.reports.anyForm')}
            options={forms.map((f) => ({ value: f.id, label: f.name }))}
            onChange={(e) => setFilter((f) => ({ ...f, formId: e.target.value || undefined }))}
          />
          <TextField
            label={t('forms.reports.search')}
            value={filter.q ?? ''}
            onChange={(e) => setFilter((f) => ({ ...f, q: e.target.value || undefined }))}
          />
          <TextField
            label={t('forms.reports.from')}
            type="date"
            onChange={(e) => setFilter((f) => ({ ...f, from: dateOf(e.target.value) }))}
          />
          <TextField
            label={t('forms.reports.to')}
            type="date"
            onChange={(e) =>
              setFilter((f) => ({
                ...f,
                to: e.target.value ? dateOf(`${e.target.value}T23:59:59`) : undefined,
              }))
            }
          />
          <label className="forms-choice">
            <input
              type="checkbox"
              checked={Boolean(filter.mine)}
              onChange={(e) => setFilter((f) => ({ ...f, mine: e.target.checked }))}
            />
            {t('forms.reports.mine')}
          </label>
        </div>
        {reports.isPending ? (
          <p className="muted">{t('forms.reports.loading')}</p>
        ) : (
          <ReportsTable reports={reports.data?.reports ?? []} />
        )}
      </section>
    </section>
  );
}
