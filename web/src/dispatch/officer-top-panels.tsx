import { statusLabel } from '@tenfour/db/browser';
import { BookOpen, CirclePlus, History, MapPin, Megaphone, Siren } from 'lucide-react';
import { StatusBadge } from './cad-parts';
import { type OfficerView } from './api/get-my-officer';

export function OfficerInfoPanel({
  officer,
  clock,
  onHistory,
}: {
  officer: OfficerView;
  clock: string;
  onHistory(): void;
}) {
  return (
    <section className="panel cad-info" aria-labelledby="cad-info">
      <h2 id="cad-info">Officer Information</h2>
      <p className="cad-clock" aria-label="Current time">
        {clock}
      </p>
      <dl className="details">
        <dt>Identifier</dt>
        <dd>{officer.callsign}</dd>
        <dt>Badge Number</dt>
        <dd>{officer.badgeNumber}</dd>
        <dt>Status</dt>
        <dd data-testid="officer-status">
          <StatusBadge status={officer.status} /> {statusLabel(officer.status)}
        </dd>
        <dt>Subdivision</dt>
        <dd data-testid="officer-subdivision">{officer.subdivision}</dd>
        <dt>Name</dt>
        <dd>
          {officer.rank} {officer.firstName} {officer.lastName}
        </dd>
        <dt>Department</dt>
        <dd>{officer.department}</dd>
        <dt>Duty</dt>
        <dd>
          {officer.onDuty && officer.onDutySince
            ? `On duty since ${new Date(officer.onDutySince).toLocaleTimeString()}`
            : 'Off duty'}
        </dd>
      </dl>
      <button type="button" className="btn btn-link" onClick={onHistory}>
        <History aria-hidden="true" size={16} /> Clock History
      </button>
    </section>
  );
}

export function QuickActions({
  onOpen,
  panicking,
  onPanic,
}: {
  onOpen(kind: 'tenCodes' | 'subdivision' | 'bolo' | 'call'): void;
  panicking: boolean;
  onPanic(): void;
}) {
  return (
    <section className="panel" aria-labelledby="cad-quick">
      <h2 id="cad-quick">Quick Actions</h2>
      <div className="cad-quick">
        <button type="button" className="btn btn-secondary" onClick={() => onOpen('tenCodes')}>
          <BookOpen aria-hidden="true" size={16} /> 10 Codes
        </button>
        <button type="button" className="btn btn-secondary" onClick={() => onOpen('subdivision')}>
          <MapPin aria-hidden="true" size={16} /> Select Subdivision
        </button>
        <button type="button" className="btn btn-warning" onClick={() => onOpen('bolo')}>
          <Megaphone aria-hidden="true" size={16} /> Create BOLO
        </button>
        <button type="button" className="btn btn-primary" onClick={() => onOpen('call')}>
          <CirclePlus aria-hidden="true" size={16} /> Create Call
        </button>
        <button
          type="button"
          className="btn btn-danger cad-panic-button"
          disabled={panicking}
          onClick={onPanic}
        >
          <Siren aria-hidden="true" size={16} /> Panic Button
        </button>
      </div>
    </section>
  );
}
