import { Hono } from 'hono';
import type { AppEnv } from '../context';
import { civilianRecordsRoutes } from './civilian-records.routes';
import { penalCodesRoutes } from './penal-codes.routes';
import { recordPdfRoutes } from './pdf/record-pdf.routes';
import { reportPdfRoutes } from './pdf/report-pdf.routes';
import { incidentReportsRoutes, psoReportsRoutes } from './pso-reports.routes';
import { reportsRoutes } from './reports.routes';
import { searchRoutes } from './search.routes';
import { warrantsRoutes } from './warrants.routes';

/** What the public API files and pages with, so its rules are the site's. */
export { civilianIdParam, offenseList, recordPageQuery, reportNotes } from './records.schemas';

/*
 * Officer records, mounted at /api. Officer routes need the public safety role and a stored
 * officer profile; every list is scoped to the officer's department (platform) on the server.
 * Money at this edge is dollars (2 decimals), jail time minutes.
 *
 * The records routes (shapes in docs/api.md):
 *   GET  /api/search?name=|plate=|weapon=|id=   officer
 *        plate  -> { vehicle, civilian }        weapon -> { weapon, civilian }
 *        name/id -> { civilian, licenses: [{ type, status }], vehicles, weapons,
 *                     medical: { bloodType, allergies, medication, pastHistory ("Unknown"),
 *                                emergencyContactName, records }, records, warrants }
 *        name: an SSN or a full name, exactly (404 if none); id alone: the civilian _id;
 *        plate=&id=<vehicle _id> / weapon=&id=<weapon _id>: the suggestion that was picked.
 *        records = { citations: Record[], warnings: Record[], arrests: Record[] } and
 *        warrants: the officer's department's only. Not found -> 404 { success: false, error }.
 *   GET  /api/search/names?q=     { items: [{ _id, name, dateOfBirth }] }   (q >= 2 chars)
 *   GET  /api/search/vehicles?q=  { items: [{ _id, plate, vin, make, model, color, civilianId }] }
 *   GET  /api/search/weapons?q=   { items: [{ _id, serialNumber, weaponType, registeredName,
 *        civilianId }] }  (serial with or without "WPN-", or the registered owner's name)
 *        Suggestions: up to 12, exact first, then prefixes; when nothing starts with the
 *        text, substring and similar (typo) matches instead. Short q -> { items: [] }.
 *   POST /api/reports/create      officer  { civilianId, type: arrest|citation|warning,
 *        offenses?: [{ id } | { title } | { title, fine?, jailTime? }] | reason: "A, B",
 *        notes }  -> 201 { success, message, recordId, record }
 *        (fine/jail computed on the server; officer/platform fields in the body are ignored;
 *        a custom offense may carry fine/jailTime within the configured bounds, else 0/0;
 *        a warning carries no fine. 400 { error: "type: ❌ Please select a valid report type." })
 *   GET  /api/warrants/all        officer  { warrants: Warrant[], nextCursor } of the officer's
 *        department, newest first, paged (limit, cursor)
 *   POST /api/warrants/create     officer  { type: Arrest|Search, civilianId, reason,
 *        expiresAt?: ISO string from toISOString() (no offset = UTC), '' or null }
 *        -> 201 { success, message, warrant }   (past expiration -> 400)
 *   POST /api/warrants/resolve/:id officer -> { success, message, warrant }  (409 if not Active)
 *   GET  /api/penal-codes         signed in  PenalCode[] (active only; ?includeRetired=true for admin)
 *   POST /api/psoreports/use-of-force | /10-50 | /scene-report   officer -> 201 { success, message, report }
 *
 * Added routes:
 *   GET    /api/psoreports?kind=use-of-force|10-50|scene-report  officer
 *          -> { reports: PsoReport[], nextCursor } of the department, newest first, paged
 *   POST   /api/penal-codes          admin  { title, fine, jailTime, category? } -> 201 { success, penalCode }
 *   PUT    /api/penal-codes/:id      admin  { title?, fine?, jailTime?, category? } -> { success, penalCode }
 *   DELETE /api/penal-codes/:id      admin  retires it (kept on old records) -> { success, penalCode }
 *   POST   /api/penal-codes/:id/restore admin -> { success, penalCode }
 *   POST   /api/incident-reports     officer  { title, type: Arrest|Incident|Traffic Stop,
 *          description } -> 201 { success, message: "Report submitted!", report }
 *   GET    /api/incident-reports     officer  -> { reports: IncidentReport[], nextCursor } of the
 *          department, newest first, paged (limit, cursor)
 *   GET    /api/records/civilian/:civilianId  owner of the civilian only (else 404)
 *          -> { citations: Record[], warnings: Record[], arrests: Record[], counts, warrants:
 *               Warrant[], expungementRequests: ExpungementRequest[], nextCursor }
 *          (the records paged newest first, counts their totals by type; expunged records
 *          are not listed)
 *   GET    /api/search/civilian/:civilianId/pdf?lang=en|de|es  officer  the owner profile as a
 *          PDF (application/pdf, an attachment): the department's records and warrants
 *   GET    /api/reports/:recordId/pdf?lang=en|de|es  officer  one arrest, citation or warning
 *          report of the officer's department as a PDF (expunged or another's -> 404)
 *   GET    /api/records/events  signed in  Server-Sent Events: `ready`, then `record`
 *          ({ type: record.created|record.updated, civilianId, recordId, recordType,
 *          fineStatus }) when a record of one of the member's own civilians is filed or its
 *          fine paid; the page reads its records again on each (and on every `ready`)
 *   POST   /api/records/:recordId/expungement  owner only  { reason }
 *          -> 201 { success, message, request: ExpungementRequest }   (409 pending or expunged)
 *   POST   /api/records/:recordId/pay-fine     owner only  { }  -> { success, message, record,
 *          status: paid|already_paid, paidFrom? }  (422 insufficient funds, 409 no fine due or
 *          the record was expunged)
 *
 * Shapes:
 *   Record  = { _id, recordId, civilianId, civilianName, type: arrest|citation|warning, reason,
 *              offenses: [{ title, fine, jailTime, penalCodeId|null }], fineAmount, jailTime,
 *              notes, platform, officer, officerName, officerCallsign, officerRank,
 *              fineStatus: none|unpaid|paid, paidAt|null, createdAt }
 *   Warrant = { _id, civilianId: { _id, firstName, lastName }, type, reason, expiresAt|null,
 *              status: Active|Resolved|Expired, officerName, officerCallsign, platform,
 *              createdAt, resolvedAt|null }
 *   PenalCode = { _id, title, fine, jailTime, category, retired }
 *   PsoReport = { _id, kind, platform, officerName, officerRank, discordUsername, createdAt,
 *              ...the kind's own fields }
 *   IncidentReport = { _id, title, type, description, officerName, officerCallsign, platform, createdAt }
 *   ExpungementRequest = { _id, recordId, civilianId, status: pending|approved|denied, reason,
 *              decisionNote|null, createdAt, decidedAt|null }
 *
 * Demo data (db/src/records/demo-seed.ts): Casey Walker (the demo civilian) has an unpaid
 * Xbox citation ($450.00), a warning and one Active Xbox arrest warrant.
 */
export const recordsArea = new Hono<AppEnv>()
  .route('/search', searchRoutes)
  .route('/search', recordPdfRoutes)
  .route('/reports', reportsRoutes)
  .route('/reports', reportPdfRoutes)
  .route('/warrants', warrantsRoutes)
  .route('/penal-codes', penalCodesRoutes)
  .route('/psoreports', psoReportsRoutes)
  .route('/incident-reports', incidentReportsRoutes)
  .route('/records', civilianRecordsRoutes);
