import { FilePlus } from 'lucide-react';
import { useCallback, useState } from 'react';
import { FIRE_INCIDENT_TYPES } from '@tenfour/db/browser';
import { SelectField } from '../components/field';
import { useToast } from '../components/toast';
import { formatDateTime, formatMoney } from '../lib/format';
import { FirFormModal } from './fir-form-modal';
import { DispositionSelect, dispositionLabel } from './patient-card';
import { PcrFormModal } from './pcr-form-modal';
import { ReportDetailsModal, type ReportRef } from './report-details-modal';
import { ReportList } from './report-list';
import { listReports } from './api/list-reports';
import { REPORTS } from './api/keys';
import { SafrGate } from './safr-gate';
import '../dispatch/dispatch.css';
import './safr.css';

const TITLE = 'SAFR Reports';

export function SafrReportsPage() {
  return <SafrGate title={TITLE}>{() => <SafrReports />}</SafrGate>;
}

type Kind = 'pcr' | 'fir';
const KINDS: { kind: Kind; label: string; create: string }[] = [
  { kind: 'pcr', label: 'Patient Care Reports', create: 'New Patient Care Report' },
  { kind: 'fir', label: 'Fire Incident Reports', create: 'New Fire Incident Report' },
];

/** The department's patient care and fire incident reports: filter, open, file. */
function SafrReports() {
  const [kind, setKind] = useState<Kind>('pcr');
  const [creating, setCreating] = useState<Kind | null>(null);
  const [open, setOpen] = useState<ReportRef | null>(null);
  const toast = useToast();
  const filed = (kind: Kind, id: string, message: string) => {
    setCreating(null);
    setKind(kind);
    toast.show(message);
    setOpen({ kind, id });
  };

  return (
    <section className="page">
      <h1>{TITLE}</h1>
      <div className="safr-tabs" role="group" aria-label="Report type">
        {KINDS.map((k) => (
          <button
            key={k.kind}
            type="button"
            className={`btn ${kind === k.kind ? 'btn-primary' : 'btn-secondary'}`}
            aria-pressed={kind === k.kind}
            onClick={() => setKind(k.kind)}
          >
            {k.label}
          </button>
        ))}
        {KINDS.map((k) => (
          <button
            key={`new-${k.kind}`}
            type="button"
            className="btn btn-success"
            onClick={() => setCreating(k.kind)}
          >
            <FilePlus aria-hidden="true" size={16} /> {k.create}
          </button>
        ))}
      </div>
      {kind === 'pcr' ? (
        <PcrList onOpen={(id) => setOpen({ kind: 'pcr', id })} />
      ) : (
        <FirList onOpen={(id) => setOpen({ kind: 'fir', id })} />
      )}
      {creating === 'pcr' && (
        <PcrFormModal
          onClose={() => setCreating(null)}
          onCreated={(report, message) => filed('pcr', report._id, message)}
        />
      )}
      {creating === 'fir' && (
        <FirFormModal
          onClose={() => setCreating(null)}
          onCreated={(report, message) => filed('fir', report._id, message)}
        />
      )}
      {open && <ReportDetailsModal report={open} onClose={() => setOpen(null)} />}
      {toast.element}
    </section>
  );
}

function MineFilter({ value, onChange }: { value: boolean; onChange(v: boolean): void }) {
  return (
    <label className="checkbox">
      <input type="checkbox" checked={value} onChange={(e) => onChange(e.target.checked)} /> Only my
      reports
    </label>
  );
}

function PcrList({ onOpen }: { onOpen(id: string): void }) {
  const [disposition, setDisposition] = useState('');
  const [mine, setMine] = useState(false);
  const load = useCallback(
    (cursor?: string) =>
      listReports('pcr', { disposition, mine: mine ? 'true' : undefined, cursor }),
    [disposition, mine],
  );
  return (
    <ReportList
      id="pcr-list"
      title="Patient Care Reports"
      filters={
        <>
          <DispositionSelect
            label="Disposition"
            placeholder="Any disposition"
            value={disposition}
            onChange={setDisposition}
          />
          <MineFilter value={mine} onChange={setMine} />
        </>
      }
      load={load}
      queryKey={[...REPORTS, 'pcr', disposition, mine]}
      columns={[
        { heading: 'Filed', cell: (r) => formatDateTime(r.createdAt) },
        { heading: 'Patient', cell: (r) => r.patient.name },
        { heading: 'Chief complaint', cell: (r) => r.chiefComplaint },
        { heading: 'Disposition', cell: (r) => dispositionLabel(r.disposition) },
        { heading: 'By', cell: (r) => r.author.callsign },
      ]}
      openLabel={(r) => `Open the report on ${r.patient.name}: ${r.chiefComplaint}`}
      onOpen={onOpen}
      empty="No patient care reports. New Patient Care Report files one after a call."
    />
  );
}

function FirList({ onOpen }: { onOpen(id: string): void }) {
  const [incidentType, setIncidentType] = useState('');
  const [mine, setMine] = useState(false);
  const load = useCallback(
    (cursor?: string) =>
      listReports('fir', { incidentType, mine: mine ? 'true' : undefined, cursor }),
    [incidentType, mine],
  );
  return (
    <ReportList
      id="fir-list"
      title="Fire Incident Reports"
      filters={
        <>
          <SelectField
            label="Incident type"
            placeholder="Any type"
            options={FIRE_INCIDENT_TYPES}
            value={incidentType}
            onChange={(e) => setIncidentType(e.target.value)}
          />
          <MineFilter value={mine} onChange={setMine} />
        </>
      }
      load={load}
      queryKey={[...REPORTS, 'fir', incidentType, mine]}
      columns={[
        { heading: 'Filed', cell: (r) => formatDateTime(r.createdAt) },
        { heading: 'Type', cell: (r) => r.incidentType },
        { heading: 'Location', cell: (r) => r.location },
        { heading: 'Units', cell: (r) => r.unitsOnScene.join(', ') || 'None' },
        {
          heading: 'Property loss',
          cell: (r) => (r.propertyLoss === null ? 'N/A' : formatMoney(r.propertyLoss)),
        },
      ]}
      openLabel={(r) => `Open the report: ${r.incidentType} at ${r.location}`}
      onOpen={onOpen}
      empty="No fire incident reports. New Fire Incident Report files one after a fire."
    />
  );
}
