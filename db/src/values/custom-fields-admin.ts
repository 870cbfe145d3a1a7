import { sql, type Kysely } from 'kysely';
import type { Database } from '../schema';
import type { CustomFieldTarget } from '../schema/values';
import { DomainError } from '../infra/errors';
import type { ValuesChange } from './admin';
import { valueAdmin } from './admin-skeleton';
import { CUSTOM_FIELD_LIMITS, customFieldShapeIssue, type CustomFieldValue } from './custom-fields';
import { loadValues, toCustomFieldValue } from './live';

/** A custom field on the staff page: with whether any record has a value in it. */
export interface AdminCustomField extends CustomFieldValue {
  inUse: boolean;
}

export type CustomFieldInput = Omit<CustomFieldValue, 'id' | 'position' | 'retired'>;
export type CustomFieldPatch = Partial<Omit<CustomFieldInput, 'target'>>;

const fieldInUse = async (db: Kysely<Database>, id: string) =>
  (await db
    .selectFrom('custom_field_values')
    .select('field_id')
    .where('field_id', '=', id)
    .limit(1)
    .executeTakeFirst()) !== undefined;

const customFields = valueAdmin({
  table: 'custom_fields',
  targetType: 'custom_field',
  text: 'key',
  scope: 'target',
  limit: { count: CUSTOM_FIELD_LIMITS.count, key: 'values.customFieldLimit' },
  messages: {
    notFound: 'values.customFieldNotFound',
    taken: 'values.customFieldKeyTaken',
    inUse: 'values.customFieldInUse',
  },
  // Values name their field by id, never by key: nothing stores the key's text.
  usedBy: () => ['custom_field_values', 'field_id'],
  inUse: (trx, row) => fieldInUse(trx, row.id),
  toValue: toCustomFieldValue,
  shown: (row) => ({
    target: row.target,
    key: row.key,
    label: row.label,
    type: row.type,
    required: row.required,
    options: row.options,
    maxLength: row.max_length,
    min: row.min_value === null ? null : Number(row.min_value),
    max: row.max_value === null ? null : Number(row.max_value),
    help: row.help,
    see: row.see,
    edit: row.edit,
    inResults: row.in_results,
    searchable: row.searchable,
  }),
});

const columns = (input: CustomFieldPatch) => {
  const set: Record<string, unknown> = {};
  const map = {
    key: 'key',
    label: 'label',
    type: 'type',
    required: 'required',
    options: 'options',
    maxLength: 'max_length',
    min: 'min_value',
    max: 'max_value',
    help: 'help',
    see: 'see',
    edit: 'edit',
    inResults: 'in_results',
    searchable: 'searchable',
  } as const;
  for (const [from, to] of Object.entries(map)) {
    const v = (input as Record<string, unknown>)[from];
    if (v !== undefined) set[to] = v;
  }
  return set;
};

function assertShape(def: Parameters<typeof customFieldShapeIssue>[0]) {
  const issue = customFieldShapeIssue(def);
  if (issue) throw new DomainError('invalid', issue.key, { field: issue.field });
}

/** Every custom field, retired ones included, for the staff page. */
export async function listAdminCustomFields(db: Kysely<Database>): Promise<AdminCustomField[]> {
  const [{ customFields: all }, used] = await Promise.all([
    loadValues(db),
    sql<{ field_id: string }>`SELECT DISTINCT field_id FROM custom_field_values`.execute(db),
  ]);
  const ids = new Set(used.rows.map((r) => r.field_id));
  return all.map((f) => ({ ...f, inUse: ids.has(f.id) }));
}

/** Staff add a field at the end of its target's fields. */
export function createCustomField(
  db: Kysely<Database>,
  change: ValuesChange,
  input: CustomFieldInput,
): Promise<AdminCustomField> {
  assertShape(input);
  return customFields.create(db, change, {
    target: input.target,
    ...(columns(input) as Omit<CustomFieldInput, 'target'>),
  } as never);
}

/**
 * Staff edit a field. Its key and type may change only while no record has a value in it
 * (values are checked against the type they were written with); the rest shapes what comes
 * next, and a value written before a limit tightened stays until it is next edited.
 */
export async function updateCustomField(
  db: Kysely<Database>,
  change: ValuesChange,
  id: string,
  patch: CustomFieldPatch,
): Promise<AdminCustomField> {
  const row = await db
    .selectFrom('custom_fields')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) throw new DomainError('not_found', 'values.customFieldNotFound');
  const current = toCustomFieldValue(row);
  assertShape({ ...current, ...patch });
  if (patch.type !== undefined && patch.type !== current.type && (await fieldInUse(db, id)))
    throw new DomainError('conflict', 'values.customFieldTypeInUse', { field: 'type' });
  return customFields.update(db, change, id, columns(patch) as never);
}

/** Retired: no longer offered on forms; records with a value keep showing it. */
export function setCustomFieldRetired(
  db: Kysely<Database>,
  change: ValuesChange,
  id: string,
  retired: boolean,
): Promise<AdminCustomField> {
  return customFields.setRetired(db, change, id, retired);
}

/** A field no record has a value in can be deleted; one in use can only be retired. */
export function deleteCustomField(
  db: Kysely<Database>,
  change: ValuesChange,
  id: string,
): Promise<void> {
  return customFields.remove(db, change, id);
}

/** The targets, for callers that list fields per target. */
export type { CustomFieldTarget };
