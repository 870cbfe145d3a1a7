// Values of custom fields on civilians, vehicles and weapons (docs/values.md "Custom fields").
// Every write is checked here against the stored definition, whatever the client showed.
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../schema';
import type { CustomFieldAudience, CustomFieldTarget } from '../schema/values';
import { DomainError } from '../infra/errors';
import {
  checkCustomValue,
  isEmptyCustomValue,
  reaches,
  type CustomFieldShown,
  type CustomFieldStored,
  type CustomFieldValue,
} from './custom-fields';
import { toCustomFieldValue } from './live';

type Db = Kysely<Database> | Transaction<Database>;

/** Who reads or writes: the audiences the member belongs to for this record. */
export type CustomFieldReader = ReadonlySet<CustomFieldAudience>;

const RECORD_COLUMN = {
  civilian: 'civilian_id',
  vehicle: 'vehicle_id',
  weapon: 'weapon_id',
} as const satisfies Record<CustomFieldTarget, string>;

/** The Discord id of the member whose civilian the record is (or has), or 404. */
export async function customFieldRecordOwner(
  db: Db,
  target: CustomFieldTarget,
  recordId: string,
): Promise<string> {
  const row =
    target === 'civilian'
      ? await db
          .selectFrom('civilians')
          .select('discord_id')
          .where('id', '=', recordId)
          .executeTakeFirst()
      : await db
          .selectFrom(target === 'vehicle' ? 'vehicles' : 'weapons')
          .innerJoin('civilians as c', 'c.id', 'civilian_id')
          .select('c.discord_id')
          .where(target === 'vehicle' ? 'vehicles.id' : 'weapons.id', '=', recordId)
          .executeTakeFirst();
  if (!row) throw new DomainError('not_found', 'customValues.recordNotFound');
  return row.discord_id;
}

async function definitions(db: Db, target: CustomFieldTarget): Promise<CustomFieldValue[]> {
  const rows = await db
    .selectFrom('custom_fields')
    .selectAll()
    .where('target', '=', target)
    .orderBy('position')
    .orderBy('created_at')
    .execute();
  return rows.map(toCustomFieldValue);
}

async function stored(db: Db, recordIds: readonly string[]) {
  const byRecord = new Map<string, Map<string, CustomFieldStored>>();
  if (recordIds.length === 0) return byRecord;
  const rows = await db
    .selectFrom('custom_field_values')
    .select(['record_id', 'field_id', 'value'])
    .where('record_id', 'in', recordIds)
    .execute();
  for (const r of rows) {
    let values = byRecord.get(r.record_id);
    if (!values) byRecord.set(r.record_id, (values = new Map()));
    values.set(r.field_id, r.value as CustomFieldStored);
  }
  return byRecord;
}

/**
 * What each record shows the reader: the fields with a value that the reader may see, in
 * order, retired ones included (a retired field keeps showing where it has a value). With
 * `inResults`, only the fields staff chose to show in Search Database results.
 */
export async function readCustomFields(
  db: Db,
  target: CustomFieldTarget,
  recordIds: readonly string[],
  reader: CustomFieldReader,
  options: { inResults?: boolean } = {},
): Promise<Record<string, CustomFieldShown[]>> {
  const [defs, values] = await Promise.all([definitions(db, target), stored(db, recordIds)]);
  const shown = defs.filter((d) => reaches(d.see, reader) && (!options.inResults || d.inResults));
  return Object.fromEntries(
    recordIds.map((id) => {
      const held = values.get(id);
      return [
        id,
        shown.flatMap((d) =>
          held?.has(d.id)
            ? [
                {
                  key: d.key,
                  label: d.label,
                  type: d.type,
                  value: held.get(d.id)!,
                  retired: d.retired,
                },
              ]
            : [],
        ),
      ];
    }),
  );
}

/** What exact and prefix search compare: the value as text, lower-cased. */
const searchText = (value: CustomFieldStored) =>
  (typeof value === 'boolean' ? (value ? 'yes' : 'no') : String(value)).toLowerCase();

const at = (key: string) => ({ field: `customFields.${key}` });

/**
 * Writes some of a record's values: each key names a live field of the target; null or
 * empty text clears it. After the change, every required field the writer may edit has a
 * value. Answers what the record now shows the writer.
 */
export function writeCustomFields(
  db: Kysely<Database>,
  target: CustomFieldTarget,
  recordId: string,
  writer: CustomFieldReader,
  input: Record<string, unknown>,
  now: Date,
): Promise<CustomFieldShown[]> {
  return db
    .transaction()
    .execute((trx) => applyCustomFields(trx, target, recordId, writer, input, now));
}

/** A new record's custom field values and who writes them (its owner, as the route knows). */
export interface NewRecordCustomFields {
  writer: CustomFieldReader;
  values: Record<string, unknown>;
}

/**
 * `writeCustomFields` inside the caller's transaction: a record created with its values (or
 * refused for a required one left out) is created whole or not at all.
 */
export async function applyCustomFields(
  trx: Transaction<Database>,
  target: CustomFieldTarget,
  recordId: string,
  writer: CustomFieldReader,
  input: Record<string, unknown>,
  now: Date,
): Promise<CustomFieldShown[]> {
  // The record's row lock orders concurrent writes of its values.
  const table = target === 'civilian' ? 'civilians' : target === 'vehicle' ? 'vehicles' : 'weapons';
  const row = await trx
    .selectFrom(table)
    .select('id')
    .where('id', '=', recordId)
    .forUpdate()
    .executeTakeFirst();
  if (!row) throw new DomainError('not_found', 'customValues.recordNotFound');
  const defs = await definitions(trx, target);
  const held = (await stored(trx, [recordId])).get(recordId) ?? new Map();
  const writes: { def: CustomFieldValue; value: CustomFieldStored | null }[] = [];
  for (const [key, raw] of Object.entries(input)) {
    const def = defs.find((d) => d.key === key && !d.retired);
    if (!def) {
      if (defs.some((d) => d.key === key))
        throw new DomainError('invalid', 'customValues.retired', {
          ...at(key),
          params: { label: defs.find((d) => d.key === key)!.label },
        });
      throw new DomainError('invalid', 'customValues.unknownField', {
        ...at(key),
        params: { key },
      });
    }
    if (!reaches(def.edit, writer))
      throw new DomainError('forbidden', 'customValues.cannotEdit', {
        ...at(key),
        params: { label: def.label },
      });
    if (isEmptyCustomValue(raw)) {
      writes.push({ def, value: null });
      continue;
    }
    const checked = checkCustomValue(def, raw, held.get(def.id));
    if (!checked.ok)
      throw new DomainError('invalid', checked.key, {
        ...at(key),
        params: checked.params,
      } as never);
    writes.push({ def, value: checked.value });
  }
  const after = new Map(held);
  for (const { def, value } of writes) {
    if (value === null) after.delete(def.id);
    else after.set(def.id, value);
  }
  for (const def of defs) {
    if (def.required && !def.retired && reaches(def.edit, writer) && !after.has(def.id))
      throw new DomainError('invalid', 'customValues.required', {
        ...at(def.key),
        params: { label: def.label },
      });
  }
  const column = RECORD_COLUMN[target];
  for (const { def, value } of writes) {
    if (value === null) {
      await trx
        .deleteFrom('custom_field_values')
        .where('field_id', '=', def.id)
        .where('record_id', '=', recordId)
        .execute();
      continue;
    }
    await sql`
      INSERT INTO custom_field_values (field_id, ${sql.ref(column)}, value, search_text, updated_at)
      VALUES (${def.id}, ${recordId}, ${JSON.stringify(value)}::jsonb, ${searchText(value)}, ${now})
      ON CONFLICT (field_id, record_id)
      DO UPDATE SET value = excluded.value, search_text = excluded.search_text,
        updated_at = excluded.updated_at
    `.execute(trx);
  }
  return (await readCustomFields(trx, target, [recordId], writer))[recordId] ?? [];
}
