/*
 * CSV for spreadsheets (issue #11): UTF-8 with a byte-order mark so Excel reads Persian, every cell quoted, and a cell
 * that a spreadsheet would take for a formula (=, +, -, @, tab, carriage return first: OWASP "CSV injection") prefixed
 * with an apostrophe so it stays text.
 */
import type { Locale } from '../../../shared/locale.ts';

const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: unknown): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return `"${text.replace(/"/g, '""')}"`;
}

export function csvDocument(header: string[], rows: unknown[][]): string {
  return '\uFEFF' + [header, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}

const stampFormats: Partial<Record<Locale, Intl.DateTimeFormat>> = {};

/**
 * An instant as the operator reads it, in Tehran's time: `1405/01/12 14:30` (Jalali) in Persian, `2026-04-01 14:30`
 * in English. Latin digits, zero-padded, largest unit first, so a spreadsheet sorts the column as it is.
 */
export function csvTime(iso: string, locale: Locale): string {
  const format = (stampFormats[locale] ??= new Intl.DateTimeFormat(locale === 'fa' ? 'en-US-u-ca-persian-nu-latn' : 'en-US-u-nu-latn', {
    timeZone: 'Asia/Tehran',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }));
  const part = Object.fromEntries(format.formatToParts(new Date(iso)).map((p) => [p.type, p.value]));
  return `${part.year}${locale === 'fa' ? '/' : '-'}${part.month}${locale === 'fa' ? '/' : '-'}${part.day} ${part.hour}:${part.minute}`;
}
