import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../schema';
import type { ValueListName } from '../schema/values';
import { DomainError } from '../infra/errors';
import { valuesChange, type ValuesChange } from './admin';
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
} as const satisfies Record<ValueListName, readonly [keyof Database, string]>;

async function usedValues(db: Kysely<Database> | Transaction<Database>, list: ValueListName) {
  const [table, column] = USED_BY[list];
  const rows = await sql<{ value: string }>`
    SELECT DISTINCT ${sql.ref(column)} AS value FROM ${sql.table(table)}
    WHERE ${sql.ref(column)} IS NOT NULL
  `.execute(db);
  return new Set(rows.rows.map((r) => r.value));
}

async function isInUse(trx: Transaction<Database>, list: ValueListName, value: string) {
  const [table, column] = USED_BY[list];
  const { rows } = await sql`
    SELECT 1 FROM ${sql.table(table)} WHERE ${sql.ref(column)} = ${value} LIMIT 1
  `.execute(trx);
  return rows.length > 0;
}

/** Every value of every list, retired ones included, for the staff page. */
export async function listAdminListValues(db: Kysely<Database>): Promise<AdminListValue[]> {
  const { lists } = await loadValues(db);
  const used = new Map<ValueListName, Set<string>>();
  for (const list of Object.keys(USED_BY) as ValueListName[])
    used.set(list, await usedValues(db, list));
  return lists.map((v) => ({ ...v, inUse: used.get(v.list)?.has(v.value) ?? false }));
}

async function lockedValue(trx: Transaction<Database>, id: string) {
  const row = await trx
    .selectFrom('list_values')
    .selectAll()
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
  if (!row) throw new DomainError('not_found', 'values.listValueNotFound');
  return row;
}

async function assertValueFree(
  trx: Transaction<Database>,
  list: ValueListName,
  value: string,
  except?: string,
) {
  let query = trx
    .selectFrom('list_values')
    .select('id')
    .where('list', '=', list)
    .where(sql<string>`lower(value)`, '=', value.toLowerCase())
    .where('retired_at', 'is', null);
  if (except) query = query.where('id', '!=', except);
  if (await query.executeTakeFirst())
    throw new DomainError('conflict', 'values.listValueTaken', { field: 'value' });
}

async function adminValue(trx: Transaction<Database>, id: string): Promise<AdminListValue> {
  const row = await trx
    .selectFrom('list_values')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  return { ...toListValue(row), inUse: await isInUse(trx, row.list, row.value) };
}

/** Staff add a value at the end of a list. */
export async function createListValue(
  db: Kysely<Database>,
  change: ValuesChange,
  input: { list: ValueListName; value: string },
): Promise<AdminListValue> {
  return valuesChange(
    db,
    change,
    async (trx) => {
      await assertValueFree(trx, input.list, input.value);
      const { count, last } = await trx
        .selectFrom('list_values')
        .select([
          sql<number>`count(*)::int`.as('count'),
          sql<number>`coalesce(max(position), 0)::int`.as('last'),
        ])
        .where('list', '=', input.list)
        .executeTakeFirstOrThrow();
      if (count >= LIST_LIMITS.count)
        throw new DomainError('conflict', 'values.listLimit', {
          params: { max: LIST_LIMITS.count },
        });
      const { id } = await trx
        .insertInto('list_values')
        .values({ list: input.list, value: input.value, position: last + 1 })
        .returning('id')
        .executeTakeFirstOrThrow();
      return {
        result: await adminValue(trx, id),
        target: { id, label: input.value },
        before: null,
        after: { list: input.list, value: input.value },
      };
    },
    'list_value',
  );
}

/** Staff rename a value no record holds yet (records store the text itself). */
export async function updateListValue(
  db: Kysely<Database>,
  change: ValuesChange,
  id: string,
  value: string,
): Promise<AdminListValue> {
  return valuesChange(
    db,
    change,
    async (trx) => {
      const row = await lockedValue(trx, id);
      if (value !== row.value) {
        if (await isInUse(trx, row.list, row.value))
          throw new DomainError('conflict', 'values.listValueInUse', { field: 'value' });
        if (row.retired_at === null) await assertValueFree(trx, row.list, value, id);
      }
      await trx.updateTable('list_values').set({ value }).where('id', '=', id).execute();
      return {
        result: await adminValue(trx, id),
        target: { id, label: value },
        before: { list: row.list, value: row.value },
        after: { list: row.list, value },
      };
    },
    'list_value',
  );
}

/** Retired: forms no longer offer it; records that hold it keep it (and may be saved as is). */
export async function setListValueRetired(
  db: Kysely<Database>,
  change: ValuesChange,
  id: string,
  retired: boolean,
): Promise<AdminListValue> {
  return valuesChange(
    db,
    change,
    async (trx) => {
      const row = await lockedValue(trx, id);
      if (retired === (row.retired_at !== null))
        throw new DomainError('conflict', retired ? 'values.alreadyRetired' : 'values.notRetired');
      if (!retired) await assertValueFree(trx, row.list, row.value, id);
      await trx
        .updateTable('list_values')
        .set({ retired_at: retired ? change.now : null })
        .where('id', '=', id)
        .execute();
      return {
        result: await adminValue(trx, id),
        target: { id, label: row.value },
        before: { retired: !retired },
        after: { retired },
      };
    },
    'list_value',
  );
}

/** A value no record holds can be deleted; one in use can only be retired. */
export async function deleteListValue(
  db: Kysely<Database>,
  change: ValuesChange,
  id: string,
): Promise<void> {
  await valuesChange(
    db,
    change,
    async (trx) => {
      const row = await lockedValue(trx, id);
      if (await isInUse(trx, row.list, row.value))
        throw new DomainError('conflict', 'values.listValueInUse');
      await trx.deleteFrom('list_values').where('id', '=', id).execute();
      return {
        result: undefined,
        target: { id, label: row.value },
        before: { list: row.list, value: row.value },
        after: null,
      };
    },
    'list_value',
  );
}
