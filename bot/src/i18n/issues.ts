import { FALLBACK_LANGUAGE } from '@tenfour/db';
import { formatMessage, MESSAGES, type MessageKey, type MessageParams } from '@tenfour/db/browser';
import { discordText, type DiscordTextKey } from '@tenfour/db/discord';
import { COMMAND_TEXT } from './command-text';
import type { BotLanguage } from './locale';

/*
 * A schema's refusal read by its key, never by its English text: the bot's own schemas key
 * their messages in the Discord catalogue (`said`), a shared schema's message carries a server
 * key (`messageKey`, as the API's `keyed` helpers set it) or is keyed by what zod found wrong,
 * exactly as the API keys the field issues it returns. English is the schema's own message.
 */

/** What parseOptions reads of a zod issue. */
export interface IssueLike {
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
  input?: unknown;
  /** A server key and its values (api/src/validate.ts `keyed`, `catalogued`, `keyedIssue`). */
  messageKey?: MessageKey;
  messageParams?: MessageParams;
  /** A bot text key and its values (`said`). */
  discordKey?: DiscordTextKey;
  discordParams?: MessageParams;
}

/**
 * A check's message by its bot text key (`.min(1, said('lookup.enterQuery'))`): the issue
 * carries the key, its English is the message, and the refusal is said in the member's language.
 */
export function said(key: DiscordTextKey, params: MessageParams = {}) {
  return {
    error: (issue: object) => {
      Object.assign(issue, { discordKey: key, discordParams: params });
      return discordText(FALLBACK_LANGUAGE, key, params);
    },
  };
}

const num = (v: unknown): number | string => (typeof v === 'bigint' ? String(v) : Number(v));

/** The server key of a shared schema's issue, as the API's error mapping gives it. */
export function serverIssueKey(issue: IssueLike): { key: MessageKey; params: MessageParams } {
  if (issue.messageKey) return { key: issue.messageKey, params: issue.messageParams ?? {} };
  const many = issue.origin === 'array' || issue.origin === 'set';
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined
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

/** Which command's options a schema checks, to name the option a refusal is about. */
export interface OptionNames {
  command: string;
  /** A schema field read from an option of another name (`civilianId` from `civilian`). */
  options?: Record<string, string>;
}

/** The option an issue is about, as the member's client names it ("einsatzort"). */
function optionName(issue: IssueLike, language: BotLanguage, names: OptionNames | undefined) {
  const field = issue.path.find((p): p is string => typeof p === 'string');
  if (!names || !field || language === 'en') return undefined;
  const option = names.options?.[field] ?? field;
  return COMMAND_TEXT[`${names.command} ${option}`]?.[language].name;
}

/**
 * An issue's refusal in the member's language. A shared schema's generic key ("Enter a
 * value.") is preceded by the option it is about; English is the schema's own message.
 */
export function issueText(
  issue: IssueLike,
  language: BotLanguage | undefined,
  names?: OptionNames,
): string {
  if (!language || language === FALLBACK_LANGUAGE) return issue.message;
  if (issue.discordKey) return discordText(language, issue.discordKey, issue.discordParams);
  const { key, params } = serverIssueKey(issue);
  const text = formatMessage(MESSAGES[language][key], params);
  const option = optionName(issue, language, names);
  return option ? `${option}: ${text}` : text;
}
