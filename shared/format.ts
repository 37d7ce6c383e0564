import { LOCALE_TAG, type Locale } from './locale.ts';

/** Persian pages use Persian digits and separators, English pages Latin ones; Intl does the work (no digit tables). */
export const formatNumber = (value: number, locale: Locale) => new Intl.NumberFormat(LOCALE_TAG[locale]).format(value);

/** Money is stored in Rials; visitors read Toman (one Toman is ten Rials). */
export const rialToToman = (rial: number) => Math.round(rial / 10);

/** A date in the Jalali calendar for Persian, Gregorian for English. */
export function formatDate(iso: string, locale: Locale): string {
  const tag = locale === 'fa' ? 'fa-IR-u-ca-persian' : 'en-US';
  return new Intl.DateTimeFormat(tag, { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'Asia/Tehran' }).format(new Date(iso));
}
