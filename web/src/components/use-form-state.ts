import { useState } from 'react';

/**
 * A form's values in one state: `patch` merges changed fields, `field(key)` wires a text
 * input or select to one of them.
 */
export function useFormState<T extends object>(initial: T | (() => T)) {
  const [values, setValues] = useState<T>(initial);
  const patch = (changes: Partial<T>) => setValues((v) => ({ ...v, ...changes }));
  const field = <K extends keyof T>(key: K) => ({
    value: values[key],
    onChange: (e: { target: { value: string } }) =>
      patch({ [key]: e.target.value } as unknown as Partial<T>),
  });
  return [values, patch, field] as const;
}
