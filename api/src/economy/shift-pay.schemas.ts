import { z } from 'zod';

/** Integer cents per hour, or null for no rate (a rank without one falls back to its department's). */
const hourlyPayCents = z
  .number({ error: 'Give the hourly pay in whole cents, or null for none.' })
  .int('Give the hourly pay in whole cents.')
  .min(0, 'The hourly pay cannot be negative.')
  .max(100_000_000, 'The hourly pay can be at most $1,000,000.00.')
  .nullable();

export const hourlyPayBody = z.object({ hourlyPayCents });

export const departmentParam = z.object({
  departmentId: z.string().regex(/^[A-Za-z0-9_-]{1,32}$/, 'Choose a department.'),
});
export const rankParam = z.object({ rankId: z.uuid({ error: 'Rank is not a valid id.' }) });

export const shiftSettingsBody = z.object({
  dailyCapCents: z
    .number({ error: 'Give the daily cap in whole cents, or null for none.' })
    .int('Give the daily cap in whole cents.')
    .min(0, 'The daily cap cannot be negative.')
    .max(Number.MAX_SAFE_INTEGER, 'The daily cap is too large.')
    .nullable(),
  forceCloseHours: z
    .number({ error: 'Give the limit in whole hours.' })
    .int('Give the limit in whole hours.')
    .min(1, 'The limit must be at least 1 hour.')
    .max(72, 'The limit can be at most 72 hours.'),
});

export const payAccountBody = z.object({
  accountId: z.uuid({ error: 'Choose one of your accounts.' }).nullable(),
});
