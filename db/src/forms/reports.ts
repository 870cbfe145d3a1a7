import { sql, type Kysely, type Selectable } from 'kysely';
import type { Database } from '../schema';
import type { CustomReportsTable } from '../schema/forms';
import { DomainError } from '../infra/errors';
import type { FormAnswers, FormDefinition } from './definition';

/** A filed form as it is read: its answers with the version it was filed with. */
export interface CustomReportJson {
  id: string;
  formId: string;
  formName: string;
  versionId: string;
  version: number;
  /** The version's fields: old reports render with the labels they were filed under. */
  definition: FormDefinition;
  answers: FormAnswers;
  department: string;
  filer: { discordId: string; name: string; callsign: string };
  civilianIds: string[];
  createdAt: string;
}

/** A line of the list: what identifies a report without its answers. */
export type CustomReportSummary = Omit<CustomReportJson, 'definition' | 'answers'>;

interface VersionOf {
  formId: string;
  versionId: string;
  name: string;
  version: number;
  definition: FormDefinition;
}

export function toReportJson(row: Selectable<CustomReportsTable>, v: VersionOf): CustomReportJson {
  return {
    id: row.id,
    formId: v.formId,
    formName: v.name,
    versionId: v.versionId,
    version: v.version,
    definition: v.definition,
    answers: row.answers,
    department: row.department,
    filer: { discordId: row.filer_discord_id, name: row.filer_name, callsign: row.filer_callsign },
    civilianIds: row.civilian_ids,
    createdAt: row.created_at.toISOString(),
  };
}

/** Who reads: staff read every report, members the reports of their departments. */
export type ReportReader = { all: true } | { all: false; departments: string[] };

export interface ReportFilter {
  formId?: string | undefined;
  filer?: string | undefined;
  civilianId?: string | undefined;
  from?: Date | undefined;
  to?: Date | undefined;
  q?: string | undefined;
  limit: number;
  /** The `createdAt` of the last report of the previous page. */
  before?: Date | undefined;
}

function base(db: Kysely<Database>, reader: ReportReader) {
  let query = db
    .selectFrom('custom_reports as r')
    .innerJoin('custom_form_versions as v', 'v.id', 'r.version_id')
    .selectAll('r')
    .select(['v.name', 'v.version', 'v.definition']);
  if (!reader.all) {
    if (reader.departments.length === 0) query = query.where(sql<boolean>`false`);
    else query = query.where('r.department', 'in', reader.departments);
  }
  return query;
}

/** Reports the reader may read, newest first, filtered. */
export async function listCustomReports(
  db: Kysely<Database>,
  reader: ReportReader,
  filter: ReportFilter,
): Promise<{ reports: CustomReportSummary[]; nextBefore: string | null }> {
  let query = base(db, reader);
  if (filter.formId) query = query.where('r.form_id', '=', filter.formId);
  if (filter.filer) query = query.where('r.filer_discord_id', '=', filter.filer);
  if (filter.civilianId) {
    query = query.where(sql<boolean>`r.civilian_ids @> ARRAY[${filter.civilianId}]::uuid[]`);
  }
  if (filter.from) query = query.where('r.created_at', '>=', filter.from);
  if (filter.to) query = query.where('r.created_at', '<=', filter.to);
  if (filter.before) query = query.where('r.created_at', '<', filter.before);
  if (filter.q) {
    const like = `%${filter.q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    query = query.where((eb) =>
      eb.or([eb('r.search_text', 'like', like), eb(sql`lower(v.name)`, 'like', like)]),
    );
  }
  const rows = await query
    .orderBy('r.created_at', 'desc')
    .orderBy('r.id', 'desc')
    .limit(filter.limit + 1)
    .execute();
  const page = rows.slice(0, filter.limit);
  return {
    reports: page.map((r) => {
      const {
        definition: _d,
        answers: _a,
        ...summary
      } = toReportJson(r, {
        formId: r.form_id,
        versionId: r.version_id,
        name: r.name,
        version: r.version,
        definition: r.definition,
      });
      return summary;
    }),
    nextBefore: rows.length > filter.limit ? (page.at(-1)?.created_at.toISOString() ?? null) : null,
  };
}

/** One report, when the reader may read it (404 otherwise: its existence is not told). */
export async function getCustomReport(
  db: Kysely<Database>,
  reader: ReportReader,
  id: string,
): Promise<CustomReportJson> {
  const row = await base(db, reader).where('r.id', '=', id).executeTakeFirst();
  if (!row) throw new DomainError('not_found', 'forms.reportNotFound');
  return toReportJson(row, {
    formId: row.form_id,
    versionId: row.version_id,
    name: row.name,
    version: row.version,
    definition: row.definition,
  });
}
