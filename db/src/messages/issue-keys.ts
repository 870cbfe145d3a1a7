import type { MessageKey } from './en';
import type { MessageParams } from './format';

/** What keying a validation issue reads of a zod issue (or of one built like it). */
export interface ValidationIssue {
  path: readonly PropertyKey[];
  message: string;
  code?: string;
  origin?: string;
  minimum?: unknown;
  maximum?: unknown;
  values?: readonly unknown[];
  format?: string;
  divisor?: unknown;
  keys?: readonly string[];
  /** The key and values of a schema's own message (`keyed` in api/src/validate.ts). */
  messageKey?: MessageKey;
  messageParams?: MessageParams;
}

const num = (v: unknown): number | string => (typeof v === 'bigint' ? String(v) : Number(v));

/**
 * A validation issue's server message key and values: the schema's own key when it has one,
 * else by what zod found wrong. `missing` tells a field left out from one of the wrong type
 * (each caller knows it its own way). The API's field issues and the bot's refusals both key
 * their issues here, so a shared schema is said the same everywhere.
 */
export function validationIssueKey(
  issue: ValidationIssue,
  missing: boolean,
): { key: MessageKey; params: MessageParams } {
  if (issue.messageKey) return { key: issue.messageKey, params: issue.messageParams ?? {} };
  const many = issue.origin === 'array' || issue.origin === 'set';
  switch (issue.code) {
    case 'invalid_type':
      return missing
        ? { key: 'validation.required', params: {} }
        : { key: 'validation.invalidType', params: {} };
    case 'too_small':
      if (issue.origin === 'string') {
        return Number(issue.minimum) <= 1
          ? { key: 'validation.required', params: {} }
          : { key: 'validation.tooShort', params: { min: num(issue.minimum) } };
      }
      return {
        key: many ? 'validation.tooFew' : 'validation.tooSmall',
        params: { min: num(issue.minimum) },
      };
    case 'too_big':
      if (issue.origin === 'string') {
        return { key: 'validation.tooLong', params: { max: num(issue.maximum) } };
      }
      return {
        key: many ? 'validation.tooMany' : 'validation.tooBig',
        params: { max: num(issue.maximum) },
      };
    case 'invalid_value':
      return {
        key: 'validation.oneOf',
        params: { options: (issue.values ?? []).map(String).join(', ') },
      };
    case 'invalid_format':
      return { key: 'validation.invalidFormat', params: { format: issue.format ?? 'text' } };
    case 'not_multiple_of':
      return { key: 'validation.notMultiple', params: { divisor: num(issue.divisor) } };
    case 'unrecognized_keys':
      return { key: 'validation.unknownField', params: { keys: (issue.keys ?? []).join(', ') } };
    default:
      return { key: 'validation.invalid', params: {} };
  }
}
