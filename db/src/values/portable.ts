// A community's values as one portable JSON file (docs/values.md): export writes it, import
// shows what it would change and applies it in one transaction. Rows are matched by what names
// them to people (a status's service and code, a type's name, a list's value), never by id,
// so a file moves between communities.
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../schema';
import type { CallService, UnitService } from '../schema/fire-rescue';
import type { StatusMeaning, ValueListName } from '../schema/values';
import { DomainError } from '../infra/errors';
import { sortServices } from '../dispatch/constants';
import { valuesChange, type ValuesChange } from './admin';
import { VALUE_LISTS } from './lists';
import type { CallRequiredField } from './call-types';
import { sortRequired, toCustomFieldValue } from './live';
import { announceConfigChange } from '../community/live-config';
import { formsSection, type PortableForm } from '../forms/portable';
import type { CustomFieldValue } from './custom-fields';

export const VALUES_FILE_FORMAT = 'tenfour.values';
export const VALUES_FILE_VERSION = 1;

export interface PortableStatus {
  service: UnitService;
  code: string;
  label: string;
  colour: string;
  meaning: StatusMeaning;
  retired: boolean;
}
export interface PortableCallType {
  name: string;
  priority: number;
  services: CallService[];
  /** Left out of files made before call types could require fields: none. */
  requiredFields?: CallRequiredField[] | undefined;
  retired: boolean;
}
export interface PortableLicenseType {
  name: string;
  discordRoleId: string | null;
  dmvTest: string | null;
  retired: boolean;
}
export interface PortableListValue {
  value: string;
  retired: boolean;
}

export type PortableCustomField = Omit<CustomFieldValue, 'id' | 'position'>;

/** The file, in list order. */
export interface ValuesFile {
  format: typeof VALUES_FILE_FORMAT;
  version: typeof VALUES_FILE_VERSION;
  statuses: PortableStatus[];
  callTypes: PortableCallType[];
  licenseTypes: PortableLicenseType[];
  lists: Record<ValueListName, PortableListValue[]>;
  /** Community forms (docs/forms.md); a file without them leaves the forms as they are. */
  forms?: PortableForm[];
  /** Custom fields (definitions only); a file without them leaves the fields as they are. */
  customFields?: PortableCustomField[];
}

/** What an import does to one section, by the names people know the rows by. */
export interface SectionPlan {
  added: string[];
  changed: string[];
  /** Not in the file but in use: retired, so records keep showing them. */
  retired: string[];
  /** Not in the file and unused: deleted. */
  removed: string[];
}

/**
 * One section of the file. A new kind of community value (custom fields, custom forms) joins
 * the file by adding its section here and its key to `ValuesFile` and the API's schema: the
 * export, the preview, the import and the audit pick it up without further changes.
 */
interface Section<P extends { retired: boolean }> {
  /** Rows in file order. */
  read(db: Kysely<Database> | Transaction<Database>): Promise<(P & { id: string })[]>;
  /** The name people know it by (also what matches a file's row to a stored one). */
  label(row: P): string;
  /** The fields that are compared and copied (retired and position apart). */
  fields(row: P): Record<string, unknown>;
  inUse(trx: Transaction<Database>, row: P): Promise<boolean>;
  insert(trx: Transaction<Database>, row: P, position: number, now: Date): Promise<void>;
  update(
    trx: Transaction<Database>,
    id: string,
    row: P,
    position: number,
    now: Date,
  ): Promise<void>;
  remove(trx: Transaction<Database>, id: string): Promise<void>;
  retire(trx: Transaction<Database>, id: string, position: number, now: Date): Promise<void>;
}

const retiredAt = (retired: boolean, now: Date) => (retired ? now : null);
const exists = async (query: { executeTakeFirst(): Promise<unknown> }) =>
  (await query.executeTakeFirst()) !== undefined;

type Table = 'unit_statuses' | 'call_types' | 'license_types' | 'list_values' | 'custom_fields';
const tableOps = (table: Table) => ({
  remove: async (trx: Transaction<Database>, id: string) => {
    await trx.deleteFrom(table).where('id', '=', id).execute();
  },
  retire: async (trx: Transaction<Database>, id: string, position: number, now: Date) => {
    await sql`
      UPDATE ${sql.table(table)} SET position = ${position},
        retired_at = coalesce(retired_at, ${now}) WHERE id = ${id}
    `.execute(trx);
  },
});

const statuses: Section<PortableStatus> = {
  read: async (db) =>
    (
      await db
        .selectFrom('unit_statuses')
        .selectAll()
        .orderBy('service')
        .orderBy('position')
        .orderBy('created_at')
        .execute()
    ).map((r) => ({
      id: r.id,
      service: r.service,
      code: r.code,
      label: r.label,
      colour: r.colour,
      meaning: r.meaning,
      retired: r.retired_at !== null,
    })),
  label: (r) => `${r.service} ${r.code}`,
  fields: (r) => ({ label: r.label, colour: r.colour, meaning: r.meaning }),
  inUse: (trx, r) =>
    exists(
      trx
        .selectFrom('officer_units as u')
        .innerJoin('officers as o', 'o.id', 'u.officer_id')
        .select('u.officer_id')
        .where('o.service', '=', r.service)
        .where('u.status', '=', r.code)
        .limit(1),
    ),
  insert: async (trx, r, position, now) => {
    const { retired, ...row } = r;
    await trx
      .insertInto('unit_statuses')
      .values({ ...row, position, retired_at: retiredAt(retired, now) })
      .execute();
  },
  update: async (trx, id, r, position, now) => {
    await trx
      .updateTable('unit_statuses')
      .set({
        code: r.code,
        label: r.label,
        colour: r.colour,
        meaning: r.meaning,
        position,
        retired_at: sql`CASE WHEN ${r.retired} THEN coalesce(retired_at, ${now}) END`,
      })
      .where('id', '=', id)
      .execute();
  },
  ...tableOps('unit_statuses'),
};

const callTypes: Section<PortableCallType> = {
  read: async (db) =>
    (
      await db
        .selectFrom('call_types')
        .selectAll()
        .orderBy('position')
        .orderBy('created_at')
        .execute()
    ).map((r) => ({
      id: r.id,
      name: r.name,
      priority: r.priority,
      services: r.services,
      requiredFields: sortRequired(r.required_fields),
      retired: r.retired_at !== null,
    })),
  label: (r) => r.name,
  fields: (r) => ({
    priority: r.priority,
    services: sortServices(r.services),
    requiredFields: sortRequired(r.requiredFields ?? []),
  }),
  inUse: (trx, r) =>
    exists(trx.selectFrom('calls').select('id').where('type', '=', r.name).limit(1)),
  insert: async (trx, r, position, now) => {
    await trx
      .insertInto('call_types')
      .values({
        name: r.name,
        priority: r.priority,
        services: sortServices(r.services),
        required_fields: sortRequired(r.requiredFields ?? []),
        position,
        retired_at: retiredAt(r.retired, now),
      })
      .execute();
  },
  update: async (trx, id, r, position, now) => {
    await trx
      .updateTable('call_types')
      .set({
        name: r.name,
        priority: r.priority,
        services: sortServices(r.services),
        required_fields: sortRequired(r.requiredFields ?? []),
        position,
        retired_at: sql`CASE WHEN ${r.retired} THEN coalesce(retired_at, ${now}) END`,
      })
      .where('id', '=', id)
      .execute();
  },
  ...tableOps('call_types'),
};

const licenseTypes: Section<PortableLicenseType> = {
  read: async (db) =>
    (
      await db
        .selectFrom('license_types')
        .selectAll()
        .orderBy('position')
        .orderBy('created_at')
        .execute()
    ).map((r) => ({
      id: r.id,
      name: r.name,
      discordRoleId: r.discord_role_id,
      dmvTest: r.dmv_test,
      retired: r.retired_at !== null,
    })),
  label: (r) => r.name,
  fields: (r) => ({ discordRoleId: r.discordRoleId, dmvTest: r.dmvTest }),
  inUse: (trx, r) =>
    exists(
      trx
        .selectFrom('civilian_licenses')
        .select('civilian_id')
        .where('license_type', '=', r.name)
        .limit(1),
    ),
  insert: async (trx, r, position, now) => {
    await trx
      .insertInto('license_types')
      .values({
        name: r.name,
        discord_role_id: r.discordRoleId,
        dmv_test: r.dmvTest,
        position,
        retired_at: retiredAt(r.retired, now),
      })
      .execute();
  },
  update: async (trx, id, r, position, now) => {
    await trx
      .updateTable('license_types')
      .set({
        name: r.name,
        discord_role_id: r.discordRoleId,
        dmv_test: r.dmvTest,
        position,
        retired_at: sql`CASE WHEN ${r.retired} THEN coalesce(retired_at, ${now}) END`,
      })
      .where('id', '=', id)
      .execute();
  },
  ...tableOps('license_types'),
};

interface PortableListRow extends PortableListValue {
  list: ValueListName;
}

const USED_BY = {
  vehicle_type: ['vehicles', 'type'],
  vehicle_colour: ['vehicles', 'color'],
  weapon_type: ['weapons', 'weapon_type'],
  eye_colour: ['civilians', 'eye_color'],
  hair_colour: ['civilians', 'hair_color'],
} as const satisfies Record<ValueListName, readonly [string, string]>;

const listValues: Section<PortableListRow> = {
  read: async (db) =>
    (
      await db
        .selectFrom('list_values')
        .selectAll()
        .orderBy('list')
        .orderBy('position')
        .orderBy('created_at')
        .execute()
    ).map((r) => ({ id: r.id, list: r.list, value: r.value, retired: r.retired_at !== null })),
  label: (r) => `${r.list} ${r.value}`,
  fields: () => ({}),
  inUse: async (trx, r) => {
    const [table, column] = USED_BY[r.list];
    const { rows } = await sql`
      SELECT 1 FROM ${sql.table(table)} WHERE ${sql.ref(column)} = ${r.value} LIMIT 1
    `.execute(trx);
    return rows.length > 0;
  },
  insert: async (trx, r, position, now) => {
    await trx
      .insertInto('list_values')
      .values({ list: r.list, value: r.value, position, retired_at: retiredAt(r.retired, now) })
      .execute();
  },
  update: async (trx, id, r, position, now) => {
    await trx
      .updateTable('list_values')
      .set({
        value: r.value,
        position,
        retired_at: sql`CASE WHEN ${r.retired} THEN coalesce(retired_at, ${now}) END`,
      })
      .where('id', '=', id)
      .execute();
  },
  ...tableOps('list_values'),
};

const customFieldColumns = (r: PortableCustomField) => ({
  key: r.key,
  label: r.label,
  type: r.type,
  required: r.required,
  options: r.options,
  max_length: r.maxLength,
  min_value: r.min,
  max_value: r.max,
  help: r.help,
  see: r.see,
  edit: r.edit,
  in_results: r.inResults,
  searchable: r.searchable,
});

const customFields: Section<PortableCustomField> = {
  read: async (db) =>
    (
      await db
        .selectFrom('custom_fields')
        .selectAll()
        .orderBy('target')
        .orderBy('position')
        .orderBy('created_at')
        .execute()
    ).map((r) => {
      const { position: _position, ...field } = toCustomFieldValue(r);
      return field;
    }),
  label: (r) => `${r.target} ${r.key}`,
  // In one fixed order: a parsed file and a stored row list their keys differently.
  fields: (r) => ({
    label: r.label,
    type: r.type,
    required: r.required,
    options: r.options,
    maxLength: r.maxLength,
    min: r.min,
    max: r.max,
    help: r.help,
    see: r.see,
    edit: r.edit,
    inResults: r.inResults,
    searchable: r.searchable,
  }),
  inUse: (trx, r) =>
    exists(
      trx
        .selectFrom('custom_field_values as v')
        .innerJoin('custom_fields as f', 'f.id', 'v.field_id')
        .select('v.field_id')
        .where('f.target', '=', r.target)
        .where('f.key', '=', r.key)
        .limit(1),
    ),
  insert: async (trx, r, position, now) => {
    await trx
      .insertInto('custom_fields')
      .values({
        target: r.target,
        ...customFieldColumns(r),
        position,
        retired_at: retiredAt(r.retired, now),
      })
      .execute();
  },
  update: async (trx, id, r, position, now) => {
    await trx
      .updateTable('custom_fields')
      .set({
        ...customFieldColumns(r),
        position,
        retired_at: sql`CASE WHEN ${r.retired} THEN coalesce(retired_at, ${now}) END`,
      })
      .where('id', '=', id)
      .execute();
  },
  ...tableOps('custom_fields'),
};

const flatLists = (lists: ValuesFile['lists']): PortableListRow[] =>
  VALUE_LISTS.flatMap((list) => lists[list].map((v) => ({ list, ...v })));

/** The file's sections, each with how its rows are read, matched and written. */
const SECTIONS = {
  statuses: { section: statuses, rows: (f: ValuesFile) => f.statuses },
  callTypes: { section: callTypes, rows: (f: ValuesFile) => f.callTypes },
  licenseTypes: { section: licenseTypes, rows: (f: ValuesFile) => f.licenseTypes },
  lists: { section: listValues, rows: (f: ValuesFile) => flatLists(f.lists) },
  forms: { section: formsSection, rows: (f: ValuesFile) => f.forms },
  customFields: { section: customFields, rows: (f: ValuesFile) => f.customFields },
} as const;
export type ValuesSection = keyof typeof SECTIONS;
export type ValuesImportPlan = Record<ValuesSection, SectionPlan>;

const strip = <P extends { id: string }>({ id: _id, ...row }: P) => row;

/** The community's values as the file says them. */
export async function exportValues(db: Kysely<Database>): Promise<ValuesFile> {
  const [s, c, l, v, f, cf] = await Promise.all([
    statuses.read(db),
    callTypes.read(db),
    licenseTypes.read(db),
    listValues.read(db),
    formsSection.read(db),
    customFields.read(db),
  ]);
  const lists = Object.fromEntries(VALUE_LISTS.map((list) => [list, []])) as unknown as Record<
    ValueListName,
    PortableListValue[]
  >;
  for (const { list, value, retired } of v) lists[list].push({ value, retired });
  return {
    format: VALUES_FILE_FORMAT,
    version: VALUES_FILE_VERSION,
    statuses: s.map(strip),
    callTypes: c.map((r) => ({ ...strip(r), services: sortServices(r.services) })),
    licenseTypes: l.map(strip),
    lists,
    forms: f.map(strip),
    customFields: cf.map(strip),
  };
}

const key = (label: string) => label.toLowerCase();
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

interface Step<P> {
  plan: SectionPlan;
  /** Stored rows matched to the file's rows, by the file's index. */
  matched: (({ id: string } & P) | undefined)[];
  unmatched: ({ id: string } & P)[];
}

// A file row takes the stored row with its name, preferring one in the same state (a live
// "10-8" and a retired "10-8" may both exist); rows the file leaves out are unmatched.
async function match<P extends { retired: boolean }>(
  trx: Transaction<Database>,
  section: Section<P>,
  incoming: P[],
): Promise<Step<P>> {
  const stored = await section.read(trx);
  const free = new Set(stored);
  const matched = incoming.map((row) => {
    const named = [...free].filter((s) => key(section.label(s)) === key(section.label(row)));
    const found = named.find((s) => s.retired === row.retired) ?? named[0];
    if (found) free.delete(found);
    return found;
  });
  const plan: SectionPlan = { added: [], changed: [], retired: [], removed: [] };
  incoming.forEach((row, i) => {
    const found = matched[i];
    if (!found) plan.added.push(section.label(row));
    else if (
      found.retired !== row.retired ||
      section.label(found) !== section.label(row) ||
      !same(section.fields(found), section.fields(row))
    )
      plan.changed.push(section.label(row));
  });
  const unmatched = [...free];
  for (const row of unmatched) {
    if (await section.inUse(trx, row)) {
      if (!row.retired) plan.retired.push(section.label(row));
    } else plan.removed.push(section.label(row));
  }
  return { plan, matched, unmatched };
}

async function apply<P extends { retired: boolean }>(
  trx: Transaction<Database>,
  section: Section<P>,
  incoming: P[],
  step: Step<P>,
  now: Date,
) {
  // Rows leave before others arrive, and rows retire before others go live, so a name is
  // never held by two live rows at once (the unique indexes check it at every statement).
  let position = incoming.length;
  for (const row of step.unmatched) {
    if (await section.inUse(trx, row)) await section.retire(trx, row.id, ++position, now);
    else await section.remove(trx, row.id);
  }
  const order = incoming
    .map((row, i) => ({ row, i }))
    .sort((a, b) => Number(b.row.retired) - Number(a.row.retired));
  for (const { row, i } of order) {
    const found = step.matched[i];
    if (found) await section.update(trx, found.id, row, i + 1, now);
  }
  for (const { row, i } of order) {
    if (!step.matched[i]) await section.insert(trx, row, i + 1, now);
  }
}

/** Each service keeps a way to start and end a tour (as the staff page insists). */
function assertToursKept(file: ValuesFile) {
  for (const service of ['police', 'safr'] as const) {
    const live = file.statuses.filter((s) => s.service === service && !s.retired);
    if (!live.some((s) => s.meaning === 'available') || !live.some((s) => s.meaning === 'offduty'))
      throw new DomainError('invalid', 'values.statusLastOfTour', { field: 'statuses' });
  }
}

type Steps = {
  [K in ValuesSection]: Step<NonNullable<ReturnType<(typeof SECTIONS)[K]['rows']>>[number]>;
};
const UNTOUCHED: SectionPlan = { added: [], changed: [], retired: [], removed: [] };

async function plan(trx: Transaction<Database>, file: ValuesFile) {
  const steps = {} as Record<ValuesSection, Step<never>>;
  const result = {} as ValuesImportPlan;
  for (const name of Object.keys(SECTIONS) as ValuesSection[]) {
    const { section, rows } = SECTIONS[name];
    const incoming = rows(file);
    // A section the file lacks (an older file) is left as it is.
    if (incoming === undefined) {
      result[name] = UNTOUCHED;
      continue;
    }
    const step = await match(trx, section as Section<{ retired: boolean }>, incoming);
    steps[name] = step as Step<never>;
    result[name] = step.plan;
  }
  return { steps: steps as unknown as Steps, plan: result };
}

/** What importing `file` would change, section by section; nothing is written. */
export async function previewValuesImport(
  db: Kysely<Database>,
  file: ValuesFile,
): Promise<ValuesImportPlan> {
  assertToursKept(file);
  return db.transaction().execute(async (trx) => (await plan(trx, file)).plan);
}

/** Makes the community's values what `file` says, in one transaction, audited as one change. */
export async function importValues(
  db: Kysely<Database>,
  change: ValuesChange,
  file: ValuesFile,
): Promise<ValuesImportPlan> {
  assertToursKept(file);
  return valuesChange(
    db,
    change,
    async (trx) => {
      const { steps, plan: result } = await plan(trx, file);
      for (const name of Object.keys(SECTIONS) as ValuesSection[]) {
        const { section, rows } = SECTIONS[name];
        const incoming = rows(file);
        if (incoming === undefined) continue;
        await apply(
          trx,
          section as Section<{ retired: boolean }>,
          incoming,
          steps[name] as Step<{ retired: boolean }>,
          change.now,
        );
      }
      // Forms are heard on their own topic (db/src/forms/live.ts).
      await announceConfigChange(trx, 'forms');
      return {
        result,
        target: { id: '', label: 'import' },
        before: null,
        after: result as unknown as Record<string, unknown>,
      };
    },
    'community_values',
  );
}
