/*
 * Money written a language's way, with the community's currency symbol wherever it goes:
 * "$1,234.50" in English, "1.234,50 $" in German. Nothing here reads the page's language, so
 * modules that are handed a language (the server's messages) use it as well.
 */

/** The community's currency symbol. */
const CURRENCY_SYMBOL = '$';

/** Intl's name for a language: plain English reads as the United States' English. */
export function intlLocaleOf(language: string | undefined): string {
  return !language || language === 'en' || language.startsWith('en-') ? 'en-US' : language;
}

// Formatters are costly to build and a long table formats hundreds of values: one per language.
const cache = new Map<string, Intl.NumberFormat>();
function moneyFormat(locale: string): Intl.NumberFormat {
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

/** An amount in dollars, always with 2 decimals, as `language` writes money. */
export function formatMoneyIn(dollars: number, language: string | undefined): string {
  return moneyFormat(intlLocaleOf(language))
    .formatToParts(dollars)
    .map((part) => (part.type === 'currency' ? CURRENCY_SYMBOL : part.value))
    .join('');
}
