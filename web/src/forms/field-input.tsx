import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SelectField, TextAreaField, TextField } from '../components/field';
import { SuggestInput } from '../components/suggest-input';
import {
  suggestCivilians,
  suggestOfficers,
  suggestVehicles,
  usePenalCodeChoices,
  type FormField,
} from './api';

/** What the filing page holds per field: what the server is sent, and a picked link's text. */
export type Draft = Record<string, unknown>;

/**
 * One field of a form, with the control its type needs: pickers search as you type against
 * the searches the member may already use; a picked link is sent by id.
 */
export function FieldInput({
  field,
  value,
  onChange,
  error,
  police,
}: {
  field: FormField;
  value: unknown;
  onChange(value: unknown): void;
  error?: string | undefined;
  /** Officers search vehicles and civilians by SSN; fire/rescue members names only. */
  police: boolean;
}) {
  const { t } = useTranslation();
  const label = field.required ? `${field.label} *` : field.label;
  const help = field.help ? <p className="muted forms-help">{field.help}</p> : null;
  const text = typeof value === 'string' ? value : '';
  switch (field.type) {
    case 'text':
    case 'number':
    case 'money':
      return (
        <div>
          <TextField
            label={label}
            error={error}
            value={text}
            inputMode={field.type === 'text' ? undefined : 'decimal'}
            maxLength={field.type === 'text' ? field.maxLength : undefined}
            placeholder={field.type === 'money' ? '0.00' : undefined}
            onChange={(e) => onChange(e.target.value)}
          />
          {help}
        </div>
      );
    case 'longText':
      return (
        <div>
          <TextAreaField
            label={label}
            error={error}
            value={text}
            rows={4}
            maxLength={field.maxLength}
            onChange={(e) => onChange(e.target.value)}
          />
          {help}
        </div>
      );
    case 'datetime':
      return (
        <div>
          <TextField
            label={label}
            error={error}
            type="datetime-local"
            value={text}
            onChange={(e) => onChange(e.target.value)}
          />
          {help}
        </div>
      );
    case 'yesNo':
      return (
        <div>
          <SelectField
            label={label}
            value={value === true ? 'yes' : value === false ? 'no' : ''}
            placeholder={t('forms.file.choose')}
            options={[
              { value: 'yes', label: t('forms.file.yes') },
              { value: 'no', label: t('forms.file.no') },
            ]}
            onChange={(e) => onChange(e.target.value === '' ? undefined : e.target.value === 'yes')}
          />
          <FieldError error={error} />
          {help}
        </div>
      );
    case 'oneOf':
      return (
        <div>
          <SelectField
            label={label}
            value={text}
            placeholder={t('forms.file.choose')}
            options={field.options ?? []}
            onChange={(e) => onChange(e.target.value || undefined)}
          />
          <FieldError error={error} />
          {help}
        </div>
      );
    case 'severalOf': {
      const chosen = Array.isArray(value) ? (value as string[]) : [];
      return (
        <fieldset className="forms-choices">
          <legend>{label}</legend>
          {(field.options ?? []).map((o) => (
            <label key={o} className="forms-choice">
              <input
                type="checkbox"
                checked={chosen.includes(o)}
                onChange={(e) =>
                  onChange(e.target.checked ? [...chosen, o] : chosen.filter((c) => c !== o))
                }
              />
              {o}
            </label>
          ))}
          <FieldError error={error} />
          {help}
        </fieldset>
      );
    }
    case 'charges':
      return <ChargesInput field={field} value={value} onChange={onChange} error={error} />;
    case 'civilian':
    case 'vehicle':
    case 'officer':
      return (
        <div>
          <LinkPicker
            label={label}
            load={(q) =>
              field.type === 'civilian'
                ? suggestCivilians(q, police)
                : field.type === 'vehicle'
                  ? suggestVehicles(q)
                  : suggestOfficers(q).then((items) =>
                      items.map((o) => ({ key: o.id, label: o.text, detail: o.department })),
                    )
            }
            onChange={onChange}
          />
          <FieldError error={error} />
          {help}
        </div>
      );
  }
}

function FieldError({ error }: { error?: string | undefined }) {
  return error ? (
    <p className="field-error" role="alert">
      {error}
    </p>
  ) : null;
}

/** A search box whose pick is the field's value (its id); typing again clears the pick. */
function LinkPicker({
  label,
  load,
  onChange,
}: {
  label: string;
  load(q: string): Promise<{ key: string; label: string; detail?: string | undefined }[]>;
  onChange(value: unknown): void;
}) {
  const { t } = useTranslation();
  const [query, setQuery] = useState('');
  const [picked, setPicked] = useState('');
  return (
    <>
      <SuggestInput
        label={label}
        value={query}
        minChars={2}
        load={(q) =>
          load(q).then((items) =>
            items.map((i) => ({ key: i.key, label: i.label, detail: i.detail ?? undefined })),
          )
        }
        onChange={(v) => {
          setQuery(v);
          setPicked('');
          onChange(undefined);
        }}
        onPick={(item) => {
          setQuery(item.label);
          setPicked(item.label);
          onChange(item.key);
        }}
      />
      {picked && <p className="muted">{t('forms.file.picked', { name: picked })}</p>}
    </>
  );
}

function ChargesInput({
  field,
  value,
  onChange,
  error,
}: {
  field: FormField;
  value: unknown;
  onChange(value: unknown): void;
  error?: string | undefined;
}) {
  const { t } = useTranslation();
  const codes = usePenalCodeChoices(true).data ?? [];
  const chosen = Array.isArray(value) ? (value as string[]) : [];
  const label = field.required ? `${field.label} *` : field.label;
  return (
    <div>
      <SelectField
        label={label}
        value=""
        placeholder={t('forms.file.addCharge')}
        options={codes
          .filter((c) => !chosen.includes(c._id))
          .map((c) => ({ value: c._id, label: c.title }))}
        onChange={(e) => e.target.value && onChange([...chosen, e.target.value])}
      />
      <ul className="forms-chips" aria-label={t('forms.file.chargesChosen')}>
        {chosen.map((id) => (
          <li key={id}>
            {codes.find((c) => c._id === id)?.title ?? id}{' '}
            <button
              type="button"
              className="btn btn-secondary btn-sm"
              onClick={() => onChange(chosen.filter((c) => c !== id))}
            >
              {t('forms.file.remove')}
            </button>
          </li>
        ))}
      </ul>
      <FieldError error={error} />
      {field.help && <p className="muted forms-help">{field.help}</p>}
    </div>
  );
}
