// The dispatch lists (calls, BOLOs, officers) and fire/rescue's
// beside them. Pure data (type imports only), so the API validates with them and the web app
// renders the same lists.
import type { CallService, UnitService } from '../schema/fire-rescue';

export type { CallService, UnitService };

/** Who a unit profile serves with: officers (police) or SA Fire Rescue (safr). */
export const UNIT_SERVICES = ['police', 'safr'] as const satisfies readonly UnitService[];

/**
 * The call types every community starts with (migration 0034 seeds them): the police ones,
 * then fire/rescue's, then Other. What a call may take now is the community's live list
 * (db/src/values, docs/values.md), which staff change.
 */
export const CALL_TYPES = [
  'Traffic Stop',
  'Domestic Disturbance',
  'Robbery',
  'Pursuit',
  'Officer Down',
  'Shots Fired',
  'Suspicious Activity',
  'Structure Fire',
  'Vehicle Fire',
  'Medical Emergency',
  'Traffic Collision (injuries)',
  'Rescue',
  'Hazmat',
  'Other',
] as const;
type SeededCallType = (typeof CALL_TYPES)[number];
/** A call's type: the name of one of the community's call types. */
export type CallType = string;

/** What a call can need, in display order. */
export const CALL_SERVICES = [
  { code: 'police', label: 'Police' },
  { code: 'fire', label: 'Fire' },
  { code: 'ems', label: 'EMS' },
] as const satisfies readonly { code: CallService; label: string }[];
export const CALL_SERVICE_CODES = CALL_SERVICES.map((s) => s.code) as [
  CallService,
  ...CallService[],
];
/** The services fire/rescue answers: a call needing one of them is on the SAFR board. */
export const SAFR_CALL_SERVICES: readonly CallService[] = ['fire', 'ems'];

/** What each call type needs when its creator does not say; the creator's own service joins. */
export const CALL_TYPE_SERVICES: Record<SeededCallType, readonly CallService[]> = {
  'Traffic Stop': ['police'],
  'Domestic Disturbance': ['police'],
  Robbery: ['police'],
  Pursuit: ['police'],
  'Officer Down': ['police', 'ems'],
  'Shots Fired': ['police'],
  'Suspicious Activity': ['police'],
  'Structure Fire': ['fire'],
  'Vehicle Fire': ['fire'],
  'Medical Emergency': ['ems'],
  'Traffic Collision (injuries)': ['police', 'fire', 'ems'],
  Rescue: ['fire', 'ems'],
  Hazmat: ['fire'],
  Other: ['police'],
};

/**
 * How urgent a call of each type is when nobody said (a 911 call): 1 where a life is at risk
 * now, 3 where nothing is moving; the dispatcher sets the real priority from the console.
 */
export const CALL_TYPE_PRIORITY: Record<SeededCallType, 1 | 2 | 3> = {
  'Traffic Stop': 3,
  'Domestic Disturbance': 2,
  Robbery: 1,
  Pursuit: 1,
  'Officer Down': 1,
  'Shots Fired': 1,
  'Suspicious Activity': 3,
  'Structure Fire': 1,
  'Vehicle Fire': 2,
  'Medical Emergency': 1,
  'Traffic Collision (injuries)': 1,
  Rescue: 1,
  Hazmat: 1,
  Other: 2,
};

/** The services in their display order, without repeats. */
export function sortServices(services: Iterable<CallService>): CallService[] {
  const set = new Set(services);
  return CALL_SERVICE_CODES.filter((s) => set.has(s));
}

export function needsSafr(services: readonly string[]): boolean {
  return services.some((s) => (SAFR_CALL_SERVICES as readonly string[]).includes(s));
}

export function serviceLabel(code: string): string {
  return CALL_SERVICES.find((s) => s.code === code)?.label ?? code;
}

export const BOLO_TYPES = ['vehicle', 'person'] as const;
export type BoloType = (typeof BOLO_TYPES)[number];

/** The Control Panel's buttons, in the order officers know. */
export const UNIT_STATUSES = [
  { code: '10-8', label: 'In Service' },
  { code: '10-7', label: 'Out of Service' },
  { code: '10-6', label: 'Busy / Unavailable' },
  { code: '10-11', label: 'Traffic Stop' },
  { code: '10-41', label: 'Beginning of Tour' },
  { code: '10-42', label: 'End of Tour' },
  { code: 'Signal 11', label: 'Running Radar' },
] as const;
export type UnitStatus = (typeof UNIT_STATUSES)[number]['code'];
export const STATUS_CODES = UNIT_STATUSES.map((s) => s.code) as [UnitStatus, ...UnitStatus[]];

/** These statuses start a tour (clock in) or end it (clock out): docs/unit-state.md. */
export const CLOCK_IN_STATUSES: readonly UnitStatus[] = ['10-8', '10-41'];
export const CLOCK_OUT_STATUSES: readonly UnitStatus[] = ['10-7', '10-42'];

export const SUBDIVISIONS = [
  { code: 'None', label: 'None' },
  { code: 'ASU', label: 'Air Support Unit (ASU)' },
  { code: 'HSU', label: 'High Speed Unit (HSU)' },
  { code: 'SWAT', label: 'Special Weapons and Tactics (SWAT)' },
  { code: 'Detectives', label: 'Detectives' },
] as const;
export type Subdivision = (typeof SUBDIVISIONS)[number]['code'];
export const SUBDIVISION_CODES = SUBDIVISIONS.map((s) => s.code) as [Subdivision, ...Subdivision[]];
export const DEFAULT_SUBDIVISION: Subdivision = 'None';

/** The SAFR Dashboard's status buttons, in order. */
export const SAFR_UNIT_STATUSES = [
  { code: 'Available', label: 'Available' },
  { code: 'En Route', label: 'En Route' },
  { code: 'On Scene', label: 'On Scene' },
  { code: 'Transporting', label: 'Transporting' },
  { code: 'At Hospital', label: 'At Hospital' },
  { code: 'Out of Service', label: 'Out of Service' },
] as const;
export type SafrUnitStatus = (typeof SAFR_UNIT_STATUSES)[number]['code'];
export const SAFR_STATUS_CODES = SAFR_UNIT_STATUSES.map((s) => s.code) as [
  SafrUnitStatus,
  ...SafrUnitStatus[],
];

/** A fire/rescue member's role, and the service of the call they answer as. */
export const SAFR_ROLES = [
  { code: 'Firefighter', service: 'fire' },
  { code: 'EMT', service: 'ems' },
  { code: 'Paramedic', service: 'ems' },
] as const satisfies readonly { code: string; service: CallService }[];
export type SafrRole = (typeof SAFR_ROLES)[number]['code'];
export const SAFR_ROLE_CODES = SAFR_ROLES.map((r) => r.code) as [SafrRole, ...SafrRole[]];
/** Ranks are the server's; a new fire/rescue profile starts here, as an officer starts "Officer". */
export const SAFR_DEFAULT_RANK = 'Probationary';

/**
 * A unit's service and how its status drives its tour. `permission` is the role a member
 * needs; `area` is the sidebar group and its pages (the product's routes and labels).
 * Adding a department is adding an entry here (and its permission), not copying pages.
 */
export const UNIT_SERVICE_RULES = {
  police: {
    label: 'Public Safety',
    profileLabel: 'officer',
    permission: 'publicSafety',
    statuses: UNIT_STATUSES,
    /** Shown before the unit ever changed status ("Status (default 10-8)"). */
    initialStatus: '10-8',
    clockIn: CLOCK_IN_STATUSES,
    clockOut: CLOCK_OUT_STATUSES,
    /** Shown when a tour starts or ends without a status being chosen. */
    onDutyStatus: '10-8',
    offDutyStatus: '10-7',
    area: [
      { path: '/dashboard/pso', label: 'Dashboard', heading: 'Officer Dashboard' },
      { path: '/dashboard/pso/search', label: 'Search Database', heading: 'Search Database' },
      { path: '/dashboard/pso/reports', label: 'Reports', heading: 'Public Safety Reports' },
      { path: '/dashboard/pso/warrants', label: 'Warrants', heading: 'Warrants & BOLOs' },
    ],
  },
  safr: {
    label: 'SA Fire Rescue',
    profileLabel: 'fire/rescue',
    permission: 'fireRescue',
    statuses: SAFR_UNIT_STATUSES,
    initialStatus: 'Out of Service',
    clockIn: ['Available'],
    clockOut: ['Out of Service'],
    onDutyStatus: 'Available',
    offDutyStatus: 'Out of Service',
    area: [
      { path: '/dashboard/safr', label: 'Dashboard', heading: 'SAFR Dashboard' },
      { path: '/dashboard/safr/search', label: 'Search', heading: 'SAFR Search Database' },
      { path: '/dashboard/safr/reports', label: 'Reports', heading: 'SAFR Reports' },
    ],
  },
} as const satisfies Record<
  UnitService,
  {
    label: string;
    profileLabel: string;
    permission: 'publicSafety' | 'fireRescue';
    statuses: readonly { code: string; label: string }[];
    initialStatus: string;
    clockIn: readonly string[];
    clockOut: readonly string[];
    onDutyStatus: string;
    offDutyStatus: string;
    area: readonly { path: string; label: string; heading: string }[];
  }
>;

/**
 * The statuses an assignment DM's buttons (En Route, On Scene, Clear) set. Officers have no
 * en-route or on-scene code among the department's, so both show them busy
 * on the call (10-6) and clearing puts them back in service (10-8); fire/rescue has its own.
 */
export const CALL_RESPONSE_STATUSES = {
  police: { enroute: '10-6', onscene: '10-6', clear: '10-8' },
  safr: { enroute: 'En Route', onscene: 'On Scene', clear: 'Available' },
} as const satisfies Record<UnitService, Record<'enroute' | 'onscene' | 'clear', string>>;

/** The service a unit answers calls as: police, or fire or EMS by its fire/rescue role. */
export function callServiceOf(unit: { service: UnitService; role: string | null }): CallService {
  if (unit.service === 'police') return 'police';
  return SAFR_ROLES.find((r) => r.code === unit.role)?.service ?? 'fire';
}

export function statusLabel(code: string): string {
  return [...UNIT_STATUSES, ...SAFR_UNIT_STATUSES].find((s) => s.code === code)?.label ?? code;
}

export function subdivisionLabel(code: string): string {
  return SUBDIVISIONS.find((s) => s.code === code)?.label ?? code;
}

/** Bounds for free text, shared by the API's validation and the web forms' maxLength. */
export const LIMITS = {
  callsign: 16,
  location: 120,
  postal: 10,
  details: 2000,
  description: 500,
  plate: 10,
  personName: 80,
  station: 40,
} as const;

/** A callsign like "D-104": letters and digits, optionally split by single hyphens. */
export const CALLSIGN_PATTERN = /^[A-Za-z0-9]+(?:-[A-Za-z0-9]+)*$/;
