import { FALLBACK_LANGUAGE } from '@tenfour/db';
import {
  formatMessage,
  MESSAGES,
  validationIssueKey,
  type MessageKey,
  type MessageParams,
  type ValidationIssue,
} from '@tenfour/db/browser';
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
export interface IssueLike extends ValidationIssue {
  input?: unknown;
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

/** The server key of a shared schema's issue, as the API's error mapping gives it. */
export function serverIssueKey(issue: IssueLike): { key: MessageKey; params: MessageParams } {
  return validationIssueKey(issue, issue.input === undefined);
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
