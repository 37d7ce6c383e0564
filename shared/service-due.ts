/*
 * After the sale (issue #34): when a piece of equipment's service is next due, whether that is soon or past, and which
 * days a field team visits. Dates are Gregorian YYYY-MM-DD (Tehran's days, shared/tehran-day.ts). No Node, no DOM.
 */

/** A visit's time window. */
export const VISIT_WINDOWS = ['morning', 'afternoon'] as const;
export type VisitWindow = (typeof VISIT_WINDOWS)[number];

/** The days the company works (0 Sunday … 6 Saturday): Saturday to Thursday; Friday is Iran's weekend. */
export const WORKING_WEEKDAYS: readonly number[] = [6, 0, 1, 2, 3, 4];

/** `day` plus `months` calendar months; a day past the new month's end is its last day (31 Jan + 1 month = 28/29 Feb). */
export function addMonths(day: string, months: number): string {
  const [y, m, d] = day.split('-').map(Number);
  const index = y * 12 + (m - 1) + months;
  const year = Math.floor(index / 12);
  const month = index - year * 12;
  const last = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return `${String(year).padStart(4, '0')}-${String(month + 1).padStart(2, '0')}-${String(Math.min(d, last)).padStart(2, '0')}`;
}

/**
 * When a service is next due: `months` after the last time it was done (a visit marked done, else the date the
 * customer gave as last serviced), or after installation when never.
 */
export const nextDue = (input: { installedOn: string; lastServicedOn: string | null; lastDoneOn: string | null; months: number }) =>
  addMonths(
    [input.lastDoneOn, input.lastServicedOn, input.installedOn]
      .filter((d): d is string => Boolean(d))
      .sort()
      .pop()!,
    input.months,
  );

/** Days between two YYYY-MM-DD days (b − a). */
export const daysBetween = (a: string, b: string) => Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / 86_400_000);

/** "overdue" past the due day, "soon" within `soonDays` of it (the reminder's days), else null. */
export function dueMark(dueOn: string, today: string, soonDays: number): 'overdue' | 'soon' | null {
  const left = daysBetween(today, dueOn);
  if (left < 0) return 'overdue';
  return left <= soonDays ? 'soon' : null;
}

/** A day a visit may be booked for: after `today`, on a working day. */
export function isVisitDay(day: string, today: string): boolean {
  return day > today && WORKING_WEEKDAYS.includes(new Date(`${day}T12:00:00Z`).getUTCDay());
}

/** A well-formed Gregorian YYYY-MM-DD that names a real day. */
export function isDay(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const t = Date.parse(`${value}T00:00:00Z`);
  return !Number.isNaN(t) && new Date(t).toISOString().slice(0, 10) === value;
}
