import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { EmptyState } from '../components/empty-state';
import { LoadMore } from '../components/paged';
import { SelectField, TextAreaField, TextField } from '../components/field';
import { FormActions } from '../components/form-actions';
import { RecordCard } from '../components/record-card';
import { formatDateTime } from '../lib/format';
import { OfficerGate } from './officer-gate';
import { type IncidentType, useFileIncidentReport } from './api/file-incident-report';
import { INCIDENT_REPORTS, useRefresh } from './api/keys';
import { useIncidentReports } from './api/list-incident-reports';
import type { Officer } from './api/types';
import { fullName } from './full-name';

const INCIDENT_TYPES = ['Arrest', 'Incident', 'Traffic Stop'] as const satisfies IncidentType[];

/** An incident report's type in the reader's language (the stored value stays English). */
function incidentTypeLabel(t: TFunction, type: string): string {
  switch (type) {
    case 'Arrest':
      return t('records.createReport.types.arrest');
    case 'Incident':
      return t('records.createReport.types.incident');
    case 'Traffic Stop':
      return t('records.createReport.types.trafficStop');
    default:
      return type;
  }
}

/** /dashboard/pso/create-report: a free-form report, stored as the department's incident report. */
export function CreateReportPage() {
  const { t } = useTranslation();
  return (
    <OfficerGate title={t('records.createReport.title')}>
      {(officer) => <CreateReport officer={officer} />}
    </OfficerGate>
  );
}

function CreateReport({ officer }: { officer: Officer }) {
  const { t } = useTranslation();
  const [title, setTitle] = useState('');
  const [type, setType] = useState<IncidentType>(INCIDENT_TYPES[0]);
  const [description, setDescription] = useState('');
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const fileIncidentReport = useFileIncidentReport();
  const refresh = useRefresh(INCIDENT_REPORTS);
  const list = useIncidentReports(officer.department);
  // A failed load reads as no reports, as it did before paging.
  const reports = list.items ?? (list.failed ? [] : null);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setResult(null);
    try {
      await fileIncidentReport.mutateAsync({
        title: title.trim(),
        type,
        description: description.trim(),
      });
      // The page shows "Report submitted!" and clears the form.
      setResult({ ok: true, text: t('records.createReport.submitted') });
      setTitle('');
      setType(INCIDENT_TYPES[0]);
      setDescription('');
      void refresh();
    } catch (err) {
      console.error('Failed to submit report', err);
      setResult({ ok: false, text: t('records.createReport.failed') });
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="page">
      <h1>{t('records.createReport.title')}</h1>
      <form className="panel form" onSubmit={(e) => void submit(e)}>
        <div className="form-grid">
          <TextField
            label={t('records.createReport.fieldTitle')}
            required
            maxLength={200}
            value={title}
            onChange={(e) => setTitle(e.target.value)}
          />
          <TextField
            label={t('records.createReport.officerName')}
            readOnly
            value={`${fullName(officer)} (${officer.callsign})`}
          />
        </div>
        <SelectField
          label={t('records.createReport.type')}
          options={INCIDENT_TYPES.map((value) => ({ value, label: incidentTypeLabel(t, value) }))}
          value={type}
          onChange={(e) => setType(e.target.value as IncidentType)}
        />
        <TextAreaField
          label={t('records.createReport.description')}
          required
          maxLength={5000}
          rows={6}
          value={description}
          onChange={(e) => setDescription(e.target.value)}
        />
        {result && (
          <p
            className={`message ${result.ok ? 'success' : 'error'}`}
            role={result.ok ? 'status' : 'alert'}
          >
            {result.text}
          </p>
        )}
        <FormActions
          busy={busy}
          label={t('records.reportModal.submit')}
          busyLabel={t('records.reportModal.submitting')}
        />
      </form>

      <section className="panel section-gap" aria-labelledby="recent-incidents">
        <h2 id="recent-incidents">{t('records.createReport.recent')}</h2>
        {reports === null ? (
          <p className="muted">{t('common.loading')}</p>
        ) : reports.length === 0 ? (
          <EmptyState hint={t('records.createReport.emptyHint')}>
            {t('records.createReport.empty')}
          </EmptyState>
        ) : (
          <ul className="record-list">
            {reports.map((r) => (
              <RecordCard
                key={r._id}
                title={r.title}
                badge={<span className="badge badge-gray">{incidentTypeLabel(t, r.type)}</span>}
              >
                <p className="report-details">{r.description}</p>
                <p className="record-item-meta">
                  {t('records.filedLine', {
                    name: r.officerName,
                    callsign: r.officerCallsign,
                    date: formatDateTime(r.createdAt),
                  })}
                </p>
              </RecordCard>
            ))}
          </ul>
        )}
        <LoadMore hasMore={list.hasMore} busy={list.busy} onMore={() => void list.more()} />
      </section>
    </section>
  );
}
