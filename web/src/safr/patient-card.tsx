import { useState, type FormEvent } from 'react';
import { PCR_DISPOSITIONS, SAFR_LIMITS } from '@tenfour/db/browser';
import { SelectField, TextAreaField } from '../components/field';
import { FormActions } from '../components/form-actions';
import { StatusMessage } from '../components/status-message';
import { formatDate, formatDateTime, orNA } from '../lib/format';
import { firstIssueText, useSubmit } from '../lib/use-submit';
import { useAddMedicalRecord } from './api/add-medical-record';
import { useDeclareVitalStatus } from './api/declare-vital-status';
import type { PatientCareReportSummary } from './api/report-kinds';
import type { PatientView } from './api/search-patient';

export const dispositionLabel = (code: string) =>
  PCR_DISPOSITIONS.find((d) => d.code === code)?.label ?? code;

/** A care report in a list: the complaint and what became of the patient. */
export function CareOutcome({ report }: { report: PatientCareReportSummary }) {
  return (
    <p>
      {report.chiefComplaint} · {dispositionLabel(report.disposition)}
      {report.destination ? ` to ${report.destination}` : ''}
    </p>
  );
}

/** What a medic needs about a civilian: the person, their medical records and care reports. */
export function PatientCard({ view, onChanged }: { view: PatientView; onChanged(): void }) {
  const { patient, medicalRecords, patientCareReports } = view;
  const life = patient.vitalStatus;
  return (
    <div className="safr-grid section-gap">
      <section className="panel" aria-labelledby="patient-title">
        <h2 id="patient-title">{patient.name}</h2>
        <dl className="details">
          <dt>Date of Birth</dt>
          <dd>{formatDate(patient.dateOfBirth)}</dd>
          <dt>Age</dt>
          <dd>{orNA(patient.age)}</dd>
          <dt>Sex</dt>
          <dd>{orNA(patient.sex)}</dd>
          <dt>Height</dt>
          <dd>{orNA(patient.height)}</dd>
          <dt>Weight</dt>
          <dd>{orNA(patient.weight)}</dd>
          <dt>Emergency Contact</dt>
          <dd>{orNA(patient.emergencyContactName)}</dd>
          <dt>Status</dt>
          <dd data-testid="patient-life">
            <span className={`badge ${patient.deceased ? 'badge-red' : 'badge-green'}`}>
              {patient.deceased ? 'Deceased' : 'Alive'}
            </span>
            {life && (
              <span className="muted small">
                {' '}
                {life.reason} — {life.declaredBy?.callsign ?? 'owner'},{' '}
                {formatDateTime(life.declaredAt)}
              </span>
            )}
          </dd>
        </dl>
        <VitalStatusForm view={view} onChanged={onChanged} />
      </section>

      <section className="panel" aria-labelledby="patient-medical">
        <h2 id="patient-medical">Medical Records</h2>
        {medicalRecords.length ? (
          <ul className="safr-records" aria-label="Medical records">
            {medicalRecords.map((m) => (
              <li key={m._id}>
                <p>{m.description}</p>
                <span className="muted small">
                  {formatDateTime(m.createdAt)}
                  {m.signedBy &&
                    ` · ${m.signedBy.rank} ${m.signedBy.name} (${m.signedBy.callsign}, ${m.signedBy.role})`}
                </span>
              </li>
            ))}
          </ul>
        ) : (
          <p className="muted">No medical records on file.</p>
        )}
        <MedicalRecordForm patientId={patient._id} onAdded={onChanged} />
      </section>

      <section className="panel" aria-labelledby="patient-pcrs">
        <h2 id="patient-pcrs">Patient Care Reports</h2>
        {patientCareReports.length ? (
          <ul className="safr-records" aria-label="Patient care reports">
            {patientCareReports.map((r) => (
              <li key={r._id}>
                <CareOutcome report={r} />
                <span className="muted small">
                  {formatDateTime(r.createdAt)} · {r.author.callsign}
                  {r.call ? ` · Call #${r.call.callNumber}` : ''}
                </span>
              </li>
            ))}
          </ul>
        ) : (
          <p className="muted">No patient care reports.</p>
        )}
      </section>
    </div>
  );
}

function MedicalRecordForm({ patientId, onAdded }: { patientId: string; onAdded(): void }) {
  const [text, setText] = useState('');
  const { busy, error: message, setError: setMessage, submit } = useSubmit(firstIssueText);
  const addMedicalRecord = useAddMedicalRecord(patientId);
  const add = (e: FormEvent) =>
    submit(e, async () => {
      const res = await addMedicalRecord.mutateAsync(text);
      setText('');
      setMessage(res.message);
      onAdded();
    });
  return (
    <form className="form section-gap" onSubmit={add} noValidate>
      <TextAreaField
        label="New medical record"
        maxLength={SAFR_LIMITS.medicalRecord}
        value={text}
        onChange={(e) => setText(e.target.value)}
      />
      <StatusMessage text={message} />
      <FormActions busy={busy} label="Add Medical Record" />
    </form>
  );
}

/** Declaring death or life carries a reason; the owner sees it on their civilian. */
function VitalStatusForm({ view, onChanged }: { view: PatientView; onChanged(): void }) {
  const { patient } = view;
  const next = patient.deceased ? 'alive' : 'deceased';
  const [reason, setReason] = useState('');
  const { busy, error: message, setError: setMessage, submit } = useSubmit(firstIssueText);
  const declareVitalStatus = useDeclareVitalStatus(patient._id);
  const declare = (e: FormEvent) =>
    submit(e, async () => {
      const res = await declareVitalStatus.mutateAsync({ status: next, reason });
      setReason('');
      setMessage(res.message);
      onChanged();
    });
  return (
    <form className="form section-gap" onSubmit={declare} noValidate>
      <TextAreaField
        label={next === 'deceased' ? 'Reason for declaring deceased' : 'Reason for declaring alive'}
        rows={2}
        maxLength={SAFR_LIMITS.vitalReason}
        value={reason}
        onChange={(e) => setReason(e.target.value)}
      />
      <StatusMessage text={message} />
      <div className="form-actions">
        <button
          type="submit"
          className={`btn ${next === 'deceased' ? 'btn-danger' : 'btn-success'}`}
          disabled={busy}
        >
          {next === 'deceased' ? 'Declare Deceased' : 'Declare Alive'}
        </button>
      </div>
    </form>
  );
}

export function DispositionSelect(props: {
  label: string;
  value: string;
  placeholder?: string;
  onChange(value: string): void;
}) {
  return (
    <SelectField
      label={props.label}
      placeholder={props.placeholder}
      options={PCR_DISPOSITIONS.map((d) => ({ value: d.code, label: d.label }))}
      value={props.value}
      onChange={(e) => props.onChange(e.target.value)}
    />
  );
}
