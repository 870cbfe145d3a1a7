import { zValidator } from '@hono/zod-validator';
import type { ValidationTargets } from 'hono';
import { z } from 'zod';
import { isStorableText, unstorableTextPaths } from '@tenfour/db';
import {
  englishMessage,
  type MessageArgs,
  type MessageKey,
  type MessageParams,
} from '@tenfour/db/browser';
import { fieldLabel, invalidInput } from './errors';

/**
 * Every string anywhere in an input (a body field, an array element, a query parameter, a
 * path segment) must be storable, whatever the route's own schema says: the shared rule the
 * bot holds slash command options to as well. Its message names the field the way a person would.
 */
function unstorableIssues(value: unknown) {
  return unstorableTextPaths(value).map(({ path, key }) => ({
    path,
    message: key
      ? englishMessage('validation.unstorableKey')
      : `${fieldLabel(path)} contains characters that cannot be stored.`,
    messageKey: key ? ('validation.unstorableKey' as const) : ('validation.unstorable' as const),
  }));
}

/**
 * A schema's own message for a check, by key: what the field issue's `key` and `params` name
 * (docs/api.md, "Errors"). Its English is `message` when the schema words it for its field
 * ("First name is required."), else the catalogue's entry filled in. Use it as a check's error
 * (`.min(1, keyed(...))`, `.refine(fn, keyed(...))`); the API's error mapping reads the key off
 * the issue.
 */
export function keyed(key: MessageKey, params: MessageParams, message: string) {
  return {
    error: (issue: object) => {
      Object.assign(issue, { messageKey: key, messageParams: params });
      return message;
    },
  };
}

/** A custom issue a transform adds (`ctx.addIssue`), by key, in the catalogue's English. */
export function keyedIssue<K extends MessageKey>(
  path: PropertyKey[] | undefined,
  key: K,
  ...args: MessageArgs<K>
) {
  return {
    code: 'custom' as const,
    ...(path ? { path } : {}),
    message: englishMessage(key, ...args),
    messageKey: key,
    messageParams: args[0] ?? {},
  };
}

/** `keyed` with the catalogue's English: the message is the key's entry filled in. */
export function catalogued<K extends MessageKey>(key: K, ...args: MessageArgs<K>) {
  return keyed(key, args[0] ?? {}, englishMessage(key, ...args));
}

/**
 * The one way a route validates input: zod at the edge, failures thrown as the one 400
 * error shape with field issues.
 */
export const validate = <T extends z.ZodType, Target extends keyof ValidationTargets>(
  target: Target,
  schema: T,
) =>
  // The schema's own messages come first; unstorable text in a field it did not flag is
  // added (a failed parse gives the raw input, a successful one what would be stored).
  zValidator(target, schema, (result) => {
    const unstorable = unstorableIssues(result.data);
    if (result.success && !unstorable.length) return;
    const flagged = result.success ? [] : result.error.issues;
    const seen = new Set(flagged.map((i) => i.path.join('.')));
    throw invalidInput(
      { issues: [...flagged, ...unstorable.filter((i) => !seen.has(i.path.join('.')))] },
      result.data,
    );
  });

const storableText = (what: string, max: number) =>
  z
    .string({ message: `Enter ${what}.` })
    .trim()
    .max(max, keyed('validation.tooLong', { max }, `Keep ${what} under ${max + 1} characters.`))
    .refine(
      isStorableText,
      keyed(
        'validation.unstorable',
        {},
        `${what.charAt(0).toUpperCase()}${what.slice(1)} contains characters that cannot be stored.`,
      ),
    );

/** Text a person typed (a reason): trimmed, required, at most `max` characters, storable. */
export const typedText = (what: string, max: number) =>
  storableText(what, max).min(1, keyed('validation.required', {}, `Enter ${what}.`));

/** As typedText, but optional: blank or missing becomes null. */
export const optionalTypedText = (what: string, max: number) =>
  storableText(what, max)
    .nullish()
    .transform((s) => s || null);

/**
 * A number in a JSON body: a JSON number and nothing else. Coercion would read "0x10" as 16,
 * true as 1 and [] as 0, so a client's mistake would be stored as a jail time or a pulse.
 */
export const jsonNumber = (message: string) => z.number({ message });

/**
 * A whole number in a query string or a path, which are text by nature: digits only. Number()
 * would also take "0x10", "1e3", " 7", and "" as 0.
 */
export const digitsNumber = (message: string) =>
  z
    .string({ message })
    .regex(/^\d{1,15}$/, message)
    .transform(Number);
