import { toGregorian, toJalaali } from 'jalaali-js';

/*
 * Days as the shop means them: Tehran's calendar days (a discount's validity, a cheque's due date, "today" on the
 * dashboard and in a form), written YYYY-MM-DD and stored as UTC instants. The one place that knows Tehran's offset.
 */

/** Tehran has kept UTC+03:30 all year since its last daylight saving time ended (2022-09-21, 24:00 local). */
export const TEHRAN_OFFSET_MS = 3.5 * 3600_000;
/** The first instant of that fixed offset: earlier instants are Intl's, which knows the old summers. */
export const FIXED_OFFSET_SINCE = Date.parse('2022-09-21T19:30:00Z');

const DAY_MS = 24 * 3600_000;
const toMs = (instant: string | Date) => (typeof instant === 'string' ? Date.parse(instant) : instant.getTime());
const dayText = (ms: number) => new Date(ms).toISOString().slice(0, 10);
let intlDay: Intl.DateTimeFormat | undefined;

/** The first instant of a Tehran day (YYYY-MM-DD), as ISO UTC: 20:30 UTC the day before. */
export const tehranDayStart = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) - TEHRAN_OFFSET_MS).toISOString();

/** The first instant of the day after: the end of a day for a "before" bound. */
export const tehranNextDayStart = (day: string) => new Date(Date.parse(tehranDayStart(day)) + DAY_MS).toISOString();

/** The last instant (millisecond) of a Tehran day, as ISO UTC: "valid until" includes the whole day. */
export const tehranDayEnd = (day: string) => new Date(Date.parse(tehranNextDayStart(day)) - 1).toISOString();

/** An instant given as Tehran's day and time of day (HH:MM), as ISO UTC: when a post is scheduled. */
export const tehranInstant = (day: string, time: string) => {
  const [hours, minutes] = time.split(':').map(Number);
  return new Date(Date.parse(tehranDayStart(day)) + (hours * 60 + minutes) * 60_000).toISOString();
};

/** Tehran's time of day (HH:MM) at an instant, the other way of tehranInstant. */
export const tehranTimeOf = (instant: string | Date) => {
  const minutes = Math.floor((toMs(instant) - Date.parse(tehranDayStart(tehranDayOf(instant)))) / 60_000);
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
};

/** Noon of a Tehran day, as ISO UTC: an instant well inside the day, to show the day with formatDate. */
export const tehranNoon = (day: string) => new Date(Date.parse(tehranDayStart(day)) + DAY_MS / 2).toISOString();

/**
 * The Tehran day (YYYY-MM-DD) an instant falls on. By hand since the offset became fixed (no Intl data to load in
 * the browser); earlier instants are Intl's.
 */
export function tehranDayOf(instant: string | Date): string {
  const ms = toMs(instant);
  if (ms >= FIXED_OFFSET_SINCE) return dayText(ms + TEHRAN_OFFSET_MS);
  return (intlDay ??= new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Tehran' })).format(new Date(ms));
}

/** The calendar day `days` after (or before, when negative) a day. */
export const addDays = (day: string, days: number) => dayText(Date.parse(`${day}T12:00:00Z`) + days * DAY_MS);

/** The first day (YYYY-MM-DD) of the Jalali month a day is in: the operator's "this month". */
export function jalaliMonthFirstDay(day: string): string {
  const [gy, gm, gd] = day.split('-').map(Number);
  const { jy, jm } = toJalaali(gy, gm, gd);
  const first = toGregorian(jy, jm, 1);
  return `${first.gy}-${String(first.gm).padStart(2, '0')}-${String(first.gd).padStart(2, '0')}`;
}

/** The Jalali year of the Tehran day an instant falls on (an invoice number's year, which restarts its sequence). */
export function jalaliYearOf(instant: string | Date): number {
  const [gy, gm, gd] = tehranDayOf(instant).split('-').map(Number);
  return toJalaali(gy, gm, gd).jy;
}
