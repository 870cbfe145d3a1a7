import { FALLBACK_LANGUAGE, type DomainError } from '@tenfour/db';
import { formatMessage, MESSAGES } from '@tenfour/db/browser';
import {
  DISCORD_TEXT,
  discordText,
  discordTextIn,
  type DiscordT,
  type DiscordTextKey,
} from '@tenfour/db/discord';
import type { BotLanguage } from './locale';

/**
 * What the bot says to a member, by language: the one Discord catalogue
 * (db/src/discord/text), shared with the DMs and channel posts the server renders.
 */
export const REPLIES = DISCORD_TEXT;
export type ReplyKey = DiscordTextKey;
export type { DiscordT } from '@tenfour/db/discord';

/** A reply's text in a language, its placeholders filled. */
export function reply(
  language: BotLanguage,
  key: ReplyKey,
  params: Record<string, string | number> = {},
): string {
  return discordText(language, key, params);
}

/** The translator for an interaction's language (English when none was resolved). */
export function say(deps: { language?: BotLanguage | undefined }): DiscordT {
  return discordTextIn(deps.language ?? FALLBACK_LANGUAGE);
}

/**
 * A domain rule's refusal in the member's language: its catalogue key when it carries one,
 * else its English message. English is the message itself, exactly as the server wrote it.
 */
export function domainMessage(err: DomainError, language: BotLanguage | undefined): string {
  if (!language || language === FALLBACK_LANGUAGE || !err.key) return err.message;
  const template = MESSAGES[language][err.key];
  return template === undefined ? err.message : formatMessage(template, err.params);
}
