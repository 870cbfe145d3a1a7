import type { Kysely } from 'kysely';
import type { Database } from '../schema';
import type { Notifier } from '../infra/notify';
import { LiveConfig } from '../community/live-config';
import type { FormDefinition, FormService } from './definition';

/** A form as it is filed now: its current version, and where it is offered. */
export interface PublishedForm {
  id: string;
  name: string;
  description: string;
  versionId: string;
  version: number;
  definition: FormDefinition;
  postToWebhook: boolean;
  departments: string[];
  services: FormService[];
}

/** Every published form that is not retired, with its current version. */
export async function loadPublishedForms(db: Kysely<Database>): Promise<PublishedForm[]> {
  const rows = await db
    .selectFrom('custom_forms as f')
    .innerJoin('custom_form_versions as v', (j) =>
      j.onRef('v.form_id', '=', 'f.id').onRef('v.version', '=', 'f.current_version'),
    )
    .select([
      'f.id',
      'v.id as version_id',
      'v.version',
      'v.name',
      'v.description',
      'v.definition',
      'v.post_to_webhook',
      'f.departments',
      'f.services',
    ])
    .where('f.retired_at', 'is', null)
    .orderBy('v.name')
    .execute();
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    description: r.description,
    versionId: r.version_id,
    version: r.version,
    definition: r.definition,
    postToWebhook: r.post_to_webhook,
    departments: r.departments,
    services: r.services,
  }));
}

/** Where a filer works: their profile's department and the services it serves for them. */
export interface FilerPlace {
  department: string;
  services: FormService[];
}

/** Published to the department, or to one of the services the filer works in there. */
export function isOffered(form: Pick<PublishedForm, 'departments' | 'services'>, at: FilerPlace) {
  return (
    form.departments.includes(at.department) || form.services.some((s) => at.services.includes(s))
  );
}

const held = new WeakMap<Kysely<Database>, LiveConfig<PublishedForm[]>>();

/**
 * The published forms, one copy per process and database, reread when staff change a form in
 * any process (the 'forms' announcement): the filing page asks here, never the database.
 */
export function publishedForms(db: Kysely<Database>, notifier?: Notifier) {
  let live = held.get(db);
  if (!live) held.set(db, (live = new LiveConfig(db, notifier, 'forms', loadPublishedForms)));
  return live;
}
