import { z } from 'zod';

// Every free-text field of the fire/rescue routes goes through these two builders, so the
// rule for what text is acceptable lives in one place.
//
// PostgreSQL cannot store NUL in text (the insert fails), and a lone UTF-16 surrogate is not
// Unicode at all (it would be stored as a replacement character). Both are refused at the
// edge as a 400 naming the field, never left to fail in the database as a 500.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
// eslint-disable-next-line no-control-regex -- NUL is exactly what this looks for
const NUL = /\u0000/;

export const isStorableText = (s: string) => !NUL.test(s) && !LONE_SURROGATE.test(s);

const storable = (what: string) =>
  [isStorableText, `${capitalise(what)} contains characters that cannot be stored.`] as const;

function capitalise(what: string) {
  const bare = what.replace(/^(a|an|the) /, '');
  return bare.charAt(0).toUpperCase() + bare.slice(1);
}

/** Required text: trimmed, bounded, storable. `what` reads "a location", "the reason". */
export const requiredText = (what: string, max: number, message = `Enter ${what}.`) =>
  z
    .string({ message })
    .trim()
    .min(1, { message, abort: true })
    .max(max, `Keep ${what} under ${max + 1} characters.`)
    .refine(...storable(what));

/** Optional text: trimmed, bounded, storable; blank (or absent) becomes null. */
export const optionalText = (what: string, max: number) =>
  z
    .string({ message: `${capitalise(what)} must be text.` })
    .trim()
    .max(max, `Keep ${what} under ${max + 1} characters.`)
    .refine(...storable(what))
    .nullish()
    .transform((v) => v || null);
