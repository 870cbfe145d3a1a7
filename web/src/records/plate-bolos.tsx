import { formatDateTime, orNA } from '../lib/format';
import type { VehicleMatch } from './api/types';

/** The department's active BOLOs naming the plate found (a stolen report's among them). */
export function PlateBolos({ bolos }: { bolos: VehicleMatch['bolos'] }) {
  if (!bolos.length) return null;
  return (
    <div className="section-gap" aria-label="BOLOs for this plate">
      <h3>Active BOLO</h3>
      <ul className="plain-list">
        {bolos.map((b) => (
          <li key={b._id}>
            <strong>{b.vehicleDescription}</strong>
            <div className="small">
              Last seen: {orNA(b.location)} · {formatDateTime(b.createdAt)}
            </div>
            {b.details && <div className="small muted">{b.details}</div>}
          </li>
        ))}
      </ul>
    </div>
  );
}
