/**
 * The languages the site ships complete, in the order the language menu lists them, each by
 * its own name (a reader looks for their language written their way). Adding a language is
 * its catalogue in web/src/locales/ and one line here (docs/languages.md); the server checks
 * a member's choice and the community default against this same list.
 */
export const LANGUAGES = {
  en: 'English',
  de: 'Deutsch',
  es: 'Español',
} as const;

export type Language = keyof typeof LANGUAGES;

export const LANGUAGE_CODES = Object.keys(LANGUAGES) as [Language, ...Language[]];

/** The language of a community that has not chosen one, and of every string's source. */
export const FALLBACK_LANGUAGE: Language = 'en';

export const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && Object.hasOwn(LANGUAGES, value);
