import { z } from 'zod';
import { EXPUNGEMENT_REASON_MAX } from '@tenfour/db/records';
import { pageQuery } from '../paging';
import { jsonNumber, keyedIssue, typedText } from '../validate';

const required = (what: string, max: number) =>
  z
    .string({ message: `Enter ${what}.` })
    .trim()
    .min(1, { message: `Enter ${what}.`, abort: true })
    .max(max, `Keep ${what} under ${max + 1} characters.`);

/** Optional text: blank becomes null. */
const optional = (what: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, `Keep ${what} under ${max + 1} characters.`)
    .nullish()
    .transform((v) => v || null);

/** Dollars (number or numeric string, at most 2 decimals, not negative) as whole cents. */
const dollarsAsCents = z.union([z.number(), z.string()]).transform((v, ctx) => {
  const text = typeof v === 'number' ? String(v) : v.trim();
  const match = /^(\d{1,9})(?:\.(\d{1,2}))?$/.exec(text);
  if (!match) {
    ctx.addIssue({ code: 'custom', message: 'Enter a fine in dollars, like 150 or 150.50.' });
    return z.NEVER;
  }
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
});
const minutes = jsonNumber('Jail time must be a number of minutes.')
  .int('Jail time is whole minutes.')
  .min(0, 'Jail time cannot be negative.')
  .max(100_000, 'Jail time is too long.');

export const LIMITS = {
  offenseTitle: 120,
  offenses: 25,
  notes: 2000,
  reason: 1000,
  warrantReason: 1000,
  incidentTitle: 150,
  incidentDescription: 5000,
  reportField: 2000,
  penalCategory: 60,
} as const;

export const idParam = z.object({ id: z.uuid('Not a valid id.') });
export const recordIdParam = z.object({ recordId: z.uuid('Not a valid record id.') });
export const civilianIdParam = z.object({ civilianId: z.uuid('Not a valid civilian id.') });

export const suggestionQuery = z.object({ q: z.string().max(100).default('') });

export const searchQuery = z
  .object({
    name: z.string().trim().max(100).optional(),
    plate: z.string().trim().max(40).optional(),
    weapon: z.string().trim().max(40).optional(),
    id: z.uuid('Not a valid id.').optional(),
    // A custom field's key: the name, plate or serial text is that field's value instead.
    field: z
      .string()
      .regex(/^[a-z][a-z0-9_]{0,39}$/, 'Not a custom field key.')
      .optional(),
  })
  .refine((q) => q.name || q.plate || q.weapon || q.id, {
    message: 'Enter a name, plate or serial number to search.',
  });

const offenseTitle = required('the offense', LIMITS.offenseTitle).refine(
  (t) => !t.includes(','),
  'An offense title cannot contain a comma.',
);

const penalCodeOffense = z.object({ id: z.uuid('Not a valid offense id.') }).strict();
const customOffense = z.object({
  title: offenseTitle,
  // Used only for a custom offense; a penal code entry's own amounts always win.
  fine: dollarsAsCents.optional(),
  jailTime: minutes.optional(),
});

/**
 * A penal code entry by id, or a custom offense. The keys say which it is, so a refusal names
 * the custom offense's own field (a union would answer only "Invalid input" for the offense).
 */
const offense = z
  .looseObject({}, { message: 'An offense is a penal code entry or a title.' })
  .transform(
    (
      o,
      ctx,
    ): z.output<typeof penalCodeOffense> | z.output<typeof customOffense> | typeof z.NEVER => {
      const parsed = ('id' in o ? penalCodeOffense : customOffense).safeParse(o);
      if (parsed.success) return parsed.data;
      for (const issue of parsed.error.issues) {
        ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
      }
      return z.NEVER;
    },
  );

const REPORT_TYPES = ['arrest', 'citation', 'warning'] as const;

/**
 * POST /api/reports/create. The documented payload (reason as comma-joined titles, fineAmount,
 * jailTime, officer, platform) is accepted, but the officer and the department come from the
 * stored profile and the totals are computed on the server; `offenses` is the richer form.
 */
export const createReportSchema = z
  .object({
    civilianId: z.uuid('Choose a civilian.'),
    type: z
      .string({ message: '❌ Please select a valid report type.' })
      .trim()
      .toLowerCase()
      .pipe(z.enum(REPORT_TYPES, { message: '❌ Please select a valid report type.' })),
    offenses: z.array(offense).max(LIMITS.offenses, 'Too many offenses.').optional(),
    reason: z.string().trim().max(LIMITS.reason, 'The offense list is too long.').optional(),
    notes: optional('the notes', LIMITS.notes),
    officer: z.unknown().optional(),
    platform: z.unknown().optional(),
    fineAmount: z.unknown().optional(),
    jailTime: z.unknown().optional(),
  })
  .transform((body, ctx) => {
    const offenses =
      body.offenses ??
      (body.reason ?? '')
        .split(',')
        .map((t) => t.trim())
        .filter(Boolean)
        .map((title) => ({ title: title.slice(0, LIMITS.offenseTitle) }));
    if (!offenses.length) {
      ctx.addIssue(keyedIssue(['offenses'], 'records.offenseRequired'));
      return z.NEVER;
    }
    return {
      civilianId: body.civilianId,
      type: body.type,
      notes: body.notes,
      offenses: offenses.map(toOffenseInput),
    };
  });

/** An offense as the records layer takes it: a penal code id, or a custom title and amounts. */
function toOffenseInput(o: z.output<typeof offense>) {
  return 'id' in o
    ? { id: o.id }
    : {
        title: o.title,
        fineCents: 'fine' in o ? o.fine : undefined,
        jailMinutes: 'jailTime' in o ? o.jailTime : undefined,
      };
}

/** A report's offenses for callers without the modal's comma-joined fallback (the public API). */
export const offenseList = z
  .array(offense)
  .max(LIMITS.offenses, 'Too many offenses.')
  .transform((list, ctx) => {
    if (!list.length) {
      ctx.addIssue(keyedIssue(undefined, 'records.offenseRequired'));
      return z.NEVER;
    }
    return list.map(toOffenseInput);
  });

/** Report notes: optional, blank is none. */
export const reportNotes = optional('the notes', LIMITS.notes);

const HAS_OFFSET = /(?:[zZ]|[+-]\d{2}(?::?\d{2})?)$/;

/** 2025-02-30 is not a day: Date would quietly roll it over to March. */
function isCalendarDate(value: string): boolean {
  const [y, m, d] = value.slice(0, 10).split('-').map(Number) as [number, number, number];
  const day = new Date(Date.UTC(y, m - 1, d));
  return day.getUTCFullYear() === y && day.getUTCMonth() === m - 1 && day.getUTCDate() === d;
}

export const createWarrantSchema = z.object({
  type: z.enum(['Arrest', 'Search'], { message: 'Choose Arrest or Search.' }),
  civilianId: z.uuid('Choose a civilian.'),
  reason: required('a reason', LIMITS.warrantReason),
  expiresAt: z
    .union([
      z.iso
        .datetime({ offset: true, local: true })
        .refine(isCalendarDate, 'Not a valid date and time.'),
      z.literal(''),
      z.null(),
    ])
    .optional()
    // Without an offset the time is UTC, whatever the server's time zone.
    .transform((v) => (v ? new Date(HAS_OFFSET.test(v) ? v : `${v}Z`) : null))
    .refine((d) => d === null || !Number.isNaN(d.getTime()), 'Not a valid date and time.'),
  // The payload names the officer; the stored profile decides, never the client.
  officerName: z.unknown().optional(),
  officerCallsign: z.unknown().optional(),
  platform: z.unknown().optional(),
});

export const penalCodeListQuery = z.object({
  includeRetired: z
    .enum(['true', 'false'])
    .optional()
    .transform((v) => v === 'true'),
});

const penalFields = {
  title: offenseTitle,
  category: z.string().trim().max(LIMITS.penalCategory).optional(),
  fine: dollarsAsCents.refine((c) => c <= 100_000_000, 'That fine is too large.'),
  jailTime: minutes,
};

export const createPenalCodeSchema = z
  .object(penalFields)
  .transform(({ title, category, fine, jailTime }) => ({
    title,
    category: category || 'General',
    fineCents: fine,
    jailMinutes: jailTime,
  }));

export const updatePenalCodeSchema = z
  .object({
    title: penalFields.title.optional(),
    category: z.string().trim().min(1).max(LIMITS.penalCategory).optional(),
    fine: penalFields.fine.optional(),
    jailTime: minutes.optional(),
  })
  .refine((v) => Object.values(v).some((x) => x !== undefined), 'Change at least one field.')
  .transform(({ title, category, fine, jailTime }) => ({
    title,
    category,
    fineCents: fine,
    jailMinutes: jailTime,
  }));

export const createIncidentSchema = z.object({
  title: required('a title', LIMITS.incidentTitle),
  type: z.enum(['Arrest', 'Incident', 'Traffic Stop'], { message: 'Choose a report type.' }),
  description: required('a description', LIMITS.incidentDescription),
  officerName: z.unknown().optional(),
});

const field = optional('this field', LIMITS.reportField);
/** What a report cannot be without: a blank report is refused, naming each missing field. */
const must = (what: string) => required(what, LIMITS.reportField);
/** The forms have no other required fields; lengths are still bounded. */
const officerFields = {
  officerName: z.unknown().optional(),
  officerRank: z.unknown().optional(),
  discordUsername: z.unknown().optional(),
};

export const useOfForceSchema = z.object({
  discharged: z
    .enum(['', 'Baton', 'Taser', 'Pistol', 'Shotgun', 'Assault Rifle'], {
      message: 'Choose the weapon discharged.',
    })
    .nullish()
    .transform((v) => v || null),
  reason: must('the reason for the force'),
  justification: must('the justification'),
  lawsBroken: field,
  successful: z
    .enum(['', 'Yes', 'No'], { message: 'Choose Yes or No.' })
    .nullish()
    .transform((v) => v || null),
  additionalInfo: field,
  ...officerFields,
});

export const sceneReportSchema = z.object({
  involvedCivilians: field,
  involvedOfficers: field,
  location: must('the location'),
  timeOfDay: field,
  whatHappened: must('what happened'),
  how: field,
  witnesses: field,
  verdicts: field,
  ...officerFields,
});

export const accidentReportSchema = z.object({
  location: must('the location'),
  timeOfDay: field,
  accidentType: z.enum(
    ['Single Vehicle', 'Multi-Vehicle', 'Hit-and-Run', 'Pedestrian Involved', 'Other'],
    { message: 'Choose the type of accident.' },
  ),
  how: must('how it happened'),
  witnesses: field,
  civilians: field,
  ...officerFields,
});

export const psoListQuery = z.object({
  kind: z.enum(['use-of-force', '10-50', 'scene-report']).optional(),
  ...pageQuery(['timestamp', 'uuid']),
});

/** The Create Report page's list: the department's incident reports, newest first. */
export const incidentListQuery = z.object(pageQuery(['timestamp', 'uuid']));

/** The owner's Records panel: their civilian's records, newest first, a page at a time. */
export const recordPageQuery = z.object(pageQuery(['timestamp', 'uuid']));

/** GET /api/warrants/all: the department's warrants, newest first, a page at a time. */
export const warrantPageQuery = z.object(pageQuery(['timestamp', 'uuid']));

/** POST /api/records/:recordId/expungement: why the owner asks for the record to go. */
export const expungementRequestSchema = z.object({
  reason: typedText('a reason', EXPUNGEMENT_REASON_MAX),
});
