import { useCallback, useState } from 'react';
import { FIRE_INCIDENT_TYPES } from '@tenfour/db/safr/constants';
import { SelectField } from '../components/field';
import { LoadMore, usePaged } from '../components/paged';
import { useToast } from '../components/toast';
import { formatDateTime, formatMoney } from '../lib/format';
import { FirFormModal } from './fir-form-modal';
import { DispositionSelect, dispositionLabel } from './patient-card';
import { PcrFormModal } from './pcr-form-modal';
import { ReportDetailsModal, type ReportRef } from './report-details-modal';
import { safrApi } from './safr-api';
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
  // Bumped after filing, so the list starts again from its first page.
  const [version, setVersion] = useState(0);
  const toast = useToast();

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
            {k.create}
          </button>
        ))}
      </div>
      {kind === 'pcr' ? (
        <PcrList key={version} onOpen={(id) => setOpen({ kind: 'pcr', id })} />
      ) : (
        <FirList key={version} onOpen={(id) => setOpen({ kind: 'fir', id })} />
      )}
      {creating === 'pcr' && (
        <PcrFormModal
          onClose={() => setCreating(null)}
          onCreated={(report, message) => {
            setCreating(null);
            setKind('pcr');
            setVersion((v) => v + 1);
            toast.show(message);
            setOpen({ kind: 'pcr', id: report._id });
          }}
        />
      )}
      {creating === 'fir' && (
        <FirFormModal
          onClose={() => setCreating(null)}
          onCreated={(report, message) => {
            setCreating(null);
            setKind('fir');
            setVersion((v) => v + 1);
            toast.show(message);
            setOpen({ kind: 'fir', id: report._id });
          }}
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
      safrApi.patientCareReports({ disposition, mine: mine ? 'true' : undefined, cursor }),
    [disposition, mine],
  );
  const list = usePaged(load);
  return (
    <section className="panel" aria-labelledby="pcr-list">
      <h2 id="pcr-list">Patient Care Reports</h2>
      <div className="safr-filters">
        <DispositionSelect
          label="Disposition"
          placeholder="Any disposition"
          value={disposition}
          onChange={setDisposition}
        />
        <MineFilter value={mine} onChange={setMine} />
      </div>
      {list.failed && <p className="message error">Failed to load reports.</p>}
      {list.items === null ? (
        <p className="muted">Loading...</p>
      ) : list.items.length ? (
        <div className="table-wrap">
          <table aria-labelledby="pcr-list">
            <thead>
              <tr>
                <th scope="col">Filed</th>
                <th scope="col">Patient</th>
                <th scope="col">Chief complaint</th>
                <th scope="col">Disposition</th>
                <th scope="col">By</th>
                <th scope="col">Open</th>
              </tr>
            </thead>
            <tbody>
              {list.items.map((r) => (
                <tr key={r._id}>
                  <td>{formatDateTime(r.createdAt)}</td>
                  <td>{r.patient.name}</td>
                  <td>{r.chiefComplaint}</td>
                  <td>{dispositionLabel(r.disposition)}</td>
                  <td>{r.author.callsign}</td>
                  <td>
                    <button
                      type="button"
                      className="btn btn-link"
                      aria-label={`Open the report on ${r.patient.name}: ${r.chiefComplaint}`}
                      onClick={() => onOpen(r._id)}
                    >
                      Open
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <p className="muted">No patient care reports.</p>
      )}
      <LoadMore hasMore={list.hasMore} busy={list.busy} onMore={() => void list.more()} />
    </section>
  );
}

function FirList({ onOpen }: { onOpen(id: string): void }) {
  const [incidentType, setIncidentType] = useState('');
  const [mine, setMine] = useState(false);
  const load = useCallback(
    (cursor?: string) =>
      safrApi.fireIncidentReports({ incidentType, mine: mine ? 'true' : undefined, cursor }),
    [incidentType, mine],
  );
  const list = usePaged(load);
  return (
    <section className="panel" aria-labelledby="fir-list">
      <h2 id="fir-list">Fire Incident Reports</h2>
      <div className="safr-filters">
        <SelectField
          label="Incident type"
          placeholder="Any type"
          options={FIRE_INCIDENT_TYPES}
          value={incidentType}
          onChange={(e) => setIncidentType(e.target.value)}
        />
        <MineFilter value={mine} onChange={setMine} />
      </div>
      {list.failed && <p className="message error">Failed to load reports.</p>}
      {list.items === null ? (
        <p className="muted">Loading...</p>
      ) : list.items.length ? (
        <div className="table-wrap">
          <table aria-labelledby="fir-list">
            <thead>
              <tr>
                <th scope="col">Filed</th>
                <th scope="col">Type</th>
                <th scope="col">Location</th>
                <th scope="col">Units</th>
                <th scope="col">Property loss</th>
                <th scope="col">Open</th>
              </tr>
            </thead>
            <tbody>
              {list.items.map((r) => (
                <tr key={r._id}>
                  <td>{formatDateTime(r.createdAt)}</td>
                  <td>{r.incidentType}</td>
                  <td>{r.location}</td>
                  <td>{r.unitsOnScene.join(', ') || 'None'}</td>
                  <td>{r.propertyLoss === null ? 'N/A' : formatMoney(r.propertyLoss)}</td>
                  <td>
                    <button
                      type="button"
                      className="btn btn-link"
                      aria-label={`Open the report: ${r.incidentType} at ${r.location}`}
                      onClick={() => onOpen(r._id)}
                    >
                      Open
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <p className="muted">No fire incident reports.</p>
      )}
      <LoadMore hasMore={list.hasMore} busy={list.busy} onMore={() => void list.more()} />
    </section>
  );
}
