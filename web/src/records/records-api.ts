import type { ClientResponse, InferRequestType, InferResponseType } from 'hono/client';
import { call, rpc } from '../lib/api';

/*
 * The officer-records calls (spec section 7, "Warrants and penal codes" and "Reports and
 * search", plus the records area's added routes). Shapes come from the server's routes
 * (hono/client), so the screens and the API agree. Money is dollars, jail time minutes.
 */

const api = rpc.api;

export type Officer = NonNullable<InferResponseType<typeof api.officers.me.$get, 200>['officer']>;
export type Department = Officer['department'];

export const fullName = (p: { firstName: string; lastName: string }) =>
  `${p.firstName} ${p.lastName}`.trim();

type SearchAnswer = InferResponseType<typeof api.search.$get, 200>;
/** GET /api/search by name or id: the owner profile. */
export type OwnerProfile = Extract<SearchAnswer, { licenses: unknown }>;
export type VehicleMatch = Extract<SearchAnswer, { vehicle: unknown }>;
export type WeaponMatch = Extract<SearchAnswer, { weapon: unknown }>;
export type Civilian = OwnerProfile['civilian'];
export type Vehicle = OwnerProfile['vehicles'][number];
export type Weapon = OwnerProfile['weapons'][number];
export type License = OwnerProfile['licenses'][number];
export type RecordEntry = OwnerProfile['records']['citations'][number];
export type RecordType = RecordEntry['type'];
export type Warrant = OwnerProfile['warrants'][number];
export type PastRecords = OwnerProfile['records'];

export type CivilianSummary = InferResponseType<
  typeof api.civilians.all.$get,
  200
>['civilians'][number];
export type PenalCode = InferResponseType<(typeof api)['penal-codes']['$get'], 200>[number];
export type PsoReport = InferResponseType<typeof api.psoreports.$get, 200>['reports'][number];
export type PsoReportKind = PsoReport['kind'];
export type IncidentReport = InferResponseType<
  (typeof api)['incident-reports']['$get'],
  200
>['reports'][number];

export type SearchMode = 'name' | 'plate' | 'weapon';

type ReportBody = InferRequestType<typeof api.reports.create.$post>['json'];
/** An offense as the report form sends it: a penal code by id, or a custom one. */
export type OffenseInput = NonNullable<ReportBody['offenses']>[number];
type WarrantBody = InferRequestType<typeof api.warrants.create.$post>['json'];
type PenalCodeBody = InferRequestType<(typeof api)['penal-codes']['$post']>['json'];
type UseOfForceBody = InferRequestType<(typeof api.psoreports)['use-of-force']['$post']>['json'];
type SceneBody = InferRequestType<(typeof api.psoreports)['scene-report']['$post']>['json'];
type AccidentBody = InferRequestType<(typeof api.psoreports)['10-50']['$post']>['json'];
type IncidentBody = InferRequestType<(typeof api)['incident-reports']['$post']>['json'];

/** GET /api/search answers one of three shapes; the caller knows which it asked for. */
function search<T extends SearchAnswer>(query: Record<string, string>): Promise<T> {
  return call(api.search.$get({ query }) as unknown as Promise<ClientResponse<T>>);
}

export type WarrantType = WarrantBody['type'];
export type IncidentType = IncidentBody['type'];

export const recordsApi = {
  myOfficer: () => call(api.officers.me.$get()).then((r) => r.officer),

  // Search Database
  suggestNames: (q: string) => call(api.search.names.$get({ query: { q } })).then((r) => r.items),
  suggestVehicles: (q: string) =>
    call(api.search.vehicles.$get({ query: { q } })).then((r) => r.items),
  suggestWeapons: (q: string) =>
    call(api.search.weapons.$get({ query: { q } })).then((r) => r.items),
  /** With the id of a picked suggestion the match is exact (a VIN, or one of similar plates). */
  searchPlate: (plate: string, id?: string) =>
    search<VehicleMatch>({ plate, ...(id ? { id } : {}) }),
  searchWeapon: (weapon: string, id?: string) =>
    search<WeaponMatch>({ weapon, ...(id ? { id } : {}) }),
  searchName: (name: string) => search<OwnerProfile>({ name }),
  profile: (civilianId: string) => search<OwnerProfile>({ id: civilianId }),
  /** The owner profile's older records, after the page its answer carried. */
  profileRecords: (civilianId: string, cursor: string) =>
    call(
      api.search.civilian[':civilianId'].records.$get({ param: { civilianId }, query: { cursor } }),
    ),

  // Arrest, citation and warning reports
  createReport: (json: ReportBody) => call(api.reports.create.$post({ json })),

  // Penal code
  penalCodes: (includeRetired = false) =>
    call(api['penal-codes'].$get({ query: includeRetired ? { includeRetired: 'true' } : {} })),
  addPenalCode: (json: PenalCodeBody) => call(api['penal-codes'].$post({ json })),
  updatePenalCode: (id: string, json: Partial<PenalCodeBody>) =>
    call(api['penal-codes'][':id'].$put({ param: { id }, json })),
  retirePenalCode: (id: string) => call(api['penal-codes'][':id'].$delete({ param: { id } })),
  restorePenalCode: (id: string) =>
    call(api['penal-codes'][':id'].restore.$post({ param: { id } })),

  // Warrants
  warrants: (cursor?: string) => call(api.warrants.all.$get({ query: cursor ? { cursor } : {} })),
  /** Civilians whose name contains `q` (the warrant form's type-ahead), by name. */
  findCivilians: (q: string, limit: number) =>
    call(api.civilians.all.$get({ query: { q, limit: String(limit) } })).then((r) => r.civilians),
  createWarrant: (json: WarrantBody) => call(api.warrants.create.$post({ json })),
  resolveWarrant: (id: string) => call(api.warrants.resolve[':id'].$post({ param: { id } })),

  // Public safety reports
  psoReports: (kind?: PsoReportKind, cursor?: string) =>
    call(
      api.psoreports.$get({ query: { ...(kind ? { kind } : {}), ...(cursor ? { cursor } : {}) } }),
    ),
  /** The forms share one field-list renderer, so their values arrive as plain strings. */
  filePsoReport: (kind: PsoReportKind, body: Record<string, string>) => {
    const reports = api.psoreports;
    if (kind === 'use-of-force') {
      return call(reports['use-of-force'].$post({ json: body as UseOfForceBody }));
    }
    if (kind === 'scene-report') {
      return call(reports['scene-report'].$post({ json: body as SceneBody }));
    }
    return call(reports['10-50'].$post({ json: body as AccidentBody }));
  },

  // Create Report page (stored as an incident report)
  /** A page of the department's incident reports, newest first. */
  incidentReports: (cursor?: string) =>
    call(api['incident-reports'].$get({ query: cursor ? { cursor } : {} })),
  fileIncidentReport: (json: IncidentBody) => call(api['incident-reports'].$post({ json })),

  // The civilian's own Records panel
  civilianRecords: (civilianId: string, cursor?: string) =>
    call(
      api.records.civilian[':civilianId'].$get({
        param: { civilianId },
        query: cursor ? { cursor } : {},
      }),
    ),
  /** The key makes a double click (or a retried request) pay once. */
  payFine: (recordId: string, key: string) =>
    call(
      api.records[':recordId']['pay-fine'].$post(
        { param: { recordId } },
        { headers: { 'Idempotency-Key': key } },
      ),
    ),
};

/** A fresh Idempotency-Key (works outside secure contexts, unlike randomUUID). */
export function newKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
