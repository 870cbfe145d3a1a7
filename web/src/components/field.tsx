import {
  useId,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react';

/** What the server (or the form) said is wrong with this field, shown under it. */
type FieldError = { error?: string | undefined };

/** The control's attributes that tie it to its error: marked invalid, described by it. */
const errorAttributes = (id: string, error: string | undefined) =>
  error ? { 'aria-invalid': true, 'aria-describedby': `${id}-error` } : {};

type ChangeHandler = (e: { target: { value: string } }) => void;

/**
 * Wires a control to one key of a form kept as one object and changed through `set(key)`:
 * `{...bindField(form, set, 'location')}` names the key once, so value and change cannot
 * point at different keys.
 */
export function bindField<T, K extends keyof T>(form: T, set: (key: K) => ChangeHandler, key: K) {
  return { value: form[key], onChange: set(key) };
}

/** A labelled form control; the label is what people (and tests) find it by. */
export function Field({
  label,
  error,
  children,
}: { label: string; children: (id: string) => ReactNode } & FieldError) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {children(id)}
      {error && (
        <p id={`${id}-error`} className="field-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

export function TextField({
  label,
  error,
  ...props
}: { label: string } & FieldError & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <Field label={label} error={error}>
      {(id) => <input id={id} {...errorAttributes(id, error)} {...props} />}
    </Field>
  );
}

export function TextAreaField({
  label,
  error,
  ...props
}: { label: string } & FieldError & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  return (
    <Field label={label} error={error}>
      {(id) => <textarea id={id} {...errorAttributes(id, error)} {...props} />}
    </Field>
  );
}

export function SelectField({
  label,
  options,
  placeholder,
  ...props
}: {
  label: string;
  options: readonly (string | { value: string; label: string })[];
  placeholder?: string;
} & SelectHTMLAttributes<HTMLSelectElement>) {
  return (
    <Field label={label}>
      {(id) => (
        <select id={id} {...props}>
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options.map((o) => {
            const { value, label: text } = typeof o === 'string' ? { value: o, label: o } : o;
            return (
              <option key={value} value={value}>
                {text}
              </option>
            );
          })}
        </select>
      )}
    </Field>
  );
}
