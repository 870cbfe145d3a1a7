import { FALLBACK_LANGUAGE, isLanguage, type Language } from '@tenfour/db';

/** The bot speaks the languages the site ships (db/src/auth/languages.ts), no list of its own. */
export type BotLanguage = Language;

const isShipped = (language: string | null | undefined): language is BotLanguage =>
  isLanguage(language);

/** A Discord locale ("de", "es-ES", "es-419", "en-GB") as a shipped language, if it is one. */
export function languageOfDiscordLocale(
  locale: string | null | undefined,
): BotLanguage | undefined {
  const language = locale?.split('-')[0]?.toLowerCase();
  return isShipped(language) ? language : undefined;
}

/**
 * The language of a reply, DM or button: the member's Discord locale (sent with every
 * interaction) when it is shipped, else the language they chose on the site, else the
 * community's default, else English. Channel posts use the community's default alone.
 */
export function resolveLocale(
  interactionLocale: string | null | undefined,
  siteChoice?: string | null,
  communityDefault?: string | null,
): BotLanguage {
  return (
    languageOfDiscordLocale(interactionLocale) ??
    (isShipped(siteChoice) ? siteChoice : undefined) ??
    (isShipped(communityDefault) ? communityDefault : undefined) ??
    FALLBACK_LANGUAGE
  );
}
