import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { VITALS } from '@tenfour/db/browser';
import { Modal } from '../components/modal';
import { formatDate, formatDateTime, formatMoney, orNA } from '../lib/format';
import { dispositionLabel, incidentTypeLabel, safrRoleLabel, vitalReading } from './labels';
import { useReport } from './api/get-report';
import type { FireIncidentReportJson, PatientCareReportJson } from './api/report-kinds';

export type ReportRef = { kind: 'pcr' | 'fir'; id: string };

/** A report opened in full from a list. */
export function ReportDetailsModal({ report, onClose }: { report: ReportRef; onClose(): void }) {
  const { t } = useTranslation();
  const query = useReport(report.kind, report.id);
  const { error: failure } = query;
  useEffect(() => {
    if (failure) console.error('Failed to load the report', failure);
  }, [failure]);
  const error = query.isError;
  const pcr = report.kind === 'pcr' ? ((query.data as PatientCareReportJson) ?? null) : null;
  const fir = report.kind === 'fir' ? ((query.data as FireIncidentReportJson) ?? null) : null;

  const title = report.kind === 'pcr' ? t('safr.details.pcrTitle') : t('safr.details.firTitle');
  return (
    <Modal title={title} onClose={onClose} wide>
      {error && (
        <p className="message error" role="alert">
          {t('safr.details.loadFailed')}
        </p>
      )}
      {!error && !pcr && !fir && <p className="muted">{t('common.loading')}</p>}
      {pcr && <PcrDetails report={pcr} />}
      {fir && <FirDetails report={fir} />}
    </Modal>
  );
}

/** "12/1/2026, 3:04:05 PM by Lieutenant Jane Doe (M-3, Paramedic)". */
const filed = (t: TFunction, report: PatientCareReportJson | FireIncidentReportJson) => {
  const a = report.author;
  const author = t('safr.details.author', {
    rank: a.rank,
    name: a.name,
    callsign: a.callsign,
    role: safrRoleLabel(t, a.role),
  });
  return t('safr.details.filedBy', { when: formatDateTime(report.createdAt), author });
};

const callText = (t: TFunction, c: PatientCareReportJson['call']) =>
  c
    ? t('safr.call.summary', { callNumber: c.callNumber, type: c.type, location: c.location })
    : t('safr.none');

function PcrDetails({ report }: { report: PatientCareReportJson }) {
  const { t } = useTranslation();
  const measured = VITALS.filter((v) => report.vitals[v.key] !== undefined);
  return (
    <dl className="details">
      <dt>{t('safr.details.patient')}</dt>
      <dd>
        {t('safr.details.patientWithDob', {
          name: report.patient.name,
          date: formatDate(report.patient.dateOfBirth),
        })}
      </dd>
      <dt>{t('safr.details.call')}</dt>
      <dd>{callText(t, report.call)}</dd>
      <dt>{t('safr.details.chiefComplaint')}</dt>
      <dd>{report.chiefComplaint}</dd>
      <dt>{t('safr.details.vitals')}</dt>
      <dd>
        {measured.length
          ? measured.map((v) => vitalReading(t, v, String(report.vitals[v.key]))).join(' · ')
          : t('safr.details.noVitals')}
      </dd>
      <dt>{t('safr.details.assessment')}</dt>
      <dd className="dispatch-prewrap">{orNA(report.assessment)}</dd>
      <dt>{t('safr.details.treatment')}</dt>
      <dd className="dispatch-prewrap">{orNA(report.treatment)}</dd>
      <dt>{t('safr.details.disposition')}</dt>
      <dd>
        {report.destination
          ? t('safr.details.dispositionTo', {
              disposition: dispositionLabel(t, report.disposition),
              destination: report.destination,
            })
          : dispositionLabel(t, report.disposition)}
      </dd>
      <dt>{t('safr.details.filed')}</dt>
      <dd>{filed(t, report)}</dd>
    </dl>
  );
}

function FirDetails({ report }: { report: FireIncidentReportJson }) {
  const { t } = useTranslation();
  return (
    <dl className="details">
      <dt>{t('safr.details.incidentType')}</dt>
      <dd>{incidentTypeLabel(t, report.incidentType)}</dd>
      <dt>{t('safr.details.location')}</dt>
      <dd>{report.location}</dd>
      <dt>{t('safr.details.call')}</dt>
      <dd>{callText(t, report.call)}</dd>
      <dt>{t('safr.details.unitsOnScene')}</dt>
      <dd>{report.unitsOnScene.join(', ') || t('safr.none')}</dd>
      <dt>{t('safr.details.actionsTaken')}</dt>
      <dd className="dispatch-prewrap">{report.actionsTaken}</dd>
      <dt>{t('safr.details.cause')}</dt>
      <dd className="dispatch-prewrap">{orNA(report.cause)}</dd>
      <dt>{t('safr.details.injuries')}</dt>
      <dd className="dispatch-prewrap">{orNA(report.injuries)}</dd>
      <dt>{t('safr.details.propertyLoss')}</dt>
      <dd>
        {report.propertyLoss === null ? t('common.notAvailable') : formatMoney(report.propertyLoss)}
      </dd>
      <dt>{t('safr.details.filed')}</dt>
      <dd>{filed(t, report)}</dd>
    </dl>
  );
}
