import { useCallback, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { Modal } from '../components/modal';
import { LoadMore, usePaged } from '../components/paged';
import { SelectField, TextAreaField, TextField } from '../components/field';
import { StatusMessage } from '../components/status-message';
import { useToast } from '../components/toast';
import { formatDateTime } from '../lib/format';
import { OfficerGate } from './officer-gate';
import { recordsApi, type Officer, type PsoReport, type PsoReportKind } from './records-api';
import { Table } from '../components/table';
import { ApiError } from '../lib/api';

interface FormField {
  name: string;
  label: string;
  kind: 'text' | 'textarea' | 'select';
  options?: readonly string[];
  placeholder?: string;
  /** A report cannot be filed without it (the server refuses it too). */
  required?: boolean;
}

interface ReportForm {
  kind: PsoReportKind;
  title: string;
  blurb: string;
  /** Spec section 8: use of force says "Submission failed.", the others "Failed to submit report.". */
  failure: string;
  fields: FormField[];
  summary(r: PsoReport): string;
}

const text = (v: unknown) => (typeof v === 'string' ? v : v == null ? '' : String(v));

const FORMS: ReportForm[] = [
  {
    kind: 'use-of-force',
    title: 'Use of Force Report',
    blurb: 'Document any force used: weapon, reason, justification and outcome.',
    failure: 'Submission failed.',
    fields: [
      {
        name: 'discharged',
        label: 'Weapon Discharged',
        kind: 'select',
        placeholder: 'Weapon Discharged:',
        options: ['Baton', 'Taser', 'Pistol', 'Shotgun', 'Assault Rifle'],
      },
      { name: 'reason', label: 'Reason', kind: 'textarea', required: true },
      { name: 'justification', label: 'Justification', kind: 'textarea', required: true },
      { name: 'lawsBroken', label: 'Laws Broken', kind: 'text' },
      {
        name: 'successful',
        label: 'Successful',
        kind: 'select',
        placeholder: 'Was the use of force succesful?',
        options: ['Yes', 'No'],
      },
      { name: 'additionalInfo', label: 'Additional Information', kind: 'textarea' },
    ],
    summary: (r) => [text(r.discharged), text(r.reason)].filter(Boolean).join(' — '),
  },
  {
    kind: 'scene-report',
    title: 'Scene Report',
    blurb: 'Record a scene: who was involved, what happened, witnesses and verdicts.',
    failure: 'Failed to submit report.',
    fields: [
      { name: 'involvedCivilians', label: 'Involved Civilians', kind: 'text' },
      { name: 'involvedOfficers', label: 'Involved Officers', kind: 'text' },
      { name: 'location', label: 'Location', kind: 'text', required: true },
      { name: 'timeOfDay', label: 'Time of Day', kind: 'text' },
      { name: 'whatHappened', label: 'What Happened', kind: 'textarea', required: true },
      { name: 'how', label: 'How', kind: 'textarea' },
      { name: 'witnesses', label: 'Witnesses', kind: 'text' },
      { name: 'verdicts', label: 'Verdicts', kind: 'textarea' },
    ],
    summary: (r) => [text(r.location), text(r.whatHappened)].filter(Boolean).join(' — '),
  },
  {
    kind: '10-50',
    title: '10-50 Accident Report',
    blurb: 'Report a traffic accident: location, type, how it happened and who was involved.',
    failure: 'Failed to submit report.',
    fields: [
      { name: 'location', label: 'Location', kind: 'text', required: true },
      { name: 'timeOfDay', label: 'Time of Day', kind: 'text' },
      {
        name: 'accidentType',
        label: 'Accident Type',
        kind: 'select',
        placeholder: 'Type of Accident:',
        options: ['Single Vehicle', 'Multi-Vehicle', 'Hit-and-Run', 'Pedestrian Involved', 'Other'],
        required: true,
      },
      { name: 'how', label: 'How', kind: 'textarea', required: true },
      { name: 'witnesses', label: 'Witnesses', kind: 'text' },
      { name: 'civilians', label: 'Civilians', kind: 'text' },
    ],
    summary: (r) => [text(r.accidentType), text(r.location)].filter(Boolean).join(' at '),
  },
];

const missingMessage = (labels: string[]) =>
  `Fill in the required field${labels.length > 1 ? 's' : ''}: ${labels.join(', ')}.`;

const formFor = (kind: string) => FORMS.find((f) => f.kind === kind);

export function PublicSafetyReportsPage() {
  return (
    <OfficerGate title="Public Safety Reports">
      {(officer) => <PublicSafetyReports officer={officer} />}
    </OfficerGate>
  );
}

function PublicSafetyReports({ officer }: { officer: Officer }) {
  const [open, setOpen] = useState<ReportForm | null>(null);
  const [viewing, setViewing] = useState<PsoReport | null>(null);
  const [filter, setFilter] = useState('');
  const toast = useToast();

  const load = useCallback(
    (cursor?: string) =>
      recordsApi
        .psoReports((filter || undefined) as PsoReportKind | undefined, cursor)
        .then((page) => ({ items: page.reports, nextCursor: page.nextCursor })),
    [filter],
  );
  const list = usePaged(load);
  // A failed load reads as no reports, as it did before paging.
  const reports = list.items ?? (list.failed ? [] : null);

  return (
    <section className="page">
      <div className="page-header">
        <h1>Public Safety Reports</h1>
        <Link className="btn btn-secondary" to="/dashboard/pso/create-report">
          Create Report
        </Link>
      </div>
      <div className="report-cards">
        {FORMS.map((f) => (
          <button key={f.kind} type="button" className="card" onClick={() => setOpen(f)}>
            <h2>{f.title}</h2>
            <p className="muted small">{f.blurb}</p>
          </button>
        ))}
      </div>

      <section className="panel section-gap" aria-labelledby="dept-reports">
        <div className="panel-header">
          <h2 id="dept-reports">Department Reports</h2>
          <div className="panel-header-tool">
            <SelectField
              label="Show"
              placeholder="All reports"
              options={FORMS.map((f) => ({ value: f.kind, label: f.title }))}
              value={filter}
              onChange={(e) => setFilter(e.target.value)}
            />
          </div>
        </div>
        {reports === null ? (
          <p className="muted">Loading...</p>
        ) : reports.length === 0 ? (
          <p className="muted">No reports filed yet.</p>
        ) : (
          <Table wrapClassName="rec-table-wrap">
            <thead>
              <tr>
                <th scope="col">Report</th>
                <th scope="col">Summary</th>
                <th scope="col">Filed By</th>
                <th scope="col">Filed</th>
                <th scope="col">
                  <span className="sr-only">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {reports.map((r) => {
                const form = formFor(r.kind);
                return (
                  <tr key={r._id}>
                    <td>{form?.title ?? r.kind}</td>
                    <td>{form?.summary(r) || '—'}</td>
                    <td>
                      <FiledBy report={r} />
                    </td>
                    <td>{formatDateTime(r.createdAt)}</td>
                    <td>
                      <button
                        type="button"
                        className="btn btn-sm btn-secondary"
                        onClick={() => setViewing(r)}
                      >
                        View
                      </button>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </Table>
        )}
        <LoadMore hasMore={list.hasMore} busy={list.busy} onMore={() => void list.more()} />
      </section>

      {open && (
        <ReportFormModal
          form={open}
          officer={officer}
          onClose={() => setOpen(null)}
          onFiled={(message) => {
            setOpen(null);
            toast.show(message);
            void list.reload();
          }}
        />
      )}
      {viewing && <ReportDetails report={viewing} onClose={() => setViewing(null)} />}
      {toast.element}
    </section>
  );
}

function ReportFormModal({
  form,
  officer,
  onClose,
  onFiled,
}: {
  form: ReportForm;
  officer: Officer;
  onClose(): void;
  onFiled(message: string): void;
}) {
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
      setMessage(missingMessage(blank.map((f) => f.label)));
      return;
    }
    setBusy(true);
    setMessage('');
    const body: Record<string, string> = {
      ...Object.fromEntries(form.fields.map((f) => [f.name, (values[f.name] ?? '').trim()])),
      // Spec payload fields; the server takes them from the stored officer profile.
      officerName: officer.callsign,
      officerRank: officer.rank,
      discordUsername: officer.discordId,
    };
    try {
      const res = await recordsApi.filePsoReport(form.kind, body);
      onFiled(res.message || `${form.title} submitted.`);
    } catch (err) {
      console.error(`Failed to submit ${form.title}`, err);
      // The server names the fields it refused; show them by this form's labels.
      const refused = err instanceof ApiError ? err.issues.map((i) => i.path) : [];
      const labels = form.fields.filter((f) => refused.includes(f.name));
      setMissing(labels.map((f) => f.name));
      setMessage(labels.length ? missingMessage(labels.map((f) => f.label)) : form.failure);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal title={form.title} onClose={onClose} wide>
      <form className="form" onSubmit={(e) => void submit(e)} noValidate>
        <div className="form-grid">
          <TextField label="Officer" readOnly value={officer.callsign} />
          <TextField label="Rank" readOnly value={officer.rank} />
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
        <div className="form-actions">
          <button type="button" className="btn btn-secondary" onClick={onClose}>
            Cancel
          </button>
          <button type="submit" className="btn btn-primary" disabled={busy}>
            {busy ? 'Submitting...' : 'Submit Report'}
          </button>
        </div>
      </form>
    </Modal>
  );
}

function ReportDetails({ report, onClose }: { report: PsoReport; onClose(): void }) {
  const form = formFor(report.kind);
  return (
    <Modal title={form?.title ?? 'Report'} onClose={onClose} wide>
      <dl className="details report-details">
        <dt>Filed By</dt>
        <dd>
          <FiledBy report={report} />
        </dd>
        <dt>Filed</dt>
        <dd>{formatDateTime(report.createdAt)}</dd>
        {form?.fields.map((f) => (
          <div key={f.name} style={{ display: 'contents' }}>
            <dt>{f.label}</dt>
            <dd>{text(report[f.name]) || 'N/A'}</dd>
          </div>
        ))}
      </dl>
    </Modal>
  );
}

/** Spec: a report's officerName is the callsign; the stored profile adds the full name. */
function FiledBy({ report }: { report: PsoReport }) {
  return (
    <>
      {report.officerFullName
        ? `${report.officerFullName} (${report.officerName})`
        : report.officerName}
      {report.officerRank && <span className="muted small"> · {report.officerRank}</span>}
    </>
  );
}
