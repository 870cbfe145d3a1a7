import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../schema';
import type { Department } from '../schema/core';
import type {
  IncidentReportsTable,
  IncidentReportType,
  PsoReportKind,
  PsoReportsTable,
} from '../schema/records';
import type { Officer } from '../dispatch/active-officer';
import { recordOfficerAudit } from '../staff/audit-log';
import { filedBy } from './filed-by';
import { readCreationPage, type KeysetPage } from '../infra/keyset-paging';

/** The form fields of each public safety report. */
export const PSO_REPORT_FIELDS = {
  'use-of-force': [
    'discharged',
    'reason',
    'justification',
    'lawsBroken',
    'successful',
    'additionalInfo',
  ],
  'scene-report': [
    'involvedCivilians',
    'involvedOfficers',
    'location',
    'timeOfDay',
    'whatHappened',
    'how',
    'witnesses',
    'verdicts',
  ],
  '10-50': ['location', 'timeOfDay', 'accidentType', 'how', 'witnesses', 'civilians'],
} as const satisfies Record<PsoReportKind, readonly string[]>;

const PSO_REPORT_LABEL: Record<PsoReportKind, string> = {
  'use-of-force': 'Use of Force Report',
  'scene-report': 'Scene Report',
  '10-50': '10-50 Accident Report',
};

export interface IncidentReportJson {
  _id: string;
  title: string;
  type: IncidentReportType;
  description: string;
  officerName: string;
  officerCallsign: string;
  platform: Department;
  createdAt: string;
}

/**
 * A public safety report: its form fields plus the filing officer, always from the stored
 * profile (officerName is the callsign, discordUsername the officer's Discord id).
 */
export type PsoReportJson = Record<string, string | null> & {
  _id: string;
  kind: PsoReportKind;
  platform: Department;
  officerName: string;
  officerFullName: string;
  officerRank: string;
  discordUsername: string;
  createdAt: string;
};

function toIncidentJson(row: Selectable<IncidentReportsTable>): IncidentReportJson {
  return {
    _id: row.id,
    title: row.title,
    type: row.type,
    description: row.description,
    officerName: row.officer_name,
    officerCallsign: row.officer_callsign,
    platform: row.department,
    createdAt: row.created_at.toISOString(),
  };
}

function toPsoJson(row: Selectable<PsoReportsTable>): PsoReportJson {
  return {
    ...row.fields,
    _id: row.id,
    kind: row.kind,
    platform: row.department,
    officerName: row.officer_callsign,
    officerFullName: row.officer_name,
    officerRank: row.officer_rank,
    discordUsername: row.officer_discord_id,
    createdAt: row.created_at.toISOString(),
  };
}

export async function createIncidentReport(
  db: Kysely<Database>,
  officer: Officer,
  input: { title: string; type: IncidentReportType; description: string },
  now: Date,
): Promise<IncidentReportJson> {
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto('incident_reports')
      .values({
        department: officer.department,
        title: input.title,
        type: input.type,
        description: input.description,
        ...filedBy(officer),
        created_at: now,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    await recordOfficerAudit(trx, officer, now, {
      action: 'incident_report.create',
      target: { type: 'incident_report', id: row.id, label: `${row.type} · ${row.title}` },
      after: { title: row.title, type: row.type, description: row.description },
    });
    return toIncidentJson(row);
  });
}

/** The department's incident reports, newest first, a page at a time. */
export async function listIncidentReports(
  db: Kysely<Database>,
  department: Department,
  page: KeysetPage,
): Promise<{ reports: IncidentReportJson[]; nextCursor: string | null }> {
  const query = db.selectFrom('incident_reports').selectAll().where('department', '=', department);
  const { rows, nextCursor } = await readCreationPage(query, page);
  return { reports: rows.map(toIncidentJson), nextCursor };
}

export async function createPsoReport(
  db: Kysely<Database>,
  officer: Officer,
  kind: PsoReportKind,
  fields: Record<string, string | null>,
  now: Date,
): Promise<PsoReportJson> {
  // Only the kind's own fields are kept; officer fields in the body are never trusted.
  const kept = Object.fromEntries(PSO_REPORT_FIELDS[kind].map((f) => [f, fields[f] ?? null]));
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto('pso_reports')
      .values({
        department: officer.department,
        kind,
        fields: JSON.stringify(kept),
        ...filedBy(officer),
        officer_rank: officer.rank,
        officer_discord_id: officer.discord_id,
        created_at: now,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    await recordOfficerAudit(trx, officer, now, {
      action: 'pso_report.create',
      target: { type: 'pso_report', id: row.id, label: PSO_REPORT_LABEL[kind] },
      after: { kind, ...kept },
    });
    return toPsoJson(row);
  });
}

/** The department's public safety reports (of one kind, if given), newest first, paged. */
export async function listPsoReports(
  db: Kysely<Database>,
  department: Department,
  kind: PsoReportKind | undefined,
  page: KeysetPage,
): Promise<{ reports: PsoReportJson[]; nextCursor: string | null }> {
  let query = db.selectFrom('pso_reports').selectAll().where('department', '=', department);
  if (kind) query = query.where('kind', '=', kind);
  const { rows, nextCursor } = await readCreationPage(query, page);
  return { reports: rows.map(toPsoJson), nextCursor };
}
