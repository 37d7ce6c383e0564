/*
 * Date patterns in moment's tokens (YYYY MM DD HH mm ss, MMMM for the month's name), read in either calendar; a `j`
 * prefix (jYYYY-jMM-jDD) reads a token in the Jalali calendar whatever the pattern's calendar, as moment-jalaali does.
 * Text in [brackets] is copied as is. Digits and names come from Intl, never from tables of our own.
 */
import { LOCALE_TAG, type Locale } from '../../shared/locale.ts';
import { asciiDigits } from '../../shared/digits.ts';
import { dateOf, isValidParts, partsOf, type CalendarKind } from './calendar.ts';

const TOKEN = /\[[^\]]*\]|j?(?:YYYY|YY|MMMM|MM|M|DD|D)|HH|H|mm|m|ss|s/g;

export interface PatternOptions {
  /** The calendar of tokens without a `j`: Gregorian unless said. */
  calendar?: CalendarKind;
  /** Digits and month names in this language; Latin digits when missing (what a form posts). */
  locale?: Locale;
  /** For parsing: the day that fields missing from the pattern are taken from (a time-only pattern needs one). */
  base?: Date;
}

const cache = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();
function cached<T extends Intl.NumberFormat | Intl.DateTimeFormat>(key: string, make: () => T): T {
  let f = cache.get(key) as T | undefined;
  if (!f) cache.set(key, (f = make()));
  return f;
}

/** `n` with at least `width` digits, in the language's digits. */
export function formatDigits(n: number, width: number, locale?: Locale): string {
  if (!locale) return String(n).padStart(width, '0');
  return cached(`n:${locale}:${width}`, () => new Intl.NumberFormat(LOCALE_TAG[locale], { useGrouping: false, minimumIntegerDigits: width })).format(n);
}

/** The intl tag for a language read in a calendar ("fa-IR-u-ca-persian"). */
export const intlTag = (locale: Locale, calendar: CalendarKind) => `${LOCALE_TAG[locale]}-u-ca-${calendar === 'jalali' ? 'persian' : 'gregory'}`;

/** The name of month 1–12 of `calendar` in `locale` ("مرداد", "August"). */
export function monthName(month: number, calendar: CalendarKind, locale: Locale): string {
  const f = cached(`m:${locale}:${calendar}`, () => new Intl.DateTimeFormat(intlTag(locale, calendar), { month: 'long' }));
  // Mid-month (the 15th) is in the same month in both calendars' eyes whatever the time zone.
  return f.format(dateOf({ year: calendar === 'jalali' ? 1403 : 2024, month, day: 15 }, calendar, 12));
}

/** A weekday's name (0 = Sunday), e.g. narrow "ش" or long "شنبه". */
export function weekdayName(weekday: number, locale: Locale, width: 'narrow' | 'short' | 'long'): string {
  const f = cached(`w:${locale}:${width}`, () => new Intl.DateTimeFormat(LOCALE_TAG[locale], { weekday: width }));
  return f.format(new Date(2024, 0, 7 + weekday, 12)); // 7 January 2024 was a Sunday
}

/** `date` written in `pattern`. */
export function formatPattern(date: Date, pattern: string, { calendar = 'gregorian', locale }: PatternOptions = {}): string {
  const parts = { jalali: partsOf(date, 'jalali'), gregorian: partsOf(date, 'gregorian') };
  return pattern.replace(TOKEN, (token) => {
    if (token.startsWith('[')) return token.slice(1, -1);
    const cal: CalendarKind = token.startsWith('j') ? 'jalali' : calendar;
    const t = token.replace(/^j/, '');
    const p = parts[cal];
    switch (t) {
      case 'YYYY':
        return formatDigits(p.year, 4, locale);
      case 'YY':
        return formatDigits(p.year % 100, 2, locale);
      case 'MMMM':
        return monthName(p.month, cal, locale ?? 'en');
      case 'MM':
        return formatDigits(p.month, 2, locale);
      case 'M':
        return formatDigits(p.month, 1, locale);
      case 'DD':
        return formatDigits(p.day, 2, locale);
      case 'D':
        return formatDigits(p.day, 1, locale);
      case 'HH':
        return formatDigits(date.getHours(), 2, locale);
      case 'H':
        return formatDigits(date.getHours(), 1, locale);
      case 'mm':
        return formatDigits(date.getMinutes(), 2, locale);
      case 'm':
        return formatDigits(date.getMinutes(), 1, locale);
      case 'ss':
        return formatDigits(date.getSeconds(), 2, locale);
      default:
        return formatDigits(date.getSeconds(), 1, locale);
    }
  });
}

const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Reads `text` written in `pattern` (numeric tokens only; Persian and Arabic digits accepted). Null when it does not
 * match or names a day that does not exist. Fields missing from the pattern come from `base` (the day) or are zero
 * (the time); without a year and without a base there is no answer.
 */
export function parsePattern(text: string, pattern: string, { calendar = 'gregorian', base }: PatternOptions = {}): Date | null {
  const fields: string[] = [];
  let source = '';
  let last = 0;
  for (const m of pattern.matchAll(TOKEN)) {
    source += escapeRe(pattern.slice(last, m.index));
    last = m.index + m[0].length;
    if (m[0].startsWith('[')) source += escapeRe(m[0].slice(1, -1));
    else if (m[0].endsWith('MMMM')) return null;
    else {
      fields.push(m[0]);
      source += m[0].replace(/^j/, '').length >= 4 ? '(\\d{4})' : '(\\d{1,2})';
    }
  }
  source += escapeRe(pattern.slice(last));
  const match = new RegExp(`^${source}$`).exec(asciiDigits(text.trim()));
  if (!match) return null;

  let cal = calendar;
  const v: Record<'year' | 'month' | 'day', number | undefined> & Record<'hours' | 'minutes' | 'seconds', number> = {
    year: undefined,
    month: undefined,
    day: undefined,
    hours: 0,
    minutes: 0,
    seconds: 0,
  };
  fields.forEach((field, i) => {
    const n = Number(match[i + 1]);
    if (field.startsWith('j')) cal = 'jalali';
    const t = field.replace(/^j/, '');
    if (t === 'YYYY') v.year = n;
    else if (t === 'YY') v.year = n + (cal === 'jalali' ? 1400 : 2000);
    else if (t[0] === 'M') v.month = n;
    else if (t[0] === 'D') v.day = n;
    else if (t[0] === 'H') v.hours = n;
    else if (t[0] === 'm') v.minutes = n;
    else v.seconds = n;
  });
  // Fields coarser than the finest one given come from the base day ("MM" keeps the base's year); finer ones start at 1.
  const from = base ? partsOf(base, cal) : undefined;
  const finest = v.day !== undefined ? 3 : v.month !== undefined ? 2 : v.year !== undefined ? 1 : 0;
  const parts = {
    year: v.year ?? from?.year ?? NaN,
    month: v.month ?? (finest === 3 || finest === 0 ? from?.month : undefined) ?? 1,
    day: v.day ?? (finest === 0 ? from?.day : undefined) ?? 1,
  };
  if (!isValidParts(parts, cal) || v.hours > 23 || v.minutes > 59 || v.seconds > 59) return null;
  return dateOf(parts, cal, v.hours, v.minutes, v.seconds);
}

/** The text of a choice in the input: one date, "start to end", or a list ("۱۴۰۳/۰۵/۱۳، ۱۴۰۳/۰۵/۲۰"). */
export function describeChoice(
  choice: Date[],
  mode: 'single' | 'range' | 'multiple',
  format: string,
  calendar: CalendarKind,
  locale: Locale,
  rangeText: (start: string, end: string) => string,
): string {
  const texts = choice.map((d) => formatPattern(d, format, { calendar, locale }));
  if (mode === 'range' && texts.length === 2) return rangeText(texts[0], texts[1]);
  return new Intl.ListFormat(LOCALE_TAG[locale], { style: 'narrow', type: 'conjunction' }).format(texts);
}
