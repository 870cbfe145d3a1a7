import { i18next } from './i18n';
import { formatMoneyIn, intlLocaleOf } from './money-format';

/*
 * Dates, times and numbers are written the reader's way (the language they chose): "1,234.50"
 * in English, "1.234,50" in German. The money's symbol is the community's, wherever it goes.
 */

/** Intl's name for the language showing. */
function intlLocale(): string {
  return intlLocaleOf(i18next.resolvedLanguage ?? i18next.language);
}

/** Money is always shown with 2 decimals, as "$1,234.50" (English) or "1.234,50 $" (German). */
export function formatMoney(dollars: number): string {
  return formatMoneyIn(dollars, i18next.resolvedLanguage ?? i18next.language);
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
