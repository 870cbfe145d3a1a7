import { FilePlus } from 'lucide-react';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { FIRE_INCIDENT_TYPES } from '@tenfour/db/browser';
import { SelectField } from '../components/field';
import { useToast } from '../components/toast';
import { formatDateTime, formatMoney } from '../lib/format';
import { FirFormModal } from './fir-form-modal';
import { dispositionLabel, incidentTypeLabel, incidentTypeOptions } from './labels';
import { DispositionSelect } from './patient-card';
import { PcrFormModal } from './pcr-form-modal';
import { ReportDetailsModal, type ReportRef } from './report-details-modal';
import { ReportList } from './report-list';
import { listReports } from './api/list-reports';
import { REPORTS } from './api/keys';
import { SafrGate } from './safr-gate';
import '../dispatch/dispatch.css';
import './safr.css';

export function SafrReportsPage() {
  const { t } = useTranslation();
  return <SafrGate title={t('safr.title.reports')}>{() => <SafrReports />}</SafrGate>;
}

type Kind = 'pcr' | 'fir';
const kinds = (t: TFunction): { kind: Kind; label: string; create: string }[] => [
  { kind: 'pcr', label: t('safr.reports.pcrs'), create: t('safr.reports.newPcr') },
  { kind: 'fir', label: t('safr.reports.firs'), create: t('safr.reports.newFir') },
];

/** The department's patient care and fire incident reports: filter, open, file. */
function SafrReports() {
  const { t } = useTranslation();
  const KINDS = kinds(t);
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
      <h1>{t('safr.title.reports')}</h1>
      <div className="safr-tabs" role="group" aria-label={t('safr.reports.reportType')}>
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
  const { t } = useTranslation();
  return (
    <label className="checkbox">
      <input type="checkbox" checked={value} onChange={(e) => onChange(e.target.checked)} />{' '}
      {t('safr.reports.onlyMine')}
    </label>
  );
}

function PcrList({ onOpen }: { onOpen(id: string): void }) {
  const { t } = useTranslation();
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
      title={t('safr.reports.pcrs')}
      filters={
        <>
          <DispositionSelect
            label={t('safr.reports.disposition')}
            placeholder={t('safr.reports.anyDisposition')}
            value={disposition}
            onChange={setDisposition}
          />
          <MineFilter value={mine} onChange={setMine} />
        </>
      }
      load={load}
      queryKey={[...REPORTS, 'pcr', disposition, mine]}
      columns={[
        { heading: t('safr.reports.filed'), cell: (r) => formatDateTime(r.createdAt) },
        { heading: t('safr.reports.patient'), cell: (r) => r.patient.name },
        { heading: t('safr.reports.chiefComplaint'), cell: (r) => r.chiefComplaint },
        {
          heading: t('safr.reports.disposition'),
          cell: (r) => dispositionLabel(t, r.disposition),
        },
        { heading: t('safr.reports.by'), cell: (r) => r.author.callsign },
      ]}
      openLabel={(r) =>
        t('safr.reports.openPcr', { name: r.patient.name, complaint: r.chiefComplaint })
      }
      onOpen={onOpen}
      empty={t('safr.reports.pcrEmpty')}
    />
  );
}

function FirList({ onOpen }: { onOpen(id: string): void }) {
  const { t } = useTranslation();
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
      title={t('safr.reports.firs')}
      filters={
        <>
          <SelectField
            label={t('safr.reports.incidentType')}
            placeholder={t('safr.reports.anyType')}
            options={incidentTypeOptions(t, FIRE_INCIDENT_TYPES)}
            value={incidentType}
            onChange={(e) => setIncidentType(e.target.value)}
          />
          <MineFilter value={mine} onChange={setMine} />
        </>
      }
      load={load}
      queryKey={[...REPORTS, 'fir', incidentType, mine]}
      columns={[
        { heading: t('safr.reports.filed'), cell: (r) => formatDateTime(r.createdAt) },
        { heading: t('safr.reports.type'), cell: (r) => incidentTypeLabel(t, r.incidentType) },
        { heading: t('safr.reports.location'), cell: (r) => r.location },
        {
          heading: t('safr.reports.units'),
          cell: (r) => r.unitsOnScene.join(', ') || t('safr.none'),
        },
        {
          heading: t('safr.reports.propertyLoss'),
          cell: (r) =>
            r.propertyLoss === null ? t('common.notAvailable') : formatMoney(r.propertyLoss),
        },
      ]}
      openLabel={(r) =>
        t('safr.reports.openFir', {
          type: incidentTypeLabel(t, r.incidentType),
          location: r.location,
        })
      }
      onOpen={onOpen}
      empty={t('safr.reports.firEmpty')}
    />
  );
}
