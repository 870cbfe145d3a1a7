import { FALLBACK_LANGUAGE } from '@tenfour/db';
import { formatMessage, MESSAGES, type MessageKey, type MessageParams } from '@tenfour/db/browser';
import type { BotLanguage } from './locale';

/**
 * Text from the server's catalogue (db/src/messages) in the interaction's language: the
 * economy commands say what the shop's web routes say, from the same entries.
 */
export function serverSay(deps: { language?: BotLanguage | undefined }) {
  const language = deps.language ?? FALLBACK_LANGUAGE;
  return (key: MessageKey, params: MessageParams = {}) =>
    formatMessage(MESSAGES[language][key], params);
}

/**
 * A zod check's message by its server key (`.uuid(serverSaid('economy.bot.chooseItem'))`):
 * English is the entry, and parseOptions says it in the member's language from the key.
 */
export function serverSaid(key: MessageKey, params: MessageParams = {}) {
  return {
    error: (issue: object) => {
      Object.assign(issue, { messageKey: key, messageParams: params });
      return formatMessage(MESSAGES[FALLBACK_LANGUAGE][key], params);
    },
  };
}
