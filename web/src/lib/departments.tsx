import { useEffect, type SelectHTMLAttributes } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { InferResponseType } from 'hono/client';
import { SelectField } from '../components/field';
import { call, rpc } from './api';

/** A department as every member sees it (never its webhooks). */
export type Department = InferResponseType<
  typeof rpc.api.departments.$get,
  200
>['departments'][number];

/** What a department is chosen for: a police profile, a fire/rescue one, or anything else. */
export type DepartmentUse = 'police' | 'safr' | 'any';

export const DEPARTMENTS_KEY = ['departments'] as const;

export const listDepartments = () => call(rpc.api.departments.$get()).then((r) => r.departments);

/** The community's departments, archived ones included, in staff's order. */
export function useDepartments() {
  return useQuery({ queryKey: DEPARTMENTS_KEY, queryFn: listDepartments, staleTime: 60_000 });
}

/** The departments a form may choose for `use`: active ones serving it. */
export function departmentChoices(departments: readonly Department[], use: DepartmentUse) {
  return departments.filter(
    (d) =>
      !d.archived &&
      (use === 'any' ||
        (use === 'police' && d.services.includes('police')) ||
        (use === 'safr' && (d.services.includes('fire') || d.services.includes('ems')))),
  );
}

/** A department's name by id; the id itself until the list is loaded (or if it is unknown). */
export function useDepartmentName() {
  const { data } = useDepartments();
  return (id: string) => data?.find((d) => d.id === id)?.name ?? id;
}

/** A department's name, where a row shows its department. */
export function DepartmentName({ id }: { id: string }) {
  return <>{useDepartmentName()(id)}</>;
}

/**
 * A select of the departments fitting `use`. With no valid choice made yet it picks the
 * first, as the fixed list did; the server checks whatever is sent.
 */
export function DepartmentSelect({
  label,
  use,
  value,
  onChange,
  placeholder,
  only,
  ...props
}: {
  label: string;
  use: DepartmentUse;
  value: string;
  /** Offered first when the member must choose on purpose (no department is picked for them). */
  placeholder?: string;
  /** Only these departments (the ones the member's roles admit them to), when given. */
  only?: readonly string[] | undefined;
  onChange(e: { target: { value: string } }): void;
} & Omit<SelectHTMLAttributes<HTMLSelectElement>, 'value' | 'onChange'>) {
  const { data } = useDepartments();
  const choices = departmentChoices(data ?? [], use).filter((d) => !only || only.includes(d.id));
  const first = choices[0]?.id;
  const valid = choices.some((d) => d.id === value);
  useEffect(() => {
    if (placeholder === undefined && !valid && first !== undefined) {
      onChange({ target: { value: first } });
    }
  }, [placeholder, valid, first, onChange]);
  return (
    <SelectField
      label={label}
      options={choices.map((d) => ({ value: d.id, label: d.name }))}
      value={value}
      onChange={onChange}
      {...(placeholder === undefined ? {} : { placeholder })}
      {...props}
    />
  );
}
