import { sql, type Kysely } from 'kysely';
import type { Database } from '../schema';
import type { CustomFieldTarget } from '../schema/values';
import { DomainError } from '../infra/errors';
import { readCustomFields, type CustomFieldReader } from '../values/custom-field-values';
import type { CustomFieldShown } from '../values/custom-fields';
import { prefixUpperBound } from './search';

/**
 * Search Database by a custom field's value (docs/values.md "Custom fields"): the record
 * whose searchable field holds exactly `query` (any case), or starts with it where the field
 * is searched by prefix. With `key`, only that field; without, every searchable field of the
 * target (a plate search that found no plate tries them). Undefined when nothing matches.
 */
export async function findByCustomField(
  db: Kysely<Database>,
  target: CustomFieldTarget,
  query: string,
  key?: string,
): Promise<string | undefined> {
  let defs = db
    .selectFrom('custom_fields')
    .select(['id', 'searchable'])
    .where('target', '=', target)
    .where('retired_at', 'is', null)
    .where('searchable', '!=', 'none');
  if (key !== undefined) defs = defs.where('key', '=', key);
  const fields = await defs.execute();
  if (key !== undefined && fields.length === 0)
    throw new DomainError('invalid', 'customValues.unknownSearchField', {
      field: 'field',
      params: { key },
    });
  const q = query.trim().toLowerCase();
  if (!q || fields.length === 0) return undefined;
  const exact = fields.filter((f) => f.searchable === 'exact').map((f) => f.id);
  const prefix = fields.filter((f) => f.searchable === 'prefix').map((f) => f.id);
  // Both conditions walk custom_field_values_search (field_id, left(search_text, 200)); the
  // prefix is a range in the index's own order (as the name and plate search do).
  const head = sql`left(search_text, 200)`;
  const q200 = q.slice(0, 200);
  const branches = [
    exact.length
      ? sql`(field_id IN (${sql.join(exact)}) AND ${head} = ${q200} AND search_text = ${q})`
      : undefined,
    prefix.length
      ? sql`(field_id IN (${sql.join(prefix)}) AND ${head} ~>=~ ${q200}::text
          AND ${head} ~<~ ${prefixUpperBound(q200)}::text AND search_text LIKE ${likePrefix(q)})`
      : undefined,
  ].filter((b) => b !== undefined);
  const { rows } = await sql<{ record_id: string }>`
    SELECT record_id FROM custom_field_values WHERE ${sql.join(branches, sql` OR `)}
    ORDER BY search_text = ${q} DESC, search_text, record_id LIMIT 1
  `.execute(db);
  return rows[0]?.record_id;
}

const likePrefix = (q: string) => `${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * The custom fields Search Database shows with its results: those staff chose to show in
 * results and the reader may see, by record id (civilians, vehicles and weapons together).
 */
export async function resultCustomFields(
  db: Kysely<Database>,
  records: { civilian?: string[]; vehicle?: string[]; weapon?: string[] },
  reader: CustomFieldReader,
): Promise<Record<string, CustomFieldShown[]>> {
  const parts = await Promise.all(
    (Object.entries(records) as [CustomFieldTarget, string[]][]).map(([target, ids]) =>
      readCustomFields(db, target, ids, reader, { inResults: true }),
    ),
  );
  return Object.assign({}, ...parts) as Record<string, CustomFieldShown[]>;
}
