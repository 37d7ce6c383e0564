import type { Locale } from './locale.ts';

/*
 * Digits, both ways, in one place: what the site writes (ASCII digits in the page's script) and what it reads (any
 * script a visitor types in, as ASCII). Written by hand, not asked of Intl: the tables are fixed, and the first Intl
 * object of a page costs its locale data.
 */

const PERSIAN_DIGITS = '۰۱۲۳۴۵۶۷۸۹';

/** Persian (U+06F0…) and Arabic-Indic (U+0660…) digits. */
const NON_LATIN_DIGIT = /[\u06F0-\u06F9\u0660-\u0669]/g;

/** Each ASCII digit of a text in the page's script, with no grouping: "0912…" → "۰۹۱۲…" in Persian; English as is. */
export const localDigits = (text: string, locale: Locale): string => (locale === 'en' ? text : text.replace(/\d/g, (d) => PERSIAN_DIGITS[Number(d)]!));

/** Persian ۰–۹ and Arabic ٠–٩ as ASCII 0–9 ("۱۲۰۰" → "1200"); everything else is left as it is. */
export function asciiDigits(text: string): string {
  // Both blocks put digit n at code point …0 + n, so the low nibble is the digit.
  return text.replace(NON_LATIN_DIGIT, (d) => String.fromCharCode(48 + (d.charCodeAt(0) & 0xf)));
}

/** The Persian digits as a range for a regular expression's character class (`[${PERSIAN_DIGIT_RANGE}]`). */
export const PERSIAN_DIGIT_RANGE = String.raw`\u06F0-\u06F9`;

/** One character that is a digit of any script a visitor types in (ASCII, Persian, Arabic-Indic). */
export const isTypedDigit = (ch: string | undefined): boolean => !!ch && /^[0-9\u06F0-\u06F9\u0660-\u0669]$/.test(ch);

/** An input's `pattern` that takes digits typed in any of those scripts (a code, a count). */
export const TYPED_DIGITS_PATTERN = '[0-9\u06F0-\u06F9\u0660-\u0669]*';
