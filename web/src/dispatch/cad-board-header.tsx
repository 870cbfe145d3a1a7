import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../lib/format';
import { ConnectionBadge } from './cad-parts';
import { type PanicView } from './api/list-alerts';
import type { Connection } from './use-dispatch-board';
import { DepartmentName } from '../lib/departments';

interface Profile {
  _id: string;
  department: string;
  callsign: string;
}

/**
 * The top of every unit's live board (officers and fire/rescue alike): unacknowledged panics,
 * the title, the department switch for members with more than one profile, the stream's
 * state and a failed load.
 */
export function CadBoardHeader({
  title,
  alerts,
  onAcknowledge,
  profiles,
  department,
  onSwitch,
  connection,
  loadError,
}: {
  title: string;
  alerts: PanicView[];
  onAcknowledge(id: string): void;
  profiles: Profile[];
  department: string;
  onSwitch(department: string): void;
  connection: Connection;
  loadError: boolean;
}) {
  const { t } = useTranslation();
  return (
    <>
      {alerts.length > 0 && (
        <div className="cad-alerts">
          {alerts.map((a) => (
            <div key={a._id} className="alert-banner cad-panic" role="alert">
              <span>
                {t('dispatch.header.panic', {
                  callsign: a.callsign,
                  name: a.officerName,
                  call: a.lastKnownCall ?? t('dispatch.header.noCall'),
                  time: formatDateTime(a.raisedAt),
                })}
              </span>
              <button
                type="button"
                className="btn btn-sm cad-ack"
                onClick={() => onAcknowledge(a._id)}
              >
                {t('dispatch.header.acknowledge')}
              </button>
            </div>
          ))}
        </div>
      )}

      <header className="cad-header">
        <h1>{title}</h1>
        <div className="cad-header-side">
          {profiles.length > 1 && (
            <label className="cad-department">
              <span className="muted small">{t('dispatch.header.department')}</span>
              <select
                value={department}
                onChange={(e) => onSwitch(e.target.value)}
                aria-label={t('dispatch.header.department')}
              >
                {profiles.map((p) => (
                  <option key={p._id} value={p.department}>
                    <DepartmentName id={p.department} /> ({p.callsign})
                  </option>
                ))}
              </select>
            </label>
          )}
          <ConnectionBadge connection={connection} />
        </div>
      </header>
      {loadError && (
        <p className="message error" role="alert">
          {t('dispatch.header.loadFailed')}
        </p>
      )}
    </>
  );
}
