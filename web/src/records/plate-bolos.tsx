import { useTranslation } from 'react-i18next';
import { formatDateTime, orNA } from '../lib/format';
import type { VehicleMatch } from './api/types';

/** The department's active BOLOs naming the plate found (a stolen report's among them). */
export function PlateBolos({ bolos }: { bolos: VehicleMatch['bolos'] }) {
  const { t } = useTranslation();
  if (!bolos.length) return null;
  return (
    <div className="section-gap" aria-label={t('records.bolos.label')}>
      <h3>{t('records.bolos.title')}</h3>
      <ul className="plain-list">
        {bolos.map((b) => (
          <li key={b._id}>
            <strong>{b.vehicleDescription}</strong>
            <div className="small">
              {t('records.bolos.lastSeen', {
                location: orNA(b.location),
                date: formatDateTime(b.createdAt),
              })}
            </div>
            {b.details && <div className="small muted">{b.details}</div>}
          </li>
        ))}
      </ul>
    </div>
  );
}
