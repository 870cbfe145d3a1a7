import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
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
import { dispositionLabel, safrRoleLabel } from './labels';

/** A care report in a list: the complaint and what became of the patient. */
export function CareOutcome({ report }: { report: PatientCareReportSummary }) {
  const { t } = useTranslation();
  const complaint = report.chiefComplaint;
  const disposition = dispositionLabel(t, report.disposition);
  return (
    <p>
      {report.destination
        ? t('safr.care.outcomeTo', { complaint, disposition, destination: report.destination })
        : t('safr.care.outcome', { complaint, disposition })}
    </p>
  );
}

/** What a medic needs about a civilian: the person, their medical records and care reports. */
export function PatientCard({ view, onChanged }: { view: PatientView; onChanged(): void }) {
  const { t } = useTranslation();
  const { patient, medicalRecords, patientCareReports } = view;
  const life = patient.vitalStatus;
  return (
    <div className="safr-grid section-gap">
      <section className="panel" aria-labelledby="patient-title">
        <h2 id="patient-title">{patient.name}</h2>
        <dl className="details">
          <dt>{t('safr.patient.dateOfBirth')}</dt>
          <dd>{formatDate(patient.dateOfBirth)}</dd>
          <dt>{t('safr.patient.age')}</dt>
          <dd>{orNA(patient.age)}</dd>
          <dt>{t('safr.patient.sex')}</dt>
          <dd>{orNA(patient.sex)}</dd>
          <dt>{t('safr.patient.height')}</dt>
          <dd>{orNA(patient.height)}</dd>
          <dt>{t('safr.patient.weight')}</dt>
          <dd>{orNA(patient.weight)}</dd>
          <dt>{t('safr.patient.emergencyContact')}</dt>
          <dd>{orNA(patient.emergencyContactName)}</dd>
          <dt>{t('safr.patient.status')}</dt>
          <dd data-testid="patient-life">
            <span className={`badge ${patient.deceased ? 'badge-red' : 'badge-green'}`}>
              {patient.deceased ? t('safr.patient.deceased') : t('safr.patient.alive')}
            </span>
            {life && (
              <span className="muted small">
                {' '}
                {t('safr.patient.declaration', {
                  reason: life.reason,
                  by: life.declaredBy?.callsign ?? t('safr.patient.owner'),
                  when: formatDateTime(life.declaredAt),
                })}
              </span>
            )}
          </dd>
        </dl>
        <VitalStatusForm view={view} onChanged={onChanged} />
      </section>

      <section className="panel" aria-labelledby="patient-medical">
        <h2 id="patient-medical">{t('safr.patient.medicalRecords')}</h2>
        {medicalRecords.length ? (
          <ul className="safr-records" aria-label={t('safr.patient.medicalRecordsList')}>
            {medicalRecords.map((m) => (
              <li key={m._id}>
                <p>{m.description}</p>
                <span className="muted small">
                  {m.signedBy
                    ? t('safr.patient.recordSigned', {
                        when: formatDateTime(m.createdAt),
                        rank: m.signedBy.rank,
                        name: m.signedBy.name,
                        callsign: m.signedBy.callsign,
                        role: safrRoleLabel(t, m.signedBy.role),
                      })
                    : formatDateTime(m.createdAt)}
                </span>
              </li>
            ))}
          </ul>
        ) : (
          <p className="muted">{t('safr.patient.noMedicalRecords')}</p>
        )}
        <MedicalRecordForm patientId={patient._id} onAdded={onChanged} />
      </section>

      <section className="panel" aria-labelledby="patient-pcrs">
        <h2 id="patient-pcrs">{t('safr.patient.careReports')}</h2>
        {patientCareReports.length ? (
          <ul className="safr-records" aria-label={t('safr.care.reportsList')}>
            {patientCareReports.map((r) => (
              <li key={r._id}>
                <CareOutcome report={r} />
                <span className="muted small">
                  {r.call
                    ? t('safr.patient.reportLineCall', {
                        when: formatDateTime(r.createdAt),
                        callsign: r.author.callsign,
                        callNumber: r.call.callNumber,
                      })
                    : t('safr.patient.reportLine', {
                        when: formatDateTime(r.createdAt),
                        callsign: r.author.callsign,
                      })}
                </span>
              </li>
            ))}
          </ul>
        ) : (
          <p className="muted">{t('safr.patient.noCareReports')}</p>
        )}
      </section>
    </div>
  );
}

function MedicalRecordForm({ patientId, onAdded }: { patientId: string; onAdded(): void }) {
  const { t } = useTranslation();
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
        label={t('safr.patient.newMedicalRecord')}
        maxLength={SAFR_LIMITS.medicalRecord}
        value={text}
        onChange={(e) => setText(e.target.value)}
      />
      <StatusMessage text={message} />
      <FormActions busy={busy} label={t('safr.patient.addMedicalRecord')} />
    </form>
  );
}

/** Declaring death or life carries a reason; the owner sees it on their civilian. */
function VitalStatusForm({ view, onChanged }: { view: PatientView; onChanged(): void }) {
  const { t } = useTranslation();
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
        label={
          next === 'deceased' ? t('safr.patient.reasonDeceased') : t('safr.patient.reasonAlive')
        }
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
          {next === 'deceased' ? t('safr.patient.declareDeceased') : t('safr.patient.declareAlive')}
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
  const { t } = useTranslation();
  return (
    <SelectField
      label={props.label}
      placeholder={props.placeholder}
      options={PCR_DISPOSITIONS.map((d) => ({ value: d.code, label: dispositionLabel(t, d.code) }))}
      value={props.value}
      onChange={(e) => props.onChange(e.target.value)}
    />
  );
}
