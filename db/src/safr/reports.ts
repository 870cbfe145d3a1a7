import {
  sql,
  type Kysely,
  type Selectable,
  type SelectQueryBuilder,
  type Transaction,
} from 'kysely';
import { DomainError } from '../infra/errors';
import type { Officer } from '../dispatch/active-officer';
import { toPage, type Page, type PageRequest } from '../infra/keyset-paging';
import type { Database } from '../schema';
import type { Department } from '../schema/core';
import type {
  FireIncidentReportsTable,
  PatientCareReportsTable,
  Vitals,
} from '../schema/fire-rescue';
import { getCall } from '../dispatch/calls';
import type { FireIncidentType, PcrDisposition } from './constants';
import { authorOf } from './profiles';
import { officerActor, recordAudit } from '../staff/audit-log';
import type { AuditAction, AuditTargetType } from '../staff/constants';

type Db = Kysely<Database> | Transaction<Database>;

export interface ReportAuthorJson {
  name: string;
  callsign: string;
  rank: string;
  role: string;
}

/** The call a report is linked to, as a list shows it. */
export interface ReportCallJson {
  _id: string;
  callNumber: number;
  type: string;
  location: string;
}

/** A patient care report as lists show it. */
export interface PatientCareReportSummary {
  _id: string;
  department: Department;
  patient: { _id: string; name: string; dateOfBirth: string };
  call: ReportCallJson | null;
  chiefComplaint: string;
  disposition: PcrDisposition;
  /** Where the patient was taken; set only when transported. */
  destination: string | null;
  author: ReportAuthorJson;
  createdAt: string;
}

/** A patient care report in full. */
export interface PatientCareReportJson extends PatientCareReportSummary {
  vitals: Vitals;
  assessment: string | null;
  treatment: string | null;
}

export interface PatientCareReportInput {
  patientId: string;
  callId: string | null;
  chiefComplaint: string;
  vitals: Vitals;
  assessment: string | null;
  treatment: string | null;
  disposition: PcrDisposition;
  destination: string | null;
}

/** A fire incident report as lists show it. */
export interface FireIncidentReportSummary {
  _id: string;
  department: Department;
  call: ReportCallJson | null;
  incidentType: FireIncidentType;
  location: string;
  unitsOnScene: string[];
  /** Estimated, in dollars. */
  propertyLoss: number | null;
  author: ReportAuthorJson;
  createdAt: string;
}

export interface FireIncidentReportJson extends FireIncidentReportSummary {
  actionsTaken: string;
  cause: string | null;
  injuries: string | null;
}

export interface FireIncidentReportInput {
  callId: string | null;
  incidentType: FireIncidentType;
  location: string;
  /** Callsigns; when none are given and a call is linked, the units attached to it. */
  unitsOnScene: string[];
  actionsTaken: string;
  cause: string | null;
  injuries: string | null;
  propertyLossCents: number | null;
}

/** Which reports a reader sees: one department, or every department (staff). */
export interface ReportScope {
  department?: Department | undefined;
}

export interface PatientCareReportFilter extends ReportScope {
  patientId?: string | undefined;
  callId?: string | undefined;
  disposition?: PcrDisposition | undefined;
  /** Filed by this profile. */
  authorId?: string | undefined;
}

export interface FireIncidentReportFilter extends ReportScope {
  callId?: string | undefined;
  incidentType?: FireIncidentType | undefined;
  authorId?: string | undefined;
}

function authorColumns(profile: Officer) {
  const author = authorOf(profile);
  return {
    department: profile.department,
    author_id: profile.id,
    author_name: author.name,
    author_callsign: author.callsign,
    author_rank: author.rank,
    author_role: author.role,
  };
}

function toAuthor(row: {
  author_name: string;
  author_callsign: string;
  author_rank: string;
  author_role: string;
}): ReportAuthorJson {
  return {
    name: row.author_name,
    callsign: row.author_callsign,
    rank: row.author_rank,
    role: row.author_role,
  };
}

type CallColumns = {
  call_number: number | null;
  call_type: string | null;
  call_location: string | null;
};

function toCall(callId: string | null, row: CallColumns): ReportCallJson | null {
  if (!callId || row.call_number === null) return null;
  return {
    _id: callId,
    callNumber: row.call_number,
    type: row.call_type ?? '',
    location: row.call_location ?? '',
  };
}

/** A linked call must be one of the author's department that fire/rescue may see. */
async function linkedCall(db: Db, author: Officer, callId: string | null) {
  if (!callId) return null;
  return getCall(db, author.department, callId, 'safr');
}

// ---- What the two report types share ---------------------------------------------------

/**
 * One report type: how a list reads its rows and maps them to JSON, which filter reads which
 * column, and the names its audit entries and refusals use. Filing, reading one and listing
 * a page are then the same for every type.
 */
interface ReportType<Row extends { id: string; created_at: Date }, Summary, Json, Filter> {
  /** What the audit log calls filing one, and one report. */
  audited: { action: AuditAction; target: AuditTargetType };
  notFound: 'safr.patientCareReportNotFound' | 'safr.fireIncidentReportNotFound';
  query(db: Db): SelectQueryBuilder<Database, never, Row>;
  /** The column each filter field compares with; a blank field filters nothing. */
  filterColumns: { [K in keyof Filter]-?: `r.${string}` };
  toSummary(row: Row): Summary;
  toJson(row: Row): Json;
}

/**
 * Writes a report and its audit entry in one transaction (`insert` adds the report's row,
 * signed by `signed`), then reads it back as the author's department sees it.
 */
async function fileReport<Row extends { id: string; created_at: Date }, Json>(
  db: Kysely<Database>,
  type: ReportType<Row, unknown, Json, ReportScope>,
  author: Officer,
  now: Date,
  insert: (trx: Transaction<Database>, signed: SignedColumns) => Promise<{ id: string }>,
  audit: { label: string; after: Record<string, unknown> },
): Promise<Json> {
  const id = await db.transaction().execute(async (trx) => {
    const report = await insert(trx, { ...authorColumns(author), created_at: now });
    await recordAudit(trx, {
      at: now,
      actor: officerActor(author),
      action: type.audited.action,
      target: { type: type.audited.target, id: report.id, label: audit.label },
      after: audit.after,
    });
    return report.id;
  });
  return getReport(db, type, id, { department: author.department });
}

type SignedColumns = ReturnType<typeof authorColumns> & { created_at: Date };

/** A report in the reader's scope, or a 404 (another department's does not exist for you). */
async function getReport<Row extends { id: string; created_at: Date }, Json>(
  db: Db,
  type: ReportType<Row, unknown, Json, ReportScope>,
  id: string,
  scope: ReportScope,
): Promise<Json> {
  let query = type.query(db).where(sql.ref('r.id'), '=', id);
  if (scope.department) query = query.where(sql.ref('r.department'), '=', scope.department);
  const row = await query.executeTakeFirst();
  if (!row) throw new DomainError('not_found', type.notFound);
  return type.toJson(row as Row);
}

/** Newest first, a page at a time (see paging.ts). */
async function listReports<
  Row extends { id: string; created_at: Date },
  Summary,
  Filter extends ReportScope,
>(
  db: Db,
  type: ReportType<Row, Summary, unknown, Filter>,
  filter: Filter,
  page: PageRequest,
): Promise<Page<Summary>> {
  let query = type.query(db);
  for (const key of Object.keys(type.filterColumns) as (keyof Filter)[]) {
    const value = filter[key];
    if (value) query = query.where(sql.ref(type.filterColumns[key]), '=', value);
  }
  if (page.after) {
    const { at, id } = page.after;
    query = query.where(sql<boolean>`(r.created_at, r.id) < (${at}::timestamptz, ${id}::uuid)`);
  }
  const rows = await query
    .orderBy(sql.ref('r.created_at'), 'desc')
    .orderBy(sql.ref('r.id'), 'desc')
    .limit(page.limit + 1)
    .execute();
  return toPage(rows, page.limit, type.toSummary);
}

// ---- Patient care reports ---------------------------------------------------------------

type PcrRow = Selectable<PatientCareReportsTable> &
  CallColumns & { first_name: string; last_name: string; date_of_birth: string };

function toPcrSummary(row: PcrRow): PatientCareReportSummary {
  return {
    _id: row.id,
    department: row.department,
    patient: {
      _id: row.patient_id,
      name: `${row.first_name} ${row.last_name}`,
      dateOfBirth: row.date_of_birth,
    },
    call: toCall(row.call_id, row),
    chiefComplaint: row.chief_complaint,
    disposition: row.disposition as PcrDisposition,
    destination: row.destination,
    author: toAuthor(row),
    createdAt: row.created_at.toISOString(),
  };
}

const PATIENT_CARE: ReportType<
  PcrRow,
  PatientCareReportSummary,
  PatientCareReportJson,
  PatientCareReportFilter
> = {
  audited: { action: 'patient_care_report.create', target: 'patient_care_report' },
  notFound: 'safr.patientCareReportNotFound',
  query: (db) =>
    db
      .selectFrom('patient_care_reports as r')
      .innerJoin('civilians as p', 'p.id', 'r.patient_id')
      .leftJoin('calls as c', 'c.id', 'r.call_id')
      .selectAll('r')
      .select([
        'p.first_name',
        'p.last_name',
        'p.date_of_birth',
        'c.call_number',
        'c.type as call_type',
        'c.location as call_location',
      ]) as unknown as SelectQueryBuilder<Database, never, PcrRow>,
  filterColumns: {
    department: 'r.department',
    patientId: 'r.patient_id',
    callId: 'r.call_id',
    disposition: 'r.disposition',
    authorId: 'r.author_id',
  },
  toSummary: toPcrSummary,
  toJson: (row) => ({
    ...toPcrSummary(row),
    vitals: row.vitals,
    assessment: row.assessment,
    treatment: row.treatment,
  }),
};

/**
 * Files a patient care report for a civilian, signed with the author's stored profile in
 * the author's department. A linked call must be one fire/rescue of that department sees.
 */
export async function createPatientCareReport(
  db: Kysely<Database>,
  author: Officer,
  input: PatientCareReportInput,
  now: Date,
): Promise<PatientCareReportJson> {
  const patient = await db
    .selectFrom('civilians')
    .select('id')
    .where('id', '=', input.patientId)
    .executeTakeFirst();
  if (!patient) throw new DomainError('not_found', 'safr.patientNotFound');
  await linkedCall(db, author, input.callId);
  return fileReport(
    db,
    PATIENT_CARE,
    author,
    now,
    (trx, signed) =>
      trx
        .insertInto('patient_care_reports')
        .values({
          ...signed,
          patient_id: input.patientId,
          call_id: input.callId,
          chief_complaint: input.chiefComplaint,
          vitals: JSON.stringify(input.vitals),
          assessment: input.assessment,
          treatment: input.treatment,
          disposition: input.disposition,
          destination: input.disposition === 'Transported' ? input.destination : null,
        })
        .returning('id')
        .executeTakeFirstOrThrow(),
    {
      label: input.chiefComplaint,
      after: { patientId: input.patientId, callId: input.callId, disposition: input.disposition },
    },
  );
}

/** A report in the reader's scope, or a 404 (another department's does not exist for you). */
export function getPatientCareReport(
  db: Db,
  id: string,
  scope: ReportScope,
): Promise<PatientCareReportJson> {
  return getReport(db, PATIENT_CARE, id, scope);
}

/** Newest first, a page at a time (see keyset-paging.ts). */
export function listPatientCareReports(
  db: Db,
  filter: PatientCareReportFilter,
  page: PageRequest,
): Promise<Page<PatientCareReportSummary>> {
  return listReports(db, PATIENT_CARE, filter, page);
}

/** How many of a patient's reports a medical panel lists (the newest). */
const PATIENT_PANEL_LIMIT = 50;

/** A patient's reports for their medical records panel, newest first. */
export async function patientCareReportsOf(
  db: Db,
  patientId: string,
  scope: ReportScope,
): Promise<PatientCareReportSummary[]> {
  const { items } = await listPatientCareReports(
    db,
    { ...scope, patientId },
    { limit: PATIENT_PANEL_LIMIT },
  );
  return items;
}

// ---- Fire incident reports --------------------------------------------------------------

type FirRow = Selectable<FireIncidentReportsTable> & CallColumns;

function toFirSummary(row: FirRow): FireIncidentReportSummary {
  return {
    _id: row.id,
    department: row.department,
    call: toCall(row.call_id, row),
    incidentType: row.incident_type as FireIncidentType,
    location: row.location,
    unitsOnScene: row.units_on_scene,
    propertyLoss: row.property_loss_cents === null ? null : Number(row.property_loss_cents) / 100,
    author: toAuthor(row),
    createdAt: row.created_at.toISOString(),
  };
}

const FIRE_INCIDENT: ReportType<
  FirRow,
  FireIncidentReportSummary,
  FireIncidentReportJson,
  FireIncidentReportFilter
> = {
  audited: { action: 'fire_incident_report.create', target: 'fire_incident_report' },
  notFound: 'safr.fireIncidentReportNotFound',
  query: (db) =>
    db
      .selectFrom('fire_incident_reports as r')
      .leftJoin('calls as c', 'c.id', 'r.call_id')
      .selectAll('r')
      .select([
        'c.call_number',
        'c.type as call_type',
        'c.location as call_location',
      ]) as unknown as SelectQueryBuilder<Database, never, FirRow>,
  filterColumns: {
    department: 'r.department',
    callId: 'r.call_id',
    incidentType: 'r.incident_type',
    authorId: 'r.author_id',
  },
  toSummary: toFirSummary,
  toJson: (row) => ({
    ...toFirSummary(row),
    actionsTaken: row.actions_taken,
    cause: row.cause,
    injuries: row.injuries,
  }),
};

/** Files a fire incident report, signed with the author's stored profile. */
export async function createFireIncidentReport(
  db: Kysely<Database>,
  author: Officer,
  input: FireIncidentReportInput,
  now: Date,
): Promise<FireIncidentReportJson> {
  const call = await linkedCall(db, author, input.callId);
  const units = input.unitsOnScene.length
    ? input.unitsOnScene
    : (call?.units.map((u) => u.callsign) ?? []);
  return fileReport(
    db,
    FIRE_INCIDENT,
    author,
    now,
    (trx, signed) =>
      trx
        .insertInto('fire_incident_reports')
        .values({
          ...signed,
          call_id: input.callId,
          incident_type: input.incidentType,
          location: input.location,
          units_on_scene: units,
          actions_taken: input.actionsTaken,
          cause: input.cause,
          injuries: input.injuries,
          property_loss_cents: input.propertyLossCents,
        })
        .returning('id')
        .executeTakeFirstOrThrow(),
    {
      label: `${input.incidentType} · ${input.location}`,
      after: { callId: input.callId, incidentType: input.incidentType },
    },
  );
}

export function getFireIncidentReport(
  db: Db,
  id: string,
  scope: ReportScope,
): Promise<FireIncidentReportJson> {
  return getReport(db, FIRE_INCIDENT, id, scope);
}

export function listFireIncidentReports(
  db: Db,
  filter: FireIncidentReportFilter,
  page: PageRequest,
): Promise<Page<FireIncidentReportSummary>> {
  return listReports(db, FIRE_INCIDENT, filter, page);
}
