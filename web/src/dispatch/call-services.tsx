import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { CALL_SERVICES, sortServices, type CallService } from '@tenfour/db/browser';
import { serviceText } from './labels';
import { type CallView } from './api/list-calls';

const TONE: Record<string, string> = {
  police: 'badge-gray',
  fire: 'badge-red',
  ems: 'badge-green',
};

/** The services a call needs ("Police · Fire · EMS"), as both boards show them. */
export function ServiceBadges({ services }: { services: readonly string[] }) {
  const { t } = useTranslation();
  return (
    <span
      className="call-services"
      aria-label={t('dispatch.services.aria', {
        services: services.map((s) => serviceText(t, s)).join(', '),
      })}
    >
      {services.map((s) => (
        <span key={s} className={`badge ${TONE[s] ?? 'badge-gray'}`}>
          {serviceText(t, s)}
        </span>
      ))}
    </span>
  );
}

/** "E-12 (Firefighter)", "D-104 (Police)": who is on a call, of either service. */
export function callUnitLabel(t: TFunction, u: CallView['units'][number]): string {
  return t('dispatch.services.unitOnCall', {
    callsign: u.callsign,
    role: u.role ?? t('dispatch.service.police'),
  });
}

/**
 * Which services a new call needs. Blank means the call type's defaults (docs/fire-and-rescue.md "Joint
 * calls"); the creating officer's police always join on the server.
 */
export function ServicesPicker({
  value,
  onChange,
}: {
  value: CallService[];
  onChange(services: CallService[]): void;
}) {
  const { t } = useTranslation();
  return (
    <fieldset className="call-services-picker">
      <legend>{t('dispatch.services.pickerLegend')}</legend>
      {CALL_SERVICES.map((s) => (
        <label key={s.code} className="checkbox">
          <input
            type="checkbox"
            checked={value.includes(s.code)}
            onChange={(e) =>
              onChange(
                sortServices(
                  e.target.checked ? [...value, s.code] : value.filter((v) => v !== s.code),
                ),
              )
            }
          />{' '}
          {serviceText(t, s.code)}
        </label>
      ))}
    </fieldset>
  );
}

/** Officers ask fire or EMS onto an existing call; services are only ever added. */
export function RequestServices({
  call,
  busy,
  onRequest,
}: {
  call: CallView;
  busy: boolean;
  onRequest(services: ('fire' | 'ems')[]): void;
}) {
  const { t } = useTranslation();
  const missing = (['fire', 'ems'] as const).filter((s) => !call.services.includes(s));
  if (!missing.length) return null;
  return (
    <>
      {missing.map((s) => (
        <button
          key={s}
          type="button"
          className="btn btn-warning"
          disabled={busy}
          onClick={() => onRequest([s])}
        >
          {t('dispatch.services.request', { service: serviceText(t, s) })}
        </button>
      ))}
    </>
  );
}
