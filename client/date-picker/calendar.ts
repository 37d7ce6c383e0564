/*
 * Calendar arithmetic for the date picker, in the Jalali and the Gregorian calendar: no React, no DOM.
 * A day is a local `Date` (the visitor's own clock); Jalali parts come from jalaali-js, so leap years follow its
 * algorithm (1399 and 1403 have an Esfand 30, 1400 does not).
 */
import { isLeapJalaaliYear, jalaaliMonthLength, toGregorian, toJalaali } from 'jalaali-js';
import type { Locale } from '../../shared/locale.ts';

export type CalendarKind = 'jalali' | 'gregorian';

/** A day named in one calendar: month 1–12 of that calendar. */
export interface DateParts {
  year: number;
  month: number;
  day: number;
}

/** 0 = Sunday … 6 = Saturday, as `Date#getDay` counts. */
export type Weekday = 0 | 1 | 2 | 3 | 4 | 5 | 6;

/** The calendar each language reads, and the day its weeks start on (spec §9: Saturday in Persian, Sunday in English). */
export const CALENDAR_OF: Record<Locale, CalendarKind> = { fa: 'jalali', en: 'gregorian' };
export const WEEK_START: Record<Locale, Weekday> = { fa: 6, en: 0 };

export function partsOf(date: Date, calendar: CalendarKind): DateParts {
  const year = date.getFullYear();
  const month = date.getMonth() + 1;
  const day = date.getDate();
  if (calendar === 'gregorian') return { year, month, day };
  const j = toJalaali(year, month, day);
  return { year: j.jy, month: j.jm, day: j.jd };
}

/** The local date of `parts` at the given time of day. */
export function dateOf(parts: DateParts, calendar: CalendarKind, hours = 0, minutes = 0, seconds = 0, ms = 0): Date {
  if (calendar === 'gregorian') return new Date(parts.year, parts.month - 1, parts.day, hours, minutes, seconds, ms);
  const g = toGregorian(parts.year, parts.month, parts.day);
  return new Date(g.gy, g.gm - 1, g.gd, hours, minutes, seconds, ms);
}

export function isLeapYear(year: number, calendar: CalendarKind): boolean {
  if (calendar === 'jalali') return isLeapJalaaliYear(year);
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

export function monthLength(year: number, month: number, calendar: CalendarKind): number {
  if (calendar === 'jalali') return jalaaliMonthLength(year, month);
  return new Date(year, month, 0).getDate();
}

/** Whether `parts` names a day that exists (Esfand 30 only in a leap year, no February 30). */
export function isValidParts({ year, month, day }: DateParts, calendar: CalendarKind): boolean {
  return Number.isInteger(year) && month >= 1 && month <= 12 && day >= 1 && day <= monthLength(year, month, calendar);
}

export const startOfDay = (d: Date) => new Date(d.getFullYear(), d.getMonth(), d.getDate());
export const endOfDay = (d: Date) => new Date(d.getFullYear(), d.getMonth(), d.getDate(), 23, 59, 59, 999);

/** `n` days later at the same wall-clock time (a daylight-saving change does not shift the hour). */
export function addDays(d: Date, n: number): Date {
  const r = new Date(d);
  r.setDate(r.getDate() + n);
  return r;
}

/** `n` months later in `calendar`, same time of day; the day is clamped to the target month (Esfand 30 → Esfand 29). */
export function addMonths(d: Date, n: number, calendar: CalendarKind): Date {
  const p = partsOf(d, calendar);
  const index = p.year * 12 + (p.month - 1) + n;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  const day = Math.min(p.day, monthLength(year, month, calendar));
  return dateOf({ year, month, day }, calendar, d.getHours(), d.getMinutes(), d.getSeconds(), d.getMilliseconds());
}

export const addYears = (d: Date, n: number, calendar: CalendarKind) => addMonths(d, 12 * n, calendar);

export const startOfMonth = (d: Date, calendar: CalendarKind) => dateOf({ ...partsOf(d, calendar), day: 1 }, calendar);
export function endOfMonth(d: Date, calendar: CalendarKind): Date {
  const { year, month } = partsOf(d, calendar);
  return dateOf({ year, month, day: monthLength(year, month, calendar) }, calendar, 23, 59, 59, 999);
}
export const startOfYear = (d: Date, calendar: CalendarKind) => dateOf({ year: partsOf(d, calendar).year, month: 1, day: 1 }, calendar);
export function endOfYear(d: Date, calendar: CalendarKind): Date {
  const { year } = partsOf(d, calendar);
  return dateOf({ year, month: 12, day: monthLength(year, 12, calendar) }, calendar, 23, 59, 59, 999);
}

export const sameDay = (a: Date, b: Date) => a.getFullYear() === b.getFullYear() && a.getMonth() === b.getMonth() && a.getDate() === b.getDate();

/** The first day of `d`'s week, weeks starting on `weekStart`. */
export const startOfWeek = (d: Date, weekStart: Weekday) => addDays(d, -((d.getDay() - weekStart + 7) % 7));
export const endOfWeek = (d: Date, weekStart: Weekday) => addDays(startOfWeek(d, weekStart), 6);

/** The seven weekdays in display order, e.g. [6, 0, 1, 2, 3, 4, 5] for a week starting on Saturday. */
export const weekdayOrder = (weekStart: Weekday): Weekday[] => Array.from({ length: 7 }, (_, i) => ((weekStart + i) % 7) as Weekday);

/**
 * The weeks of a month as rows of seven cells, in display order; cells before the first day and after the last are
 * null. Every row is a whole week, so the grid has four to six rows.
 */
export function monthGrid(year: number, month: number, calendar: CalendarKind, weekStart: Weekday): (Date | null)[][] {
  const first = dateOf({ year, month, day: 1 }, calendar);
  const lead = (first.getDay() - weekStart + 7) % 7;
  const days = monthLength(year, month, calendar);
  const cells: (Date | null)[] = Array.from({ length: lead }, () => null);
  for (let day = 1; day <= days; day++) cells.push(dateOf({ year, month, day }, calendar));
  while (cells.length % 7) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, row) => cells.slice(row * 7, row * 7 + 7));
}

/** Spec §5 and §9: years offered run from the minimum's year (Jalali 1300 when none) to 150 years later, or to the maximum's. */
export const DEFAULT_MIN_YEAR: Record<CalendarKind, number> = { jalali: 1300, gregorian: 1921 };
export const YEAR_SPAN = 150;

export function yearList(calendar: CalendarKind, min?: Date, max?: Date): number[] {
  const first = min ? partsOf(min, calendar).year : DEFAULT_MIN_YEAR[calendar];
  const last = max ? partsOf(max, calendar).year : first + YEAR_SPAN;
  return Array.from({ length: Math.max(0, last - first + 1) }, (_, i) => first + i);
}

/** `d` moved into [min, max] (either may be missing). */
export function clampDate(d: Date, min?: Date, max?: Date): Date {
  if (min && d < min) return new Date(min);
  if (max && d > max) return new Date(max);
  return d;
}
