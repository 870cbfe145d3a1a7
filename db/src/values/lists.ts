// The lists the civilian forms offer. Pure data and functions (type imports only), so the
// API's validation and the web forms say the same thing.
import type { ValueListName } from '../schema/values';

export type { ValueListName };

export const VALUE_LISTS = [
  'vehicle_type',
  'vehicle_colour',
  'weapon_type',
  'eye_colour',
  'hair_colour',
] as const satisfies readonly ValueListName[];

/** One value of a list. */
export interface ListValue {
  id: string;
  list: ValueListName;
  value: string;
  position: number;
  retired: boolean;
}

/** Bounds shared by the API's validation, the database's CHECKs and the staff page. */
export const LIST_LIMITS = { value: 40, count: 100 } as const;

/**
 * What a form offers for `list`, in order: the live values, plus `current` when a record
 * already holds a value that has since been retired (it keeps showing it).
 */
export function listOptions(
  all: readonly ListValue[],
  list: ValueListName,
  current?: string | null,
): string[] {
  const live = all
    .filter((v) => v.list === list && !v.retired)
    .sort((a, b) => a.position - b.position)
    .map((v) => v.value);
  return current && !live.includes(current) ? [...live, current] : live;
}

/**
 * Whether `value` may be stored in a field of `list`: a live value of the list, or the value
 * the record holds already (a retired value stays valid where it is, but is not chosen anew).
 */
export function allowedListValue(
  all: readonly ListValue[],
  list: ValueListName,
  value: string,
  current?: string | null,
): boolean {
  if (current !== undefined && current !== null && value === current) return true;
  return all.some((v) => v.list === list && !v.retired && v.value === value);
}
