import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../schema';
import type { FormDefinition, FormService } from './definition';

/**
 * A form in the community's values file (docs/values.md, docs/forms.md): its draft and where
 * it is published; versions stay with the community that filed them. Importing a published
 * form freezes its definition as the form's next version.
 */
export interface PortableForm {
  name: string;
  description: string;
  definition: FormDefinition;
  postToWebhook: boolean;
  departments: string[];
  services: FormService[];
  published: boolean;
  retired: boolean;
}

type Db = Kysely<Database> | Transaction<Database>;

/** JSON with its keys sorted: jsonb keeps its own key order, so texts compare only this way. */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((k) => [k, canonical((value as Record<string, unknown>)[k])]),
    );
  }
  return value;
}

async function freeze(trx: Transaction<Database>, id: string, r: PortableForm, now: Date) {
  const { next } = await trx
    .selectFrom('custom_form_versions')
    .select(sql<number>`coalesce(max(version), 0)::int + 1`.as('next'))
    .where('form_id', '=', id)
    .executeTakeFirstOrThrow();
  await trx
    .insertInto('custom_form_versions')
    .values({
      form_id: id,
      version: next,
      name: r.name,
      description: r.description,
      definition: JSON.stringify(r.definition),
      post_to_webhook: r.postToWebhook,
      created_at: now,
    })
    .execute();
  return next;
}

/** The values file's `forms` section: read, matched by name, written (values/portable.ts). */
export const formsSection = {
  read: async (db: Db) =>
    (
      await db
        .selectFrom('custom_forms')
        .selectAll()
        .orderBy(sql`lower(name)`)
        .orderBy('created_at')
        .execute()
    ).map((r) => ({
      id: r.id,
      name: r.name,
      description: r.description,
      definition: r.definition,
      postToWebhook: r.post_to_webhook,
      departments: r.departments,
      services: r.services,
      published: r.current_version !== null,
      retired: r.retired_at !== null,
    })),
  label: (r: PortableForm) => r.name,
  fields: (r: PortableForm) =>
    canonical({
      description: r.description,
      definition: r.definition,
      postToWebhook: r.postToWebhook,
      departments: r.departments,
      services: r.services,
      published: r.published,
    }) as Record<string, unknown>,
  inUse: async (trx: Transaction<Database>, r: PortableForm) =>
    (await trx
      .selectFrom('custom_reports as c')
      .innerJoin('custom_forms as f', 'f.id', 'c.form_id')
      .select('c.id')
      .where(sql<string>`lower(f.name)`, '=', r.name.toLowerCase())
      .limit(1)
      .executeTakeFirst()) !== undefined,
  insert: async (trx: Transaction<Database>, r: PortableForm, _position: number, now: Date) => {
    const { id } = await trx
      .insertInto('custom_forms')
      .values({
        name: r.name,
        description: r.description,
        definition: JSON.stringify(r.definition),
        post_to_webhook: r.postToWebhook,
        departments: r.departments,
        services: r.services,
        retired_at: r.retired ? now : null,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (r.published) {
      const version = await freeze(trx, id, r, now);
      await trx
        .updateTable('custom_forms')
        .set({ current_version: version })
        .where('id', '=', id)
        .execute();
    }
  },
  update: async (
    trx: Transaction<Database>,
    id: string,
    r: PortableForm,
    _p: number,
    now: Date,
  ) => {
    const row = await trx
      .selectFrom('custom_forms as f')
      .leftJoin('custom_form_versions as v', (j) =>
        j.onRef('v.form_id', '=', 'f.id').onRef('v.version', '=', 'f.current_version'),
      )
      .select(['v.definition', 'v.name', 'v.description', 'v.post_to_webhook'])
      .where('f.id', '=', id)
      .executeTakeFirstOrThrow();
    // A published form whose frozen version differs from the file's gets a new version.
    const frozen =
      row.definition !== null &&
      JSON.stringify(
        canonical([row.definition, row.name, row.description, row.post_to_webhook]),
      ) === JSON.stringify(canonical([r.definition, r.name, r.description, r.postToWebhook]));
    const version = r.published ? (frozen ? undefined : await freeze(trx, id, r, now)) : null;
    await trx
      .updateTable('custom_forms')
      .set({
        name: r.name,
        description: r.description,
        definition: JSON.stringify(r.definition),
        post_to_webhook: r.postToWebhook,
        departments: r.departments,
        services: r.services,
        ...(version !== undefined ? { current_version: version } : {}),
        retired_at: sql`CASE WHEN ${r.retired} THEN coalesce(retired_at, ${now}) END`,
        updated_at: now,
      })
      .where('id', '=', id)
      .execute();
  },
  remove: async (trx: Transaction<Database>, id: string) => {
    await trx.deleteFrom('custom_forms').where('id', '=', id).execute();
  },
  retire: async (trx: Transaction<Database>, id: string, _position: number, now: Date) => {
    await sql`
      UPDATE custom_forms SET retired_at = coalesce(retired_at, ${now}) WHERE id = ${id}
    `.execute(trx);
  },
};
