import { de } from './de';
import { en, type MessageKey } from './en';
import { es } from './es';

export { en, type MessageKey } from './en';
export * from './format';

/** The languages the server's messages are written in. */
export const MESSAGE_LOCALES = ['en', 'de', 'es'] as const;
export type MessageLocale = (typeof MESSAGE_LOCALES)[number];

/** Every catalogue of server messages, by language. */
export const MESSAGES: Record<MessageLocale, Readonly<Record<MessageKey, string>>> = { en, de, es };
