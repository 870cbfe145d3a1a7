import { FALLBACK_LANGUAGE, type Language } from '../auth/languages';
import { formatDollars } from '../bank/money';

/*
 * Money the bot writes, the reader's way, as the site writes it (web/src/lib/format.ts):
 * "$1,234.50" in English, "1.234,50 $" in German. The symbol is the community's wherever the
 * amount goes.
 */

/** The community's currency symbol (the site's, too). */
const CURRENCY_SYMBOL = '$';

// One formatter per language: a /bank reply formats dozens of amounts.
const formats = new Map<Language, Intl.NumberFormat>();
function moneyFormat(language: Language): Intl.NumberFormat {
  let format = formats.get(language);
  if (!format) {
    // The currency only places the symbol and the sign; the symbol itself is replaced below.
    format = new Intl.NumberFormat(language, {
      style: 'currency',
      currency: 'USD',
      currencyDisplay: 'narrowSymbol',
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    formats.set(language, format);
  }
  return format;
}

/** An amount in cents as the reader writes money; English exactly as the bot always has. */
export function discordMoney(cents: number, language: Language = FALLBACK_LANGUAGE): string {
  if (language === FALLBACK_LANGUAGE) return formatDollars(cents);
  return moneyFormat(language)
    .formatToParts(cents / 100)
    .map((part) => (part.type === 'currency' ? CURRENCY_SYMBOL : part.value))
    .join('');
}
