import type { Request, Response } from 'express';
import type { TFunction } from 'i18next';
import { endpoint } from '../../shared/contracts/endpoint.ts';
import type { ReportTable } from '../../shared/contracts/admin/reports.ts';
import { fileCell, salesTable, searchTable, type ReportTableView } from '../../shared/report-tables.ts';
import type { Services } from '../services/index.ts';
import { csvDocument } from '../services/admin/csv.ts';
import { xlsxDocument } from '../services/admin/xlsx.ts';
import { staffRoute } from './admin-route.ts';
import { dispatch } from './api.dispatch.ts';

/** The file's input: a report's range and period, the table, and csv or xlsx (a bad one is the report's own 400). */
const fileInput = endpoint<ReportTableView>()({
  method: 'GET',
  path: '/api/admin/reports/file',
  input: () => import('../../shared/contracts/admin/reports.inputs.ts').then((m) => m.file),
});

const isSearchTable = (table: ReportTable): table is 'searches' | 'nothing' => table === 'searches' || table === 'nothing';

/**
 * One report table as a download (issue #32): CSV as UTF-8 with a byte-order mark, or an .xlsx sheet (right to left in
 * Persian), the same columns and rows the screen shows, in the language asked (`?lang=`), no cell a formula.
 */
export async function reportFile({ admin }: Pick<Services, 'admin'>, req: Request, res: Response) {
  const t = req.t as TFunction;
  let format: 'csv' | 'xlsx' = 'csv';
  let table: ReportTable = 'periods';
  const route = staffRoute(fileInput, async (input, _actor, ctx) => {
    ({ format, table } = input);
    if (isSearchTable(input.table)) return searchTable(input.table, await admin.reports.search(input));
    return salesTable(input.table, await admin.reports.sales(input, ctx.locale));
  });
  const result = await dispatch(route, req.query, req.ctx, t);
  if (result.status !== 200) return void res.status(result.status).json(result.body);
  const view = result.body.data as ReportTableView;
  const locale = req.ctx.locale;
  const header = view.columns.map((c) => t(`admin:reports.columns.${c}`));
  const rows = view.rows.map((row) => row.map((cell) => fileCell(cell, locale, (key) => t(`admin:${key}`))));
  await sendTable(res, { name: table, format, sheet: t(`admin:reports.tables.${table}`), header, rows, rightToLeft: locale === 'fa' });
}

/** One table as a download: CSV (UTF-8 with a byte-order mark) or an .xlsx sheet, no cell a formula. */
export async function sendTable(
  res: Response,
  file: { name: string; format: 'csv' | 'xlsx'; sheet: string; header: string[]; rows: (string | number)[][]; rightToLeft: boolean },
) {
  res.set({
    'Content-Disposition': `attachment; filename="${file.name}.${file.format}"`,
    'X-Content-Type-Options': 'nosniff',
    'Cache-Control': 'private, no-store',
  });
  if (file.format === 'csv') return void res.type('text/csv; charset=utf-8').send(csvDocument(file.header, file.rows));
  const sheet = await xlsxDocument(file.sheet, file.header, file.rows, file.rightToLeft);
  res.type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet').send(sheet);
}
