import type { ReportPeriod } from '../../../shared/contracts/admin/reports.ts';
import { addDays, jalaliMonthFirstDay } from '../../../shared/tehran-day.ts';

/** Days from `from` to `to` (YYYY-MM-DD, both included); `to` before `from` gives none. */
export function daysBetween(from: string, to: string): string[] {
  const days: string[] = [];
  for (let d = from; d <= to; d = addDays(d, 1)) days.push(d);
  return days;
}

/** The Saturday a day's (Persian) week starts on. */
const weekStart = (day: string) => addDays(day, -((new Date(`${day}T12:00:00Z`).getUTCDay() + 1) % 7));

/**
 * The periods of a report over Tehran days `from`..`to`: each day, each week from Saturday, or each Jalali month, the
 * first and last cut to the range; and which period each day of the range falls in.
 */
export function reportPeriods(from: string, to: string, by: ReportPeriod) {
  const periods: { from: string; to: string }[] = [];
  const indexOf = new Map<string, number>();
  let key = '';
  for (const day of daysBetween(from, to)) {
    const start = by === 'day' ? day : by === 'week' ? weekStart(day) : jalaliMonthFirstDay(day);
    if (start !== key) {
      key = start;
      periods.push({ from: day, to: day });
    }
    periods[periods.length - 1].to = day;
    indexOf.set(day, periods.length - 1);
  }
  return { periods, indexOf };
}
