import { zValidator } from '@hono/zod-validator';
import type { ValidationTargets } from 'hono';
import { z } from 'zod';
import { isStorableText } from '@tenfour/db/text';
import { fieldLabel, invalidInput } from './errors';

/**
 * Every string anywhere in an input (a body field, an array element, a query parameter, a
 * path segment) must be storable, whatever the route's own schema says: one rule for all
 * text, so a new field cannot forget it. Its message names the field the way a person would.
 */
const storableInput = z.unknown().superRefine((value, ctx) => {
  const visit = (v: unknown, path: (string | number)[], depth: number) => {
    if (typeof v === 'string') {
      if (!isStorableText(v)) {
        ctx.addIssue({
          code: 'custom',
          path,
          message: `${fieldLabel(path)} contains characters that cannot be stored.`,
        });
      }
    } else if (Array.isArray(v) && depth < 8) {
      v.forEach((item, i) => visit(item, [...path, i], depth + 1));
    } else if (v && typeof v === 'object' && depth < 8) {
      for (const [key, item] of Object.entries(v)) {
        if (!isStorableText(key)) {
          ctx.addIssue({ code: 'custom', path, message: 'A field name cannot be stored.' });
        }
        visit(item, [...path, key], depth + 1);
      }
    }
  };
  visit(value, [], 0);
});

/**
 * The one way a route validates input: zod at the edge, failures thrown as the one 400
 * error shape with field issues.
 */
export const validate = <T extends z.ZodType, Target extends keyof ValidationTargets>(
  target: Target,
  schema: T,
) =>
  // The storable check runs first; typed as the route's own schema, so the typed client
  // still sees each route's real input and output.
  zValidator(target, storableInput.pipe(schema) as unknown as T, (result) => {
    if (!result.success) throw invalidInput(result.error);
  });

const storableText = (what: string, max: number) =>
  z
    .string({ message: `Enter ${what}.` })
    .trim()
    .max(max, `Keep ${what} under ${max + 1} characters.`)
    .refine(
      isStorableText,
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
