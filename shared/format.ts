import { LOCALE_TAG, type Locale } from './locale.ts';
import { localDigits } from './digits.ts';

/** The page's digits for a text: in shared/digits.ts, re-exported where numbers are formatted. */
export { localDigits };

/*
 * Intl formatters are costly to build and cheap to use, and a page formats dozens of numbers: one per language, made
 * on first use. Dates are in shared/format-date.ts: only the screens that show one load it (and jalaali-js).
 */
const numberFormats = new Map<Locale, Intl.NumberFormat>();

const GROUP_SEPARATOR: Record<Locale, string> = { fa: '٬', en: ',' };

/**
 * Persian pages use Persian digits and separators, English pages Latin ones. Whole numbers (prices, counts, pages:
 * nearly every call) are written here, as Intl writes them (a unit test compares the two): the first Intl formatter
 * of a page loads the language's data, 15–20 ms on a slow phone, inside the first render that shows a number.
 * Fractions and negative numbers are Intl's.
 */
export function formatNumber(value: number, locale: Locale): string {
  if (Number.isSafeInteger(value) && value >= 0) {
    return localDigits(String(value).replace(/\B(?=(\d{3})+$)/g, GROUP_SEPARATOR[locale]), locale);
  }
  let format = numberFormats.get(locale);
  if (!format) numberFormats.set(locale, (format = new Intl.NumberFormat(LOCALE_TAG[locale])));
  return format.format(value);
}
