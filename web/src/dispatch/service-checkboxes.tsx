import { CALL_SERVICES, type CallService } from '@tenfour/db/browser';

/** Which services a call needs: police, fire, EMS. */
export function ServiceCheckboxes({
  value,
  onChange,
  legend = 'Services needed',
}: {
  value: CallService[];
  onChange(next: CallService[]): void;
  legend?: string;
}) {
  return (
    <fieldset className="field dispatch-services">
      <legend>{legend}</legend>
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
          {s.label}
        </label>
      ))}
    </fieldset>
  );
}
