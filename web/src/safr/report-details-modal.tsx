import { useEffect } from 'react';
import { VITALS } from '@tenfour/db/browser';
import { Modal } from '../components/modal';
import { formatDate, formatDateTime, formatMoney, orNA } from '../lib/format';
import { dispositionLabel } from './patient-card';
import { useReport } from './api/get-report';
import type { FireIncidentReportJson, PatientCareReportJson } from './api/report-kinds';

export type ReportRef = { kind: 'pcr' | 'fir'; id: string };

/** A report opened in full from a list. */
export function ReportDetailsModal({ report, onClose }: { report: ReportRef; onClose(): void }) {
  const query = useReport(report.kind, report.id);
  const { error: failure } = query;
  useEffect(() => {
    if (failure) console.error('Failed to load the report', failure);
  }, [failure]);
  const error = query.isError;
  const pcr = report.kind === 'pcr' ? ((query.data as PatientCareReportJson) ?? null) : null;
  const fir = report.kind === 'fir' ? ((query.data as FireIncidentReportJson) ?? null) : null;

  const title = report.kind === 'pcr' ? 'Patient Care Report' : 'Fire Incident Report';
  return (
    <Modal title={title} onClose={onClose} wide>
      {error && (
        <p className="message error" role="alert">
          Failed to load the report.
        </p>
      )}
      {!error && !pcr && !fir && <p className="muted">Loading...</p>}
      {pcr && <PcrDetails report={pcr} />}
      {fir && <FirDetails report={fir} />}
    </Modal>
  );
}

const author = (a: PatientCareReportJson['author']) =>
  `${a.rank} ${a.name} (${a.callsign}, ${a.role})`;
const callText = (c: PatientCareReportJson['call']) =>
  c ? `#${c.callNumber} ${c.type} — ${c.location}` : 'None';

function PcrDetails({ report }: { report: PatientCareReportJson }) {
  const measured = VITALS.filter((v) => report.vitals[v.key] !== undefined);
  return (
    <dl className="details">
      <dt>Patient</dt>
      <dd>
        {report.patient.name} (DOB {formatDate(report.patient.dateOfBirth)})
      </dd>
      <dt>Call</dt>
      <dd>{callText(report.call)}</dd>
      <dt>Chief complaint</dt>
      <dd>{report.chiefComplaint}</dd>
      <dt>Vitals</dt>
      <dd>
        {measured.length
          ? measured
              .map((v) => `${v.label} ${String(report.vitals[v.key])}${v.unit ? ` ${v.unit}` : ''}`)
              .join(' · ')
          : 'None recorded'}
      </dd>
      <dt>Assessment</dt>
      <dd className="dispatch-prewrap">{orNA(report.assessment)}</dd>
      <dt>Treatment</dt>
      <dd className="dispatch-prewrap">{orNA(report.treatment)}</dd>
      <dt>Disposition</dt>
      <dd>
        {dispositionLabel(report.disposition)}
        {report.destination ? ` to ${report.destination}` : ''}
      </dd>
      <dt>Filed</dt>
      <dd>
        {formatDateTime(report.createdAt)} by {author(report.author)}
      </dd>
    </dl>
  );
}

function FirDetails({ report }: { report: FireIncidentReportJson }) {
  return (
    <dl className="details">
      <dt>Incident type</dt>
      <dd>{report.incidentType}</dd>
      <dt>Location</dt>
      <dd>{report.location}</dd>
      <dt>Call</dt>
      <dd>{callText(report.call)}</dd>
      <dt>Units on scene</dt>
      <dd>{report.unitsOnScene.join(', ') || 'None'}</dd>
      <dt>Actions taken</dt>
      <dd className="dispatch-prewrap">{report.actionsTaken}</dd>
      <dt>Cause</dt>
      <dd className="dispatch-prewrap">{orNA(report.cause)}</dd>
      <dt>Injuries</dt>
      <dd className="dispatch-prewrap">{orNA(report.injuries)}</dd>
      <dt>Property loss</dt>
      <dd>{report.propertyLoss === null ? 'N/A' : formatMoney(report.propertyLoss)}</dd>
      <dt>Filed</dt>
      <dd>
        {formatDateTime(report.createdAt)} by {author(report.author)}
      </dd>
    </dl>
  );
}
