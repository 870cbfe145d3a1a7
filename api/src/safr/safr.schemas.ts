import { z } from 'zod';
import { CALLSIGN_PATTERN, department, LIMITS, SAFR_ROLE_CODES } from '@tenfour/db/dispatch';
import {
  BLOOD_PRESSURE_PATTERN,
  FIRE_INCIDENT_TYPES,
  PCR_DISPOSITION_CODES,
  REPORT_PAGE,
  SAFR_LIMITS,
  VITALS,
} from '@tenfour/db/safr';
import { decodeTimeCursor as decodeCursor } from '@tenfour/db';
import type { Vitals } from '@tenfour/db';
import { digitsNumber, jsonNumber, keyed } from '../validate';
import { isStorableText, optionalText, requiredText } from './text';

const uuid = (message: string) => z.uuid(message);
/** An optional link: absent, null or blank means none. */
const optionalId = (message: string) =>
  z
    .union([uuid(message), z.literal(''), z.null()], { message })
    .optional()
    .transform((v) => v || null);

export const idParam = z.object({ id: uuid('Not a valid id.') });
export const callUnitParam = z.object({
  id: uuid('Not a valid id.'),
  unitId: uuid('Not a valid unit id.'),
});

const callsign = requiredText('a callsign', LIMITS.callsign)
  .regex(CALLSIGN_PATTERN, 'Use letters and digits, like E-12.')
  .transform((s) => s.toUpperCase());

/** POST /api/safr/profiles. Badge and rank are the server's; anything else sent is ignored. */
export const registerSafrSchema = z.object({
  // Like the officers' payload, it may name the member; the session decides who registers.
  discordId: z.string().trim().optional(),
  civilianId: uuid('Choose one of your civilians.'),
  department,
  callsign,
  role: z.enum(SAFR_ROLE_CODES, { message: 'Choose Firefighter, EMT or Paramedic.' }),
  station: optionalText('the station', LIMITS.station),
});

export const switchSafrProfileSchema = z.object({ department });

export const safrStatusSchema = z.object({
  // Which codes exist is the community's (docs/values.md): the server checks it on change.
  status: z
    .string({ message: 'Choose a status from the status buttons.' })
    .trim()
    .min(1, 'Choose a status from the status buttons.')
    .max(20, 'Choose a status from the status buttons.'),
});

export const callListQuery = z.object({
  status: z.enum(['active', 'closed'], { message: 'Choose active or closed.' }).default('active'),
});

export const attachSchema = z.object({
  /** Another fire/rescue unit of the department; yourself when absent. */
  unitId: uuid('Choose a unit.').optional(),
});

export const suggestionQuery = z.object({
  q: z
    .string()
    .max(100, 'Keep the search under 101 characters.')
    .refine(
      isStorableText,
      keyed('validation.unstorable', {}, 'The search contains characters that cannot be stored.'),
    )
    .default(''),
});

export const patientSearchQuery = z
  .object({
    name: optionalText('the name', 100),
    id: uuid('Not a valid id.').optional(),
  })
  .refine((q) => q.name || q.id, { message: 'Enter a name to search.', path: ['name'] });

export const medicalRecordSchema = z.object({
  // The civilian dashboard's own message for the same field, so both screens agree.
  description: requiredText(
    'the medical record details',
    SAFR_LIMITS.medicalRecord,
    'Please enter medical record details.',
  ),
});

export const vitalStatusSchema = z
  .object({
    status: z.enum(['deceased', 'alive'], { message: 'Choose deceased or alive.' }),
    reason: requiredText('a reason', SAFR_LIMITS.vitalReason),
  })
  .transform(({ status, reason }) => ({ deceased: status === 'deceased', reason }));

type NumericVital = Extract<(typeof VITALS)[number], { min: number }>;

/** A measurement: a JSON number; absent or null means not measured. */
function measured(key: NumericVital['key']) {
  const { label, min, max, integer } = VITALS.find((v): v is NumericVital => v.key === key)!;
  return jsonNumber(`${label} must be a number.`)
    .refine((n) => !integer || Number.isInteger(n), {
      message: `${label} must be a whole number.`,
      abort: true,
    })
    .refine((n) => n >= min && n <= max, `${label} must be between ${min} and ${max}.`)
    .nullish()
    .transform((n) => n ?? undefined);
}

const vitals = z
  .object(
    {
      bloodPressure: z
        .string({ message: 'Blood pressure must be text like 120/80.' })
        .trim()
        .regex(BLOOD_PRESSURE_PATTERN, 'Blood pressure must look like 120/80.')
        .or(z.literal('').transform(() => undefined))
        .optional(),
      pulse: measured('pulse'),
      respiratoryRate: measured('respiratoryRate'),
      spo2: measured('spo2'),
      temperature: measured('temperature'),
      glucose: measured('glucose'),
      gcs: measured('gcs'),
      pain: measured('pain'),
    },
    { message: 'Vitals must be a set of measurements.' },
  )
  .strict()
  .nullish()
  // Only what was measured is kept.
  .transform((v): Vitals =>
    Object.fromEntries(Object.entries(v ?? {}).filter(([, value]) => value !== undefined)),
  );

/** POST /api/safr/reports/patient-care. */
export const patientCareReportSchema = z
  .object({
    patientId: uuid('Choose the patient.'),
    callId: optionalId('Not a valid call id.'),
    chiefComplaint: requiredText('the chief complaint', SAFR_LIMITS.chiefComplaint),
    vitals,
    assessment: optionalText('the assessment', SAFR_LIMITS.assessment),
    treatment: optionalText('the treatment', SAFR_LIMITS.treatment),
    disposition: z.enum(PCR_DISPOSITION_CODES, { message: 'Choose the disposition.' }),
    destination: optionalText('the destination', SAFR_LIMITS.destination),
  })
  .superRefine((report, ctx) => {
    if (report.disposition === 'Transported' && !report.destination) {
      ctx.addIssue({
        code: 'custom',
        path: ['destination'],
        message: 'Enter where the patient was transported.',
      });
    }
  })
  .transform((report) => ({
    ...report,
    // A destination belongs to a transport only.
    destination: report.disposition === 'Transported' ? report.destination : null,
  }));

const unitCallsign = z
  .string({ message: 'Each unit is a callsign.' })
  .trim()
  .max(LIMITS.callsign, `Keep each callsign under ${LIMITS.callsign + 1} characters.`)
  .regex(CALLSIGN_PATTERN, 'Each unit is a callsign, like E-12.')
  .transform((s) => s.toUpperCase());

/** Callsigns as a list, or as comma-separated text; blanks dropped, repeats collapsed. */
const unitsOnScene = z
  .union([z.string(), z.array(z.string())], { message: 'List the units on scene.' })
  .nullish()
  .transform((v) =>
    (Array.isArray(v) ? v : [v ?? ''])
      .flatMap((s) => s.split(','))
      .map((s) => s.trim())
      .filter(Boolean),
  )
  .pipe(
    z
      .array(unitCallsign)
      .max(SAFR_LIMITS.unitsOnScene, `List at most ${SAFR_LIMITS.unitsOnScene} units.`),
  )
  .transform((list) => [...new Set(list)]);

/** Dollars (number or numeric text, at most 2 decimals) as whole cents; blank is none. */
const propertyLoss = z
  .union([z.number(), z.string(), z.null()], {
    message: 'Enter the property loss in dollars, like 25000.',
  })
  .optional()
  .transform((v, ctx) => {
    if (v === undefined || v === null) return null;
    const text = typeof v === 'number' ? String(v) : v.trim();
    if (text === '') return null;
    const match = /^(\d{1,10})(?:\.(\d{1,2}))?$/.exec(text);
    const cents = match ? Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0')) : NaN;
    if (!match || cents > SAFR_LIMITS.propertyLoss * 100) {
      ctx.addIssue({
        code: 'custom',
        message: `Enter the property loss in dollars, from 0 to ${SAFR_LIMITS.propertyLoss}.`,
      });
      return z.NEVER;
    }
    return cents;
  });

/** POST /api/safr/reports/fire-incident. */
export const fireIncidentReportSchema = z
  .object({
    callId: optionalId('Not a valid call id.'),
    incidentType: z.enum(FIRE_INCIDENT_TYPES, { message: 'Choose the incident type.' }),
    location: requiredText('the location', SAFR_LIMITS.location),
    unitsOnScene,
    actionsTaken: requiredText('the actions taken', SAFR_LIMITS.actionsTaken),
    cause: optionalText('the cause', SAFR_LIMITS.cause),
    injuries: optionalText('the injuries', SAFR_LIMITS.injuries),
    propertyLoss,
  })
  .transform(({ propertyLoss: cents, ...report }) => ({ ...report, propertyLossCents: cents }));

const page = {
  limit: digitsNumber('The limit must be a whole number.')
    .pipe(
      z
        .number()
        .min(1, 'The limit must be at least 1.')
        .max(REPORT_PAGE.max, `The limit must be at most ${REPORT_PAGE.max}.`),
    )
    .default(REPORT_PAGE.default),
  cursor: z
    .string()
    .optional()
    .transform((text, ctx) => {
      if (text === undefined || text === '') return undefined;
      const cursor = decodeCursor(text);
      if (!cursor) {
        ctx.addIssue({ code: 'custom', message: 'Not a valid page cursor.' });
        return z.NEVER;
      }
      return cursor;
    }),
  mine: z
    .enum(['true', 'false'], { message: 'mine must be true or false.' })
    .optional()
    .transform((v) => v === 'true'),
  /** Staff only: one department's reports (staff see every department's by default). */
  department: department.optional(),
};

export const patientCareReportListQuery = z.object({
  ...page,
  patientId: uuid('Not a valid patient id.').optional(),
  callId: uuid('Not a valid call id.').optional(),
  disposition: z
    .enum(PCR_DISPOSITION_CODES, { message: 'Choose a listed disposition.' })
    .optional(),
});

export const fireIncidentReportListQuery = z.object({
  ...page,
  callId: uuid('Not a valid call id.').optional(),
  incidentType: z
    .enum(FIRE_INCIDENT_TYPES, { message: 'Choose a listed incident type.' })
    .optional(),
});
