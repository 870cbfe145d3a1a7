// The spec's dispatch lists (section 3 "Call", "BOLO", "Officer"; section 9). Pure data with no
// imports, so the API validates with them and the web app renders the same lists.

export const DEPARTMENTS = ['Xbox', 'PlayStation'] as const;

export const CALL_TYPES = [
  'Traffic Stop',
  'Domestic Disturbance',
  'Robbery',
  'Pursuit',
  'Officer Down',
  'Shots Fired',
  'Suspicious Activity',
  'Other',
] as const;
export type CallType = (typeof CALL_TYPES)[number];

export const BOLO_TYPES = ['vehicle', 'person'] as const;
export type BoloType = (typeof BOLO_TYPES)[number];

/** The Control Panel's buttons, in the spec's order. */
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
export const DEFAULT_STATUS: UnitStatus = '10-8';

/** Spec section 4: these statuses start a tour (clock in) or end it (clock out). */
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

export function statusLabel(code: string): string {
  return UNIT_STATUSES.find((s) => s.code === code)?.label ?? code;
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
} as const;

/** A callsign like "D-104": letters and digits, optionally split by single hyphens. */
export const CALLSIGN_PATTERN = /^[A-Za-z0-9]+(?:-[A-Za-z0-9]+)*$/;
