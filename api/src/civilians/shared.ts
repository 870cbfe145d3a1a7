import { z } from 'zod';
import { keyed } from '../validate';

/** A record id in the path. */
export const idParam = z.object({ id: z.uuid('Not a valid id.') });

/** Optional free text: trimmed, bounded; blank means "none" (null). */
export const optionalText = (max: number, what: string) =>
  z
    .string(`${what} must be text.`)
    .trim()
    .max(max, keyed('validation.tooLong', { max }, `${what} must be at most ${max} characters.`))
    .nullish()
    .transform((v) => (v ? v : null));

/** Required free text: trimmed and bounded. */
export const requiredText = (max: number, required: string, what: string) =>
  z
    .string(required)
    .trim()
    .min(1, keyed('validation.required', {}, required))
    .max(max, keyed('validation.tooLong', { max }, `${what} must be at most ${max} characters.`));

/** Today's calendar day (UTC) on the app's clock, as 'YYYY-MM-DD'. */
export function today(now: Date): string {
  return now.toISOString().slice(0, 10);
}
