import { useTranslation } from 'react-i18next';
import { CALL_SERVICES, type CallService } from '@tenfour/db/browser';
import { serviceText } from './labels';

/** Which services a call needs: police, fire, EMS. */
export function ServiceCheckboxes({
  value,
  onChange,
  legend,
}: {
  value: CallService[];
  onChange(next: CallService[]): void;
  legend?: string;
}) {
  const { t } = useTranslation();
  return (
    <fieldset className="field dispatch-services">
      <legend>{legend ?? t('dispatch.services.needed')}</legend>
      {CALL_SERVICES.map((s) => (
        <label key={s.code}>
          <input
            type="checkbox"
            checked={value.includes(s.code)}
            onChange={(e) =>
              onChange(
                e.target.checked ? [...value, s.code] : value.filter((code) => code !== s.code),
              )
            }
          />{' '}
          {serviceText(t, s.code)}
        </label>
      ))}
    </fieldset>
  );
}
