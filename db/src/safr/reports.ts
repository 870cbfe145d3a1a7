import { sql, type Kysely, type Selectable, type Transaction } from 'kysely';
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

// ---- Patient care reports ---------------------------------------------------------------

function pcrQuery(db: Db) {
  return db
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
    ]);
}

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

function toPcrJson(row: PcrRow): PatientCareReportJson {
  return {
    ...toPcrSummary(row),
    vitals: row.vitals,
    assessment: row.assessment,
    treatment: row.treatment,
  };
}

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
  if (!patient) throw new DomainError('not_found', 'Patient not found.');
  await linkedCall(db, author, input.callId);
  const id = await db.transaction().execute(async (trx) => {
    const report = await trx
      .insertInto('patient_care_reports')
      .values({
        ...authorColumns(author),
        patient_id: input.patientId,
        call_id: input.callId,
        chief_complaint: input.chiefComplaint,
        vitals: JSON.stringify(input.vitals),
        assessment: input.assessment,
        treatment: input.treatment,
        disposition: input.disposition,
        destination: input.disposition === 'Transported' ? input.destination : null,
        created_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await recordAudit(trx, {
      at: now,
      actor: officerActor(author),
      action: 'patient_care_report.create',
      target: { type: 'patient_care_report', id: report.id, label: input.chiefComplaint },
      after: { patientId: input.patientId, callId: input.callId, disposition: input.disposition },
    });
    return report.id;
  });
  return getPatientCareReport(db, id, { department: author.department });
}

/** A report in the reader's scope, or a 404 (another department's does not exist for you). */
export async function getPatientCareReport(
  db: Db,
  id: string,
  scope: ReportScope,
): Promise<PatientCareReportJson> {
  let query = pcrQuery(db).where('r.id', '=', id);
  if (scope.department) query = query.where('r.department', '=', scope.department);
  const row = await query.executeTakeFirst();
  if (!row) throw new DomainError('not_found', 'Patient care report not found.');
  return toPcrJson(row);
}

/** Newest first, a page at a time (see keyset-paging.ts). */
export async function listPatientCareReports(
  db: Db,
  filter: PatientCareReportFilter,
  page: PageRequest,
): Promise<Page<PatientCareReportSummary>> {
  let query = pcrQuery(db);
  if (filter.department) query = query.where('r.department', '=', filter.department);
  if (filter.patientId) query = query.where('r.patient_id', '=', filter.patientId);
  if (filter.callId) query = query.where('r.call_id', '=', filter.callId);
  if (filter.disposition) query = query.where('r.disposition', '=', filter.disposition);
  if (filter.authorId) query = query.where('r.author_id', '=', filter.authorId);
  if (page.after) {
    const { at, id } = page.after;
    query = query.where(sql<boolean>`(r.created_at, r.id) < (${at}::timestamptz, ${id}::uuid)`);
  }
  const rows = await query
    .orderBy('r.created_at', 'desc')
    .orderBy('r.id', 'desc')
    .limit(page.limit + 1)
    .execute();
  return toPage(rows, page.limit, toPcrSummary);
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

function firQuery(db: Db) {
  return db
    .selectFrom('fire_incident_reports as r')
    .leftJoin('calls as c', 'c.id', 'r.call_id')
    .selectAll('r')
    .select(['c.call_number', 'c.type as call_type', 'c.location as call_location']);
}

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

function toFirJson(row: FirRow): FireIncidentReportJson {
  return {
    ...toFirSummary(row),
    actionsTaken: row.actions_taken,
    cause: row.cause,
    injuries: row.injuries,
  };
}

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
  const id = await db.transaction().execute(async (trx) => {
    const report = await trx
      .insertInto('fire_incident_reports')
      .values({
        ...authorColumns(author),
        call_id: input.callId,
        incident_type: input.incidentType,
        location: input.location,
        units_on_scene: units,
        actions_taken: input.actionsTaken,
        cause: input.cause,
        injuries: input.injuries,
        property_loss_cents: input.propertyLossCents,
        created_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await recordAudit(trx, {
      at: now,
      actor: officerActor(author),
      action: 'fire_incident_report.create',
      target: {
        type: 'fire_incident_report',
        id: report.id,
        label: `${input.incidentType} · ${input.location}`,
      },
      after: { callId: input.callId, incidentType: input.incidentType },
    });
    return report.id;
  });
  return getFireIncidentReport(db, id, { department: author.department });
}

export async function getFireIncidentReport(
  db: Db,
  id: string,
  scope: ReportScope,
): Promise<FireIncidentReportJson> {
  let query = firQuery(db).where('r.id', '=', id);
  if (scope.department) query = query.where('r.department', '=', scope.department);
  const row = await query.executeTakeFirst();
  if (!row) throw new DomainError('not_found', 'Fire incident report not found.');
  return toFirJson(row);
}

export async function listFireIncidentReports(
  db: Db,
  filter: FireIncidentReportFilter,
  page: PageRequest,
): Promise<Page<FireIncidentReportSummary>> {
  let query = firQuery(db);
  if (filter.department) query = query.where('r.department', '=', filter.department);
  if (filter.callId) query = query.where('r.call_id', '=', filter.callId);
  if (filter.incidentType) query = query.where('r.incident_type', '=', filter.incidentType);
  if (filter.authorId) query = query.where('r.author_id', '=', filter.authorId);
  if (page.after) {
    const { at, id } = page.after;
    query = query.where(sql<boolean>`(r.created_at, r.id) < (${at}::timestamptz, ${id}::uuid)`);
  }
  const rows = await query
    .orderBy('r.created_at', 'desc')
    .orderBy('r.id', 'desc')
    .limit(page.limit + 1)
    .execute();
  return toPage(rows, page.limit, toFirSummary);
}
