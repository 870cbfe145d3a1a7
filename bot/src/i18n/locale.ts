/** The languages the bot speaks; English is also what it falls back to. */
export const BOT_LANGUAGES = ['en', 'de', 'es'] as const;
export type BotLanguage = (typeof BOT_LANGUAGES)[number];

const isShipped = (language: string | null | undefined): language is BotLanguage =>
  (BOT_LANGUAGES as readonly string[]).includes(language ?? '');

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
    'en'
  );
}
