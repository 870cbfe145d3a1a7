import { z } from 'zod';
import { jsonNumber } from '../validate';

export const REASON_MAX = 1000;

const reason = z
  .string({ message: 'Enter a reason.' })
  .trim()
  .min(1, { message: 'Enter a reason.', abort: true })
  .max(REASON_MAX, `Keep the reason under ${REASON_MAX + 1} characters.`);

export const bookingIdParam = z.object({ id: z.uuid('Not a valid booking id.') });
export const warrantIdParam = z.object({ id: z.uuid('Not a valid warrant id.') });
export const civilianIdParam = z.object({ civilianId: z.uuid('Not a valid civilian id.') });

export const rosterQuery = z.object({
  status: z
    .enum(['in_custody', 'released'], { message: 'Choose in_custody or released.' })
    .default('in_custody'),
});

export const reasonBody = z.object({ reason });

export const justiceSettingsBody = z.object({
  jailTimeMultiplier: jsonNumber('The jail time multiplier must be a number.')
    .gt(0, 'The jail time multiplier must be above 0.')
    .max(100, 'The jail time multiplier can be at most 100.'),
  failureToPayDays: jsonNumber('Days before failure to pay must be a number.')
    .int('Days before failure to pay are whole days.')
    .min(0, 'Days before failure to pay cannot be negative (0 turns it off).')
    .max(365, 'Days before failure to pay can be at most 365.'),
  warrantApproval: z.boolean({ message: 'Choose whether warrants need a judge.' }),
});
