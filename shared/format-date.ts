import { toJalaali } from 'jalaali-js';
import type { Locale } from './locale.ts';
import { localDigits } from './digits.ts';
import { FIXED_OFFSET_SINCE, TEHRAN_OFFSET_MS } from './tehran-day.ts';

/*
 * Dates and hours as Tehran shows them. A module apart from shared/format.ts (numbers), which every page loads: a
 * product page shows no date, so it does not download the Jalali calendar (jalaali-js) for nothing.
 */

const dateFormats = new Map<Locale, Intl.DateTimeFormat>();

const PERSIAN_MONTHS = ['فروردین', 'اردیبهشت', 'خرداد', 'تیر', 'مرداد', 'شهریور', 'مهر', 'آبان', 'آذر', 'دی', 'بهمن', 'اسفند'];
const ENGLISH_MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/**
 * A date in the Jalali calendar for Persian, Gregorian for English, as the calendar in Tehran shows it. Written here
 * as Intl writes it (a unit test compares every day for years): the first Intl date format of a page loads the
 * calendar's data, ~25 ms inside a render slice on a slow phone, and the server's and the browser's Intl could even
 * disagree on a Jalali leap year. Instants from the years of daylight saving time are Intl's.
 */
export function formatDate(iso: string, locale: Locale): string {
  const time = Date.parse(iso);
  if (!(time >= FIXED_OFFSET_SINCE)) return intlDate(iso, locale);
  const tehran = new Date(time + TEHRAN_OFFSET_MS); // its UTC fields are Tehran's calendar day
  const [year, month, day] = [tehran.getUTCFullYear(), tehran.getUTCMonth() + 1, tehran.getUTCDate()];
  if (locale === 'en') return `${ENGLISH_MONTHS[month - 1]} ${day}, ${year}`;
  const { jy, jm, jd } = toJalaali(year, month, day);
  return `${localDigits(String(jd), locale)} ${PERSIAN_MONTHS[jm - 1]} ${localDigits(String(jy), locale)}`;
}

/**
 * The hour and minute in Tehran ("14:05", "۱۴:۰۵"): when an unpaid order lapses is a matter of minutes. Written by hand
 * for the same reason as formatDate; instants from the years of daylight saving time are Intl's.
 */
export function formatTime(iso: string, locale: Locale): string {
  const time = Date.parse(iso);
  if (!(time >= FIXED_OFFSET_SINCE)) {
    return new Intl.DateTimeFormat(locale === 'fa' ? 'fa-IR' : 'en-GB', {
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
      timeZone: 'Asia/Tehran',
    }).format(new Date(iso));
  }
  const tehran = new Date(time + TEHRAN_OFFSET_MS);
  const two = (n: number) => String(n).padStart(2, '0');
  return localDigits(`${two(tehran.getUTCHours())}:${two(tehran.getUTCMinutes())}`, locale);
}

/**
 * An instant as a spreadsheet sorts it, in Tehran's time, Latin digits, zero-padded, largest unit first:
 * `1405/01/12 14:30` (Jalali) in Persian, `2026-04-01 14:30` in English. Instants from the years of daylight saving
 * time are Intl's.
 */
export function sortableStamp(iso: string, locale: Locale): string {
  const time = Date.parse(iso);
  const two = (n: number | string) => String(n).padStart(2, '0');
  let parts: { year: number | string; month: number | string; day: number | string; hour: number | string; minute: number | string };
  if (time >= FIXED_OFFSET_SINCE) {
    const tehran = new Date(time + TEHRAN_OFFSET_MS);
    const [year, month, day] = [tehran.getUTCFullYear(), tehran.getUTCMonth() + 1, tehran.getUTCDate()];
    const { jy, jm, jd } = locale === 'fa' ? toJalaali(year, month, day) : { jy: year, jm: month, jd: day };
    parts = { year: jy, month: jm, day: jd, hour: tehran.getUTCHours(), minute: tehran.getUTCMinutes() };
  } else {
    const format = new Intl.DateTimeFormat(locale === 'fa' ? 'en-US-u-ca-persian-nu-latn' : 'en-US-u-nu-latn', {
      timeZone: 'Asia/Tehran',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    const found = Object.fromEntries(format.formatToParts(new Date(iso)).map((p) => [p.type, p.value]));
    parts = { year: found.year!, month: found.month!, day: found.day!, hour: found.hour!, minute: found.minute! };
  }
  const dash = locale === 'fa' ? '/' : '-';
  return `${parts.year}${dash}${two(parts.month)}${dash}${two(parts.day)} ${two(parts.hour)}:${two(parts.minute)}`;
}

function intlDate(iso: string, locale: Locale): string {
  let format = dateFormats.get(locale);
  if (!format) {
    const tag = locale === 'fa' ? 'fa-IR-u-ca-persian' : 'en-US';
    format = new Intl.DateTimeFormat(tag, { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'Asia/Tehran' });
    dateFormats.set(locale, format);
  }
  return format.format(new Date(iso));
}
