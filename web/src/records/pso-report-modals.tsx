import { useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { SelectField, TextAreaField, TextField } from '../components/field';
import { FormActions } from '../components/form-actions';
import { Modal } from '../components/modal';
import { PrintButton } from '../components/print';
import { StatusMessage } from '../components/status-message';
import { ApiError } from '../lib/api';
import { formatDateTime, orNA } from '../lib/format';
import {
  formFor,
  missingMessage,
  reportForms,
  shownValue,
  type ReportForm,
} from './pso-report-forms';
import type { Officer, PsoReport, PsoReportKind } from './api/types';

export function PsoReportFormModal({
  form,
  officer,
  onClose,
  file,
}: {
  form: ReportForm;
  officer: Officer;
  onClose(): void;
  /** Files the report (refreshing the lists) and closes the dialog. */
  file(kind: PsoReportKind, body: Record<string, string>): Promise<{ message?: string }>;
}) {
  const { t } = useTranslation();
  const [values, setValues] = useState<Record<string, string>>({});
  const [missing, setMissing] = useState<string[]>([]);
  const [message, setMessage] = useState('');
  const [busy, setBusy] = useState(false);
  const set = (name: string, value: string) => setValues((v) => ({ ...v, [name]: value }));

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const blank = form.fields.filter((f) => f.required && !(values[f.name] ?? '').trim());
    setMissing(blank.map((f) => f.name));
    if (blank.length) {
      setMessage(
        missingMessage(
          t,
          blank.map((f) => f.label),
        ),
      );
      return;
    }
    setBusy(true);
    setMessage('');
    const body: Record<string, string> = {
      ...Object.fromEntries(form.fields.map((f) => [f.name, (values[f.name] ?? '').trim()])),
      // Documented payload fields; the server takes them from the stored officer profile.
      officerName: officer.callsign,
      officerRank: officer.rank,
      discordUsername: officer.discordId,
    };
    try {
      await file(form.kind, body);
    } catch (err) {
      console.error(`Failed to submit ${form.title}`, err);
      // The server names the fields it refused; show them by this form's labels.
      const refused = err instanceof ApiError ? err.issues.map((i) => i.path) : [];
      const labels = form.fields.filter((f) => refused.includes(f.name));
      setMissing(labels.map((f) => f.name));
      setMessage(
        labels.length
          ? missingMessage(
              t,
              labels.map((f) => f.label),
            )
          : form.failure,
      );
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal title={form.title} onClose={onClose} wide>
      <form className="form" onSubmit={(e) => void submit(e)} noValidate>
        <div className="form-grid">
          <TextField label={t('records.psoReports.officer')} readOnly value={officer.callsign} />
          <TextField label={t('records.psoReports.rank')} readOnly value={officer.rank} />
        </div>
        <div className="form-grid">
          {form.fields.map((f) => {
            const common = {
              label: f.label,
              value: values[f.name] ?? '',
              name: f.name,
              required: f.required,
              'aria-invalid': missing.includes(f.name) || undefined,
            };
            if (f.kind === 'select') {
              return (
                <SelectField
                  key={f.name}
                  {...common}
                  placeholder={f.placeholder}
                  options={f.options ?? []}
                  onChange={(e) => set(f.name, e.target.value)}
                />
              );
            }
            if (f.kind === 'textarea') {
              return (
                <TextAreaField
                  key={f.name}
                  {...common}
                  maxLength={4000}
                  onChange={(e) => set(f.name, e.target.value)}
                />
              );
            }
            return (
              <TextField
                key={f.name}
                {...common}
                maxLength={500}
                onChange={(e) => set(f.name, e.target.value)}
              />
            );
          })}
        </div>
        <StatusMessage text={message} />
        <FormActions
          busy={busy}
          label={t('records.psoReports.submit')}
          busyLabel={t('records.psoReports.submitting')}
          onCancel={onClose}
        />
      </form>
    </Modal>
  );
}

export function PsoReportDetails({ report, onClose }: { report: PsoReport; onClose(): void }) {
  const { t } = useTranslation();
  const forms = useMemo(() => reportForms(t), [t]);
  const form = formFor(forms, report.kind);
  return (
    <Modal title={form?.title ?? t('records.psoReports.report')} onClose={onClose} wide>
      <dl className="details report-details">
        <dt>{t('records.psoReports.columns.filedBy')}</dt>
        <dd>
          <FiledBy report={report} />
        </dd>
        <dt>{t('records.psoReports.columns.filed')}</dt>
        <dd>{formatDateTime(report.createdAt)}</dd>
        {form?.fields.map((f) => (
          <div key={f.name} style={{ display: 'contents' }}>
            <dt>{f.label}</dt>
            <dd>{orNA(shownValue(f, report[f.name]))}</dd>
          </div>
        ))}
      </dl>
      <div className="form-actions">
        <PrintButton />
      </div>
    </Modal>
  );
}

/** A report's officerName is the callsign; the stored profile adds the full name. */
export function FiledBy({ report }: { report: PsoReport }) {
  return (
    <>
      {report.officerFullName
        ? `${report.officerFullName} (${report.officerName})`
        : report.officerName}
      {report.officerRank && <span className="muted small"> · {report.officerRank}</span>}
    </>
  );
}
