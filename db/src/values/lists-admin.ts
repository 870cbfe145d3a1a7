import type { Kysely } from 'kysely';
import type { Database } from '../schema';
import type { ValueListName } from '../schema/values';
import type { ValuesChange } from './admin';
import { usedTexts, valueAdmin, type UsedBy } from './admin-skeleton';
import { LIST_LIMITS, type ListValue } from './lists';
import { loadValues, toListValue } from './live';

/** A list value on the staff page: with whether any record holds it. */
export interface AdminListValue extends ListValue {
  inUse: boolean;
}

/** Where each list's values are stored on records (by text, so a retired value stays). */
const USED_BY = {
  vehicle_type: ['vehicles', 'type'],
  vehicle_colour: ['vehicles', 'color'],
  weapon_type: ['weapons', 'weapon_type'],
  eye_colour: ['civilians', 'eye_color'],
  hair_colour: ['civilians', 'hair_color'],
} as const satisfies Record<ValueListName, UsedBy>;

const listValues = valueAdmin({
  table: 'list_values',
  targetType: 'list_value',
  text: 'value',
  scope: 'list',
  limit: { count: LIST_LIMITS.count, key: 'values.listLimit' },
  messages: {
    notFound: 'values.listValueNotFound',
    taken: 'values.listValueTaken',
    inUse: 'values.listValueInUse',
  },
  usedBy: (row) => USED_BY[row.list],
  toValue: toListValue,
  shown: (row) => ({ list: row.list, value: row.value }),
});

/** Every value of every list, retired ones included, for the staff page. */
export async function listAdminListValues(db: Kysely<Database>): Promise<AdminListValue[]> {
  const { lists } = await loadValues(db);
  const used = new Map<ValueListName, Set<string>>();
  for (const list of Object.keys(USED_BY) as ValueListName[])
    used.set(list, await usedTexts(db, USED_BY[list]));
  return lists.map((v) => ({ ...v, inUse: used.get(v.list)?.has(v.value) ?? false }));
}

/** Staff add a value at the end of a list. */
export function createListValue(
  db: Kysely<Database>,
  change: ValuesChange,
  input: { list: ValueListName; value: string },
): Promise<AdminListValue> {
  return listValues.create(db, change, { list: input.list, value: input.value });
}

/** Staff rename a value no record holds yet (records store the text itself). */
export function updateListValue(
  db: Kysely<Database>,
  change: ValuesChange,
  id: string,
  value: string,
): Promise<AdminListValue> {
  return listValues.update(db, change, id, { value });
}

/** Retired: forms no longer offer it; records that hold it keep it (and may be saved as is). */
export function setListValueRetired(
  db: Kysely<Database>,
  change: ValuesChange,
  id: string,
  retired: boolean,
): Promise<AdminListValue> {
  return listValues.setRetired(db, change, id, retired);
}

/** A value no record holds can be deleted; one in use can only be retired. */
export function deleteListValue(
  db: Kysely<Database>,
  change: ValuesChange,
  id: string,
): Promise<void> {
  return listValues.remove(db, change, id);
}
