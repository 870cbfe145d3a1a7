import { FALLBACK_LANGUAGE, type Language } from '../auth/languages';
import { de } from './de';
import { en, type MessageKey, type MessageParamsOf, type MessagePlaceholder } from './en';
import { es } from './es';
import { formatMessage } from './format';

export { en, type MessageKey, type MessageParamsOf, type MessagePlaceholder } from './en';
export * from './format';
export * from './issue-keys';

/**
 * Every catalogue of server messages, by language: one for each shipped language
 * (auth/languages.ts), so adding a language is its catalogue file and its line here.
 */
export const MESSAGES: Record<Language, Readonly<Record<MessageKey, string>>> = { en, de, es };

/** A key's values as its caller passes them: required when its entry has placeholders. */
export type MessageArgs<K extends MessageKey> = [MessagePlaceholder<K>] extends [never]
  ? [params?: Record<string, never>]
  : [params: MessageParamsOf<K>];

/** A server message in English, rendered from the one English catalogue. */
export function englishMessage<K extends MessageKey>(key: K, ...[params]: MessageArgs<K>): string {
  return formatMessage(MESSAGES[FALLBACK_LANGUAGE][key], params);
}
