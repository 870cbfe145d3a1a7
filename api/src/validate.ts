import { zValidator } from '@hono/zod-validator';
import type { ValidationTargets } from 'hono';
import { z } from 'zod';
import { invalidInput } from './errors';

/**
 * The one way a route validates input: zod at the edge, failures thrown as the one 400
 * error shape with field issues.
 */
export const validate = <T extends z.ZodType, Target extends keyof ValidationTargets>(
  target: Target,
  schema: T,
) =>
  zValidator(target, schema, (result) => {
    if (!result.success) throw invalidInput(result.error);
  });

// NUL cannot be stored in PostgreSQL text, and a lone surrogate is not text at all (JSON and
// jsonb refuse it): both are refused at the edge with a field message, never a 500.
const UNSTORABLE_TEXT = /\0|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

const storableText = (what: string, max: number) =>
  z
    .string({ message: `Enter ${what}.` })
    .trim()
    .max(max, `Keep ${what} under ${max + 1} characters.`)
    .refine(
      (s) => !UNSTORABLE_TEXT.test(s),
      `${what.charAt(0).toUpperCase()}${what.slice(1)} contains characters that cannot be stored.`,
    );

/** Text a person typed (a reason): trimmed, required, at most `max` characters, storable. */
export const typedText = (what: string, max: number) =>
  storableText(what, max).min(1, `Enter ${what}.`);

/** As typedText, but optional: blank or missing becomes null. */
export const optionalTypedText = (what: string, max: number) =>
  storableText(what, max)
    .nullish()
    .transform((s) => s || null);
