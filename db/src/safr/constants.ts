// Fire/rescue's report lists and bounds. Pure data, so the API validates with them and the web
// app renders the same lists. Unit statuses and roles live with the units, in
// dispatch/constants.ts.

/** How a patient care report ends; a transport names its destination. */
export const PCR_DISPOSITIONS = [
  { code: 'Treated and Released', label: 'Treated and released' },
  { code: 'Transported', label: 'Transported' },
  { code: 'Refused', label: 'Refused care' },
  { code: 'Deceased', label: 'Deceased' },
] as const;
export type PcrDisposition = (typeof PCR_DISPOSITIONS)[number]['code'];
export const PCR_DISPOSITION_CODES = PCR_DISPOSITIONS.map((d) => d.code) as [
  PcrDisposition,
  ...PcrDisposition[],
];

export const FIRE_INCIDENT_TYPES = [
  'Structure Fire',
  'Vehicle Fire',
  'Brush / Wildland Fire',
  'Rescue',
  'Hazmat',
  'Medical Assist',
  'False Alarm',
  'Other',
] as const;
export type FireIncidentType = (typeof FIRE_INCIDENT_TYPES)[number];

/**
 * The vitals a patient care report may carry, each optional, with the range a form accepts.
 * Blood pressure is text ("120/80"); the rest are numbers in the unit named.
 */
export const VITALS = [
  { key: 'bloodPressure', label: 'Blood pressure', unit: 'mmHg' },
  { key: 'pulse', label: 'Pulse', unit: 'bpm', min: 0, max: 300, integer: true },
  {
    key: 'respiratoryRate',
    label: 'Respiratory rate',
    unit: '/min',
    min: 0,
    max: 80,
    integer: true,
  },
  { key: 'spo2', label: 'SpO2', unit: '%', min: 0, max: 100, integer: true },
  { key: 'temperature', label: 'Temperature', unit: '°F', min: 70, max: 115, integer: false },
  { key: 'glucose', label: 'Blood glucose', unit: 'mg/dL', min: 0, max: 1500, integer: true },
  { key: 'gcs', label: 'GCS', unit: '', min: 3, max: 15, integer: true },
  { key: 'pain', label: 'Pain (0-10)', unit: '', min: 0, max: 10, integer: true },
] as const;

/** "120/80": systolic over diastolic. */
export const BLOOD_PRESSURE_PATTERN = /^\d{2,3}\/\d{2,3}$/;

/** Bounds for free text, shared by the API's validation and the web forms' maxLength. */
export const SAFR_LIMITS = {
  chiefComplaint: 200,
  assessment: 4000,
  treatment: 4000,
  destination: 120,
  location: 120,
  actionsTaken: 4000,
  cause: 1000,
  injuries: 1000,
  unitsOnScene: 30,
  medicalRecord: 2000,
  vitalReason: 500,
  /** Largest property loss estimate, in dollars. */
  propertyLoss: 1_000_000_000,
} as const;

/** Report lists are read a page at a time: `limit` defaults to this and may not exceed the max. */
export const REPORT_PAGE = { default: 25, max: 100 } as const;
