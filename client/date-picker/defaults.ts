import type { PickerType } from './rules.ts';

/** Spec §9: the date picker's defaults, used as given. */
export const DATE_PICKER_DEFAULTS = {
  /** What the form posts: Gregorian, Latin digits. */
  format: 'YYYY-MM-DDTHH:mm',
  /** The alternate field's format (`altName`). */
  altFormat: 'YYYY-MM-DD HH:mm',
  accent: '#d64343',
  editable: false,
  autoSubmit: false,
  /** A popover beside the input only on windows wider than this; a bottom sheet on narrower ones. */
  popoverMinWidth: 480,
} as const;

/** What the input shows, in the picker's calendar and the page's digits: year-month-day for dates (spec §9). */
export const DISPLAY_FORMAT: Record<PickerType, string> = {
  date: 'YYYY/MM/DD',
  datetime: 'YYYY/MM/DD HH:mm',
  year: 'YYYY',
  month: 'MMMM',
  'year-month': 'MMMM YYYY',
  time: 'HH:mm',
};

/** Spec §9: a held time arrow repeats after 600 ms, every 150 ms at first, speeding up to every 30 ms. */
export const TIME_REPEAT = { delayMs: 600, startMs: 150, fastestMs: 30, rampMs: 1200 } as const;

/**
 * The wait before the next step of a held arrow that has been held for `heldMs`: null before the first repeat is due,
 * then from 150 ms falling evenly to 30 ms over the next 1.2 s, and 30 ms from then on.
 */
export function repeatInterval(heldMs: number): number | null {
  const { delayMs, startMs, fastestMs, rampMs } = TIME_REPEAT;
  if (heldMs < delayMs) return null;
  const progress = Math.min(1, (heldMs - delayMs) / rampMs);
  return Math.round(startMs - (startMs - fastestMs) * progress);
}
