import { z } from 'zod';
import { CONTEST_WINDOW_DAYS, ENTRY_MAX, REASON_MAX, STATEMENT_MAX } from '@tenfour/db/court';
import { jsonNumber, typedText } from '../validate';

export const caseIdParam = z.object({ id: z.uuid('Not a valid case id.') });
export const civilianIdParam = z.object({ civilianId: z.uuid('Not a valid civilian id.') });

export const contestBody = z.object({
  recordId: z.uuid('Not a valid record id.'),
  statement: typedText('a statement', STATEMENT_MAX),
});

export const docketQuery = z.object({
  status: z.enum(['open', 'closed', 'all'], { message: 'Choose open, closed or all.' }).optional(),
  q: z.string().trim().max(100).optional(),
  scheduled: z
    .enum(['true', 'false'], { message: 'Choose true or false.' })
    .optional()
    .transform((v) => (v === undefined ? undefined : v === 'true')),
});

const HAS_OFFSET = /(?:Z|[+-]\d{2}:?\d{2})$/i;

export const hearingBody = z.object({
  startsAt: z.iso
    .datetime({ offset: true, local: true, message: 'Enter a date and time.' })
    // Without an offset the time is UTC, whatever the server's time zone.
    .transform((v) => new Date(HAS_OFFSET.test(v) ? v : `${v}Z`))
    .refine((d) => !Number.isNaN(d.getTime()), 'Not a valid date and time.'),
});

export const entryBody = z.object({ body: typedText('an entry', ENTRY_MAX) });

/** Dollars (a JSON number, at most 2 decimals, not negative) as whole cents. */
const dollarsAsCents = jsonNumber('Enter a fine in dollars, like 150 or 150.50.')
  .min(0, 'A fine cannot be negative.')
  .max(10_000_000, 'That fine is too large.')
  .refine(
    (v) => Number.isInteger(Math.round(v * 100)) && Math.abs(v * 100 - Math.round(v * 100)) < 1e-6,
    {
      message: 'A fine has at most 2 decimals.',
    },
  )
  .transform((v) => Math.round(v * 100));

export const rulingBody = z
  .object({
    chargeIndex: jsonNumber('Choose a charge.').int('Choose a charge.').min(0, 'Choose a charge.'),
    outcome: z.enum(['upheld', 'reduced', 'dismissed'], {
      message: 'Choose upheld, reduced or dismissed.',
    }),
    fine: dollarsAsCents.optional(),
    jailTime: jsonNumber('Jail time must be a number of minutes.')
      .int('Jail time is whole minutes.')
      .min(0, 'Jail time cannot be negative.')
      .max(100_000, 'Jail time is too long.')
      .optional(),
    reason: typedText('a reason', REASON_MAX),
  })
  .refine((b) => b.outcome !== 'reduced' || b.fine !== undefined || b.jailTime !== undefined, {
    message: 'A reduction needs a new fine or jail time.',
    path: ['fine'],
  });

export const courtSettingsBody = z.object({
  contestWindowDays: jsonNumber('Enter a number of days.')
    .int('Enter a whole number of days.')
    .min(CONTEST_WINDOW_DAYS.min, `At least ${CONTEST_WINDOW_DAYS.min} day.`)
    .max(CONTEST_WINDOW_DAYS.max, `At most ${CONTEST_WINDOW_DAYS.max} days.`),
});
