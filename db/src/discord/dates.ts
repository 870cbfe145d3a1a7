import { FALLBACK_LANGUAGE, type Language } from '../auth/languages';

/*
 * A calendar date the bot writes ('YYYY-MM-DD' stored), the reader's way: English as the bot
 * always has ("2026-11-27"), German "27.11.2026", Spanish "27/11/2026". A date is a day, not an
 * instant: it is read and written in UTC so no time zone moves it.
 */

const formats = new Map<Language, Intl.DateTimeFormat>();

export function discordDate(isoDate: string, language: Language = FALLBACK_LANGUAGE): string {
  const day = isoDate.slice(0, 10);
  if (language === FALLBACK_LANGUAGE) return day;
  const date = new Date(`${day}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return day;
  let format = formats.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(language, {
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      timeZone: 'UTC',
    });
    formats.set(language, format);
  }
  return format.format(date);
}
