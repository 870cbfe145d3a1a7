import { sql, type Kysely, type Selectable, type Transaction } from 'kysely';
import type { Database } from '../schema';
import type { CustomFormsTable } from '../schema/forms';
import { DomainError } from '../infra/errors';
import { announceConfigChange } from '../community/live-config';
import { recordAudit } from '../staff/audit-log';
import { STAFF_PROFILE } from '../staff/constants';
import type { FormDefinition, FormService } from './definition';

/** Who changes the forms, and when. */
export interface FormsChange {
  staffDiscordId: string;
  now: Date;
}

/** The most forms a community keeps (retired ones included): the staff list stays readable. */
export const FORMS_MAX = 200;

export interface FormInput {
  name: string;
  description: string;
  definition: FormDefinition;
  postToWebhook: boolean;
}

export interface PublishInput {
  departments: string[];
  services: FormService[];
}

/** A form on the staff page: its draft, where it is published, and whether it was filed. */
export interface AdminForm extends FormInput, PublishInput {
  id: string;
  /** The newest published version (null: never published). */
  version: number | null;
  retired: boolean;
  /** Reports were filed with it: it can be retired, not deleted. */
  inUse: boolean;
  updatedAt: string;
}

type FormRow = Selectable<CustomFormsTable>;

function toAdminForm(row: FormRow, inUse: boolean): AdminForm {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    definition: row.definition,
    postToWebhook: row.post_to_webhook,
    departments: row.departments,
    services: row.services,
    version: row.current_version,
    retired: row.retired_at !== null,
    inUse,
    updatedAt: row.updated_at.toISOString(),
  };
}

const shown = (row: Pick<FormRow, 'name' | 'description' | 'post_to_webhook' | 'definition'>) => ({
  name: row.name,
  description: row.description,
  postToWebhook: row.post_to_webhook,
  fields: row.definition.sections.flatMap((s) => s.fields.map((f) => f.key)),
});

async function filedForms(db: Kysely<Database> | Transaction<Database>, ids?: string[]) {
  let query = db.selectFrom('custom_reports').select('form_id').distinct();
  if (ids) query = query.where('form_id', 'in', ids);
  return new Set((await query.execute()).map((r) => r.form_id));
}

/** Every form, retired ones included, for the staff page. */
export async function listAdminForms(db: Kysely<Database>): Promise<AdminForm[]> {
  const [rows, used] = await Promise.all([
    db
      .selectFrom('custom_forms')
      .selectAll()
      .orderBy(sql`lower(name)`)
      .orderBy('id')
      .execute(),
    filedForms(db),
  ]);
  return rows.map((r) => toAdminForm(r, used.has(r.id)));
}

export async function getAdminForm(db: Kysely<Database>, id: string): Promise<AdminForm> {
  const row = await db
    .selectFrom('custom_forms')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) throw new DomainError('not_found', 'forms.notFound');
  return toAdminForm(row, (await filedForms(db, [id])).has(id));
}

/**
 * One change to the forms: its audit entry ('values.change' about a custom_form, as every
 * community value) and the 'forms' announcement, so every process and open screen rereads.
 */
async function formsChange<T>(
  db: Kysely<Database>,
  change: FormsChange,
  work: (trx: Transaction<Database>) => Promise<{
    result: T;
    target: { id: string; label: string };
    before: Record<string, unknown> | null;
    after: Record<string, unknown> | null;
  }>,
): Promise<T> {
  return db.transaction().execute(async (trx) => {
    await sql`SELECT pg_advisory_xact_lock(hashtext('tenfour:forms'))`.execute(trx);
    const { result, target, before, after } = await work(trx);
    await recordAudit(trx, {
      at: change.now,
      actor: { discordId: change.staffDiscordId, profile: STAFF_PROFILE },
      action: 'values.change',
      target: { type: 'custom_form', ...target },
      before,
      after,
    });
    await announceConfigChange(trx, 'forms');
    return result;
  });
}

async function locked(trx: Transaction<Database>, id: string) {
  const row = await trx
    .selectFrom('custom_forms')
    .selectAll()
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
  if (!row) throw new DomainError('not_found', 'forms.notFound');
  return row;
}

async function assertNameFree(trx: Transaction<Database>, name: string, except?: string) {
  let query = trx
    .selectFrom('custom_forms')
    .select('id')
    .where(sql<string>`lower(name)`, '=', name.toLowerCase())
    .where('retired_at', 'is', null);
  if (except) query = query.where('id', '!=', except);
  if (await query.executeTakeFirst()) {
    throw new DomainError('conflict', 'forms.nameTaken', { field: 'name' });
  }
}

async function adminOf(trx: Transaction<Database>, id: string) {
  const row = await trx
    .selectFrom('custom_forms')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  return toAdminForm(row, (await filedForms(trx, [id])).has(id));
}

/** Staff create a draft form; nobody sees it until it is published. */
export function createForm(db: Kysely<Database>, change: FormsChange, input: FormInput) {
  return formsChange(db, change, async (trx) => {
    await assertNameFree(trx, input.name);
    const { count } = await trx
      .selectFrom('custom_forms')
      .select(sql<number>`count(*)::int`.as('count'))
      .executeTakeFirstOrThrow();
    if (count >= FORMS_MAX) {
      throw new DomainError('conflict', 'forms.limit', { params: { max: FORMS_MAX } });
    }
    const row = await trx
      .insertInto('custom_forms')
      .values({
        name: input.name,
        description: input.description,
        definition: JSON.stringify(input.definition),
        post_to_webhook: input.postToWebhook,
        created_at: change.now,
        updated_at: change.now,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    return {
      result: toAdminForm(row, false),
      target: { id: row.id, label: row.name },
      before: null,
      after: shown(row),
    };
  });
}

/** Staff edit the draft; what is published stays as it is until the next publication. */
export function updateForm(
  db: Kysely<Database>,
  change: FormsChange,
  id: string,
  patch: Partial<FormInput>,
) {
  return formsChange(db, change, async (trx) => {
    const row = await locked(trx, id);
    if (row.retired_at) throw new DomainError('conflict', 'forms.retired');
    if (patch.name !== undefined) await assertNameFree(trx, patch.name, id);
    await trx
      .updateTable('custom_forms')
      .set({
        ...(patch.name !== undefined ? { name: patch.name } : {}),
        ...(patch.description !== undefined ? { description: patch.description } : {}),
        ...(patch.definition ? { definition: JSON.stringify(patch.definition) } : {}),
        ...(patch.postToWebhook !== undefined ? { post_to_webhook: patch.postToWebhook } : {}),
        updated_at: change.now,
      })
      .where('id', '=', id)
      .execute();
    const after = await adminOf(trx, id);
    return {
      result: after,
      target: { id, label: after.name },
      before: shown(row),
      after: shown({ ...after, post_to_webhook: after.postToWebhook }),
    };
  });
}

/**
 * Publishes the draft to departments and services: it is frozen as version n+1, which is
 * what is filed from now on. Reports filed before keep their own version.
 */
export function publishForm(
  db: Kysely<Database>,
  change: FormsChange,
  id: string,
  to: PublishInput,
) {
  return formsChange(db, change, async (trx) => {
    const row = await locked(trx, id);
    if (row.retired_at) throw new DomainError('conflict', 'forms.retired');
    const departments = [...new Set(to.departments)];
    const services = [...new Set(to.services)];
    if (departments.length === 0 && services.length === 0) {
      throw new DomainError('invalid', 'forms.noTargets', { field: 'departments' });
    }
    if (departments.length) {
      const known = await trx
        .selectFrom('departments')
        .select('id')
        .where('id', 'in', departments)
        .where('archived_at', 'is', null)
        .execute();
      const missing = departments.find((d) => !known.some((k) => k.id === d));
      if (missing !== undefined) {
        throw new DomainError('invalid', 'forms.departmentUnknown', {
          params: { id: missing },
          field: 'departments',
        });
      }
    }
    // After the highest version ever frozen (an import may have unpublished the form).
    const { version } = await trx
      .selectFrom('custom_form_versions')
      .select(sql<number>`coalesce(max(version), 0)::int + 1`.as('version'))
      .where('form_id', '=', id)
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('custom_form_versions')
      .values({
        form_id: id,
        version,
        name: row.name,
        description: row.description,
        definition: JSON.stringify(row.definition),
        post_to_webhook: row.post_to_webhook,
        created_at: change.now,
      })
      .execute();
    await trx
      .updateTable('custom_forms')
      .set({ current_version: version, departments, services, updated_at: change.now })
      .where('id', '=', id)
      .execute();
    return {
      result: await adminOf(trx, id),
      target: { id, label: row.name },
      before: {
        version: row.current_version,
        departments: row.departments,
        services: row.services,
      },
      after: { version, departments, services },
    };
  });
}

/** Retired: no longer offered for filing; its reports stay and still render. */
export function retireForm(db: Kysely<Database>, change: FormsChange, id: string) {
  return formsChange(db, change, async (trx) => {
    const row = await locked(trx, id);
    if (row.retired_at) throw new DomainError('conflict', 'forms.alreadyRetired');
    await trx
      .updateTable('custom_forms')
      .set({ retired_at: change.now, updated_at: change.now })
      .where('id', '=', id)
      .execute();
    return {
      result: await adminOf(trx, id),
      target: { id, label: row.name },
      before: { retired: false },
      after: { retired: true },
    };
  });
}

/** A form nobody filed can be deleted with its versions; a filed one can only be retired. */
export async function deleteForm(db: Kysely<Database>, change: FormsChange, id: string) {
  await formsChange(db, change, async (trx) => {
    const row = await locked(trx, id);
    if ((await filedForms(trx, [id])).has(id)) throw new DomainError('conflict', 'forms.inUse');
    await trx.deleteFrom('custom_forms').where('id', '=', id).execute();
    return { result: undefined, target: { id, label: row.name }, before: shown(row), after: null };
  });
}
