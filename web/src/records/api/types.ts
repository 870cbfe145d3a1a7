import type { InferResponseType } from 'hono/client';
import type { api } from './records-client';

// The shapes the records screens show, inferred from the routes that answer them.

export type Officer = NonNullable<InferResponseType<typeof api.officers.me.$get, 200>['officer']>;
export type Department = Officer['department'];

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
