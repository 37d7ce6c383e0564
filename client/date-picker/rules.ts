/*
 * What the date picker lets a visitor choose (spec §5): min and max, a disable rule, and how a choice is cut to the
 * picker's type (date-only at midnight, a range from the start of its first day to the end of its last). No React.
 */
import { endOfDay, endOfMonth, endOfYear, partsOf, startOfDay, startOfMonth, startOfYear, type CalendarKind } from './calendar.ts';
import { formatPattern } from './format.ts';

export type PickerType = 'date' | 'datetime' | 'year' | 'month' | 'year-month' | 'time';
export type PickerMode = 'single' | 'range' | 'multiple';
/** The views a picker steps through, and the grain a choice is checked at ('minute' is a day and a time). */
export type View = 'year' | 'month' | 'day' | 'time';
export type Level = View | 'minute';

/**
 * A disable rule (spec §5): one value, a list, a regular expression or a function. Strings and expressions are matched
 * against the candidate written in `ruleFormat(type, level)` in the picker's calendar with Latin digits
 * ("1403-05-13" for a Persian date picker); a Date in a list matches the same day, month, year or minute.
 */
export type DisableRule = string | Date | RegExp | ReadonlyArray<string | Date> | ((date: Date, formatted: string, level: Level) => boolean);

export interface Limits {
  type: PickerType;
  calendar: CalendarKind;
  min?: Date;
  max?: Date;
  disable?: DisableRule;
}

const STEPS: Record<PickerType, View[]> = {
  date: ['year', 'month', 'day'],
  datetime: ['year', 'month', 'day', 'time'],
  year: ['year'],
  month: ['month'],
  'year-month': ['year', 'month'],
  time: ['time'],
};

/** The views of a type, year → month → day → time as it needs them. */
export const stepsOf = (type: PickerType): readonly View[] => STEPS[type];
/** A date picker opens on its days (the year and month views are a click away); the others on their first step. */
export const firstView = (type: PickerType): View => (type === 'date' || type === 'datetime' ? 'day' : STEPS[type][0]);
export const lastView = (type: PickerType): View => STEPS[type][STEPS[type].length - 1];
export const nextView = (type: PickerType, view: View): View | undefined => STEPS[type][STEPS[type].indexOf(view) + 1];
/** Types whose value has no time of day: their choices sit at midnight (or span whole days in a range). */
export const isDateOnly = (type: PickerType) => type !== 'datetime' && type !== 'time';

/** The grain a finished choice of `type` is judged at. */
export const LEVEL_OF: Record<PickerType, Level> = { date: 'day', datetime: 'minute', year: 'year', month: 'month', 'year-month': 'month', time: 'time' };

/** The pattern a disable rule's strings are written in, for a candidate of `level`. */
export function ruleFormat(type: PickerType, level: Level): string {
  switch (level) {
    case 'year':
      return 'YYYY';
    case 'month':
      return type === 'month' ? 'MM' : 'YYYY-MM';
    case 'day':
      return 'YYYY-MM-DD';
    case 'minute':
      return 'YYYY-MM-DD HH:mm';
    default:
      return 'HH:mm';
  }
}

const minutesOfDay = (d: Date) => d.getHours() * 60 + d.getMinutes();
const sign = (n: number) => (n < 0 ? -1 : n > 0 ? 1 : 0);

/** a before, at or after b, at the grain of `level` (a Jalali month ends on another day than a Gregorian one). */
export function compareAt(a: Date, b: Date, level: Level, calendar: CalendarKind): -1 | 0 | 1 {
  if (level === 'time') return sign(minutesOfDay(a) - minutesOfDay(b));
  if (level === 'minute') return sign(Math.floor(a.getTime() / 60_000) - Math.floor(b.getTime() / 60_000));
  if (level === 'day') return sign(startOfDay(a).getTime() - startOfDay(b).getTime());
  const pa = partsOf(a, calendar);
  const pb = partsOf(b, calendar);
  const ya = pa.year * 12 + (level === 'month' ? pa.month : 0);
  const yb = pb.year * 12 + (level === 'month' ? pb.month : 0);
  return sign(ya - yb);
}

export function isOutOfRange(date: Date, level: Level, { min, max, calendar }: Limits): boolean {
  return (!!min && compareAt(date, min, level, calendar) < 0) || (!!max && compareAt(date, max, level, calendar) > 0);
}

/** Where a rule applies: at the picker's own choices, and for a date-and-time picker also at its days. */
function ruleApplies(type: PickerType, level: Level): boolean {
  return level === LEVEL_OF[type] || (type === 'datetime' && level === 'day');
}

export function matchesRule(date: Date, level: Level, { disable, type, calendar }: Limits): boolean {
  if (disable === undefined) return false;
  const formatted = formatPattern(date, ruleFormat(type, level), { calendar });
  const matches = (rule: string | Date) => (typeof rule === 'string' ? rule === formatted : compareAt(date, rule, level, calendar) === 0);
  if (typeof disable === 'function') return disable(date, formatted, level);
  if (disable instanceof RegExp) {
    disable.lastIndex = 0; // a /g expression remembers where it stopped; every candidate is tested afresh
    return disable.test(formatted);
  }
  if (Array.isArray(disable)) return disable.some(matches);
  return matches(disable as string | Date);
}

/** Whether a candidate of `level` (a year, month or day cell, or a finished choice) can be chosen. */
export function isDisabled(date: Date, level: Level, limits: Limits): boolean {
  return isOutOfRange(date, level, limits) || (ruleApplies(limits.type, level) && matchesRule(date, level, limits));
}

/** Spec §5: the picker's submit is disabled while its choice is incomplete or any chosen date or time is disabled. */
export function canSubmit(choice: readonly Date[], mode: PickerMode, limits: Limits): boolean {
  if (choice.length === 0 || (mode === 'range' && choice.length !== 2)) return false;
  const level = LEVEL_OF[limits.type];
  return choice.every((d) => !isDisabled(d, level, limits)) && (mode !== 'range' || !rangeCrossesDisabled(choice, limits));
}

/** A range may not jump over a disabled day (a date-only range); other types only check their two ends. */
function rangeCrossesDisabled([start, end]: readonly Date[], limits: Limits): boolean {
  if (limits.type !== 'date' || limits.disable === undefined) return false;
  for (let d = startOfDay(start); d <= end; d = new Date(d.getFullYear(), d.getMonth(), d.getDate() + 1)) {
    if (isDisabled(d, 'day', limits)) return true;
  }
  return false;
}

/** A choice cut to its type: date-only types at midnight (a month at its first day, a year at its first), no seconds. */
export function truncate(date: Date, type: PickerType, calendar: CalendarKind): Date {
  if (type === 'year') return startOfYear(date, calendar);
  if (type === 'month' || type === 'year-month') return startOfMonth(date, calendar);
  if (type === 'date') return startOfDay(date);
  return new Date(date.getFullYear(), date.getMonth(), date.getDate(), date.getHours(), date.getMinutes());
}

/** Spec §5: a range runs from the start of its first unit (day, month, year) to the end of its last, in order. */
export function normalizeRange(a: Date, b: Date, type: PickerType, calendar: CalendarKind): [Date, Date] {
  const [first, second] = a <= b ? [a, b] : [b, a];
  switch (type) {
    case 'year':
      return [startOfYear(first, calendar), endOfYear(second, calendar)];
    case 'month':
    case 'year-month':
      return [startOfMonth(first, calendar), endOfMonth(second, calendar)];
    case 'date':
      return [startOfDay(first), endOfDay(second)];
    default:
      return [truncate(first, type, calendar), truncate(second, type, calendar)];
  }
}

/**
 * The choice after the visitor picks `date`: single replaces it; range starts anew after a finished range and closes
 * an open one (in either order); multiple adds or removes the picked unit.
 */
export function pick(choice: readonly Date[], date: Date, mode: PickerMode, type: PickerType, calendar: CalendarKind): Date[] {
  const picked = truncate(date, type, calendar);
  if (mode === 'single') return [picked];
  if (mode === 'range') return choice.length === 1 ? normalizeRange(choice[0], picked, type, calendar) : [picked];
  const level = LEVEL_OF[type];
  const without = choice.filter((d) => compareAt(d, picked, level, calendar) !== 0);
  return without.length < choice.length ? without : [...choice, picked].sort((x, y) => x.getTime() - y.getTime());
}

/** Whether `date` (a cell of `level`) is part of the choice: one of its dates, or inside its range. */
export function isChosen(choice: readonly Date[], date: Date, level: Level, mode: PickerMode, calendar: CalendarKind): boolean {
  if (mode === 'range' && choice.length === 2) {
    return compareAt(date, choice[0], level, calendar) >= 0 && compareAt(date, choice[1], level, calendar) <= 0;
  }
  return choice.some((d) => compareAt(d, date, level, calendar) === 0);
}
