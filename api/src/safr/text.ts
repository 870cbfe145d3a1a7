import { z } from 'zod';
import { isStorableText } from '@tenfour/db';
import { keyed } from '../validate';

// Every free-text field of the fire/rescue routes goes through these two builders, so the
// rule for what text is acceptable lives in one place.
//
// The rule for storable text is shared by every route (see db/src/infra/text.ts).
export { isStorableText };

const storable = (what: string) =>
  [
    isStorableText,
    keyed(
      'validation.unstorable',
      {},
      `${capitalise(what)} contains characters that cannot be stored.`,
    ),
  ] as const;

function capitalise(what: string) {
  const bare = what.replace(/^(a|an|the) /, '');
  return bare.charAt(0).toUpperCase() + bare.slice(1);
}

/** Required text: trimmed, bounded, storable. `what` reads "a location", "the reason". */
export const requiredText = (what: string, max: number, message = `Enter ${what}.`) =>
  z
    .string({ message })
    .trim()
    .min(1, { ...keyed('validation.required', {}, message), abort: true })
    .max(max, keyed('validation.tooLong', { max }, `Keep ${what} under ${max + 1} characters.`))
    .refine(...storable(what));

/** Optional text: trimmed, bounded, storable; blank (or absent) becomes null. */
export const optionalText = (what: string, max: number) =>
  z
    .string({ message: `${capitalise(what)} must be text.` })
    .trim()
    .max(max, keyed('validation.tooLong', { max }, `Keep ${what} under ${max + 1} characters.`))
    .refine(...storable(what))
    .nullish()
    .transform((v) => v || null);
