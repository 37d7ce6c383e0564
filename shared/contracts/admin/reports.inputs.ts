import * as z from 'zod/mini';
import { REPORT_PERIODS, REPORT_TABLES } from './reports.ts';

/** A real calendar day written YYYY-MM-DD (2026-02-30 is not one). */
const isDay = (v: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(v) && !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().slice(0, 10) === v;
const day = z.string().check(z.refine(isDay, 'DATE_FORMAT'));

/** The range's order and length are checked by the reports service (DATE_RANGE, REPORT_RANGE_TOO_LONG on `to`). */
export const search = z.object({ from: day, to: day });
export const sales = z.extend(search, { by: z._default(z.enum(REPORT_PERIODS), 'day') });
export const file = z.extend(sales, { table: z.enum(REPORT_TABLES), format: z.enum(['csv', 'xlsx']) });
