import { useTranslation } from 'react-i18next';
import { BookOpen, CirclePlus, History, MapPin, Megaphone, Siren } from 'lucide-react';
import { StatusChip } from './status';
import { type OfficerView } from './api/get-my-officer';
import { formatTime } from '../lib/format';
import { statusText } from './labels';
import { DepartmentName } from '../lib/departments';

export function OfficerInfoPanel({
  officer,
  clock,
  onHistory,
}: {
  officer: OfficerView;
  clock: string;
  onHistory(): void;
}) {
  const { t } = useTranslation();
  return (
    <section className="panel cad-info" aria-labelledby="cad-info">
      <h2 id="cad-info">{t('dispatch.info.title')}</h2>
      <p className="cad-clock" aria-label={t('dispatch.info.currentTime')}>
        {clock}
      </p>
      <dl className="details">
        <dt>{t('dispatch.info.identifier')}</dt>
        <dd>{officer.callsign}</dd>
        <dt>{t('dispatch.info.badgeNumber')}</dt>
        <dd>{officer.badgeNumber}</dd>
        <dt>{t('dispatch.facts.status')}</dt>
        <dd data-testid="officer-status">
          <StatusChip service="police" code={officer.status} /> {statusText(t, officer.status)}
        </dd>
        <dt>{t('dispatch.subdivision.label')}</dt>
        <dd data-testid="officer-subdivision">{officer.subdivision}</dd>
        <dt>{t('dispatch.bolo.name')}</dt>
        <dd>
          {officer.rank} {officer.firstName} {officer.lastName}
        </dd>
        <dt>{t('dispatch.header.department')}</dt>
        <dd>
          <DepartmentName id={officer.department} />
        </dd>
        <dt>{t('dispatch.info.duty')}</dt>
        <dd>
          {officer.onDuty && officer.onDutySince
            ? t('dispatch.info.onDutySince', { time: formatTime(officer.onDutySince) })
            : t('dispatch.info.offDuty')}
        </dd>
      </dl>
      <button type="button" className="btn btn-link" onClick={onHistory}>
        <History aria-hidden="true" size={16} /> {t('dispatch.clock.title')}
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
  const { t } = useTranslation();
  return (
    <section className="panel" aria-labelledby="cad-quick">
      <h2 id="cad-quick">{t('dispatch.quick.title')}</h2>
      <div className="cad-quick">
        <button type="button" className="btn btn-secondary" onClick={() => onOpen('tenCodes')}>
          <BookOpen aria-hidden="true" size={16} /> {t('dispatch.tenCodes.title')}
        </button>
        <button type="button" className="btn btn-secondary" onClick={() => onOpen('subdivision')}>
          <MapPin aria-hidden="true" size={16} /> {t('dispatch.subdivision.select')}
        </button>
        <button type="button" className="btn btn-warning" onClick={() => onOpen('bolo')}>
          <Megaphone aria-hidden="true" size={16} /> {t('dispatch.bolo.create')}
        </button>
        <button type="button" className="btn btn-primary" onClick={() => onOpen('call')}>
          <CirclePlus aria-hidden="true" size={16} /> {t('dispatch.createCall.title')}
        </button>
        <button
          type="button"
          className="btn btn-danger cad-panic-button"
          disabled={panicking}
          onClick={onPanic}
        >
          <Siren aria-hidden="true" size={16} /> {t('dispatch.quick.panic')}
        </button>
      </div>
    </section>
  );
}
