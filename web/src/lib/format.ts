import { i18next } from './i18n';

/*
 * Dates, times and numbers are written the reader's way (the language they chose): "1,234.50"
 * in English, "1.234,50" in German. The money's symbol is the community's, wherever it goes.
 */

/** The community's currency symbol. */
const CURRENCY_SYMBOL = '$';

/** Intl's name for the language showing: plain English reads as the United States' English. */
function intlLocale(): string {
  const language = i18next.resolvedLanguage ?? i18next.language;
  return !language || language === 'en' || language.startsWith('en-') ? 'en-US' : language;
}

// Formatters are costly to build and a long table formats hundreds of values: one per language.
const cache = new Map<string, Intl.NumberFormat>();
function moneyFormat(): Intl.NumberFormat {
  const locale = intlLocale();
  let format = cache.get(locale);
  if (!format) {
    // The currency only places the symbol and the sign; the symbol itself is replaced below.
    format = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency: 'USD',
      currencyDisplay: 'narrowSymbol',
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    cache.set(locale, format);
  }
  return format;
}

/** Money is always shown with 2 decimals, as "$1,234.50" (English) or "1.234,50 $" (German). */
export function formatMoney(dollars: number): string {
  return moneyFormat()
    .formatToParts(dollars)
    .map((part) => (part.type === 'currency' ? CURRENCY_SYMBOL : part.value))
    .join('');
}

/** A number the reader's way ("1,234" or "1.234"). */
export function formatNumber(value: number): string {
  return value.toLocaleString(intlLocale());
}

const notAvailable = () => i18next.t('common.notAvailable');

/** A date-only value (YYYY-MM-DD...) shown as the member typed it, or N/A. */
export function formatDate(value: string | null | undefined): string {
  if (!value) return notAvailable();
  const d = new Date(value);
  return Number.isNaN(d.getTime())
    ? value
    : d.toLocaleDateString(intlLocale(), { timeZone: 'UTC' });
}

export function formatDateTime(value: string | Date | null | undefined): string {
  if (!value) return notAvailable();
  const d = new Date(value);
  return Number.isNaN(d.getTime()) ? String(value) : d.toLocaleString(intlLocale());
}

/** A time of day the reader's way ("2:05:00 PM" or "14:05:00"). */
export function formatTime(value: string | Date): string {
  return new Date(value).toLocaleTimeString(intlLocale());
}

/** Empty values show N/A. */
export function orNA(value: string | number | null | undefined): string {
  return value === null || value === undefined || value === '' ? notAvailable() : String(value);
}
