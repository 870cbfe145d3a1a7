import type { Language } from '../../auth/languages';
import { formatMessage, type MessageParams } from '../../messages/format';
import { de } from './de';
import { en, type DiscordTextKey } from './en';
import { es } from './es';

export type { DiscordTextKey } from './en';

/** Everything the bot says on Discord, in every shipped language. */
export const DISCORD_TEXT: Record<Language, Readonly<Record<DiscordTextKey, string>>> = {
  en,
  de,
  es,
};

/** A Discord text in a language, its `{name}` placeholders filled. */
export function discordText(
  language: Language,
  key: DiscordTextKey,
  params: MessageParams = {},
): string {
  return formatMessage(DISCORD_TEXT[language][key], params);
}

/** A translator bound to one language: `t('bank.cash')`. */
export type DiscordT = (key: DiscordTextKey, params?: MessageParams) => string;

export const discordTextIn =
  (language: Language): DiscordT =>
  (key, params) =>
    discordText(language, key, params);
