import type { Locale } from './locale.ts';
import { formatDate } from './format-date.ts';
import { tehranNoon } from './tehran-day.ts';
import type { OrderGroupFigures, ReportTable, SalesReport, SearchReport } from './contracts/admin/reports.ts';

/*
 * The reports' tables (issue #32), written once: the screen shows them and the back office's downloads write them
 * (CSV, XLSX) from the same columns and cells. Headers are keys of admin.json `reports.columns`; a cell says what it
 * holds, and each side writes it its own way (the screen in the page's digits, a file with plain numbers).
 */

export type ReportCell =
  | { kind: 'text'; value: string }
  /** A province or method without a name: no address (picked up), or a method since removed. */
  | { kind: 'none' }
  | { kind: 'count'; value: number }
  | { kind: 'toman'; value: number }
  | { kind: 'period'; from: string; to: string }
  | { kind: 'payment'; value: string }
  /** A step of the path to money (admin.json `reports.steps`). */
  | { kind: 'step'; value: string }
  /** A visitor's search words, linked to the search page on the screen. */
  | { kind: 'query'; value: string };

export interface ReportTableView {
  columns: string[];
  rows: ReportCell[][];
}

const text = (value: string | null): ReportCell => (value ? { kind: 'text', value } : { kind: 'none' });
const count = (value: number): ReportCell => ({ kind: 'count', value });
const toman = (value: number): ReportCell => ({ kind: 'toman', value });
const figures = (g: { placed: number; paid: number; paidToman: number; averageToman: number }) => [
  count(g.placed),
  count(g.paid),
  toman(g.paidToman),
  toman(g.averageToman),
];
const FIGURES = ['placed', 'paid', 'paidToman', 'averageToman'];
const groups = (rows: OrderGroupFigures[], first: ReportCell['kind'] = 'text') =>
  rows.map((g) => [first === 'payment' ? { kind: 'payment' as const, value: g.key } : text(g.name), ...figures(g)]);

/** The report tables that read the sales report. */
export function salesTable(table: Exclude<ReportTable, 'searches' | 'nothing'>, report: SalesReport): ReportTableView {
  switch (table) {
    case 'periods':
      return { columns: ['period', ...FIGURES], rows: report.periods.map((p) => [{ kind: 'period', from: p.from, to: p.to }, ...figures(p)]) };
    case 'products':
    case 'categories':
      return {
        columns: [table === 'products' ? 'product' : 'category', 'pieces', 'amountToman'],
        rows: report[table].map((l) => [text(l.name), count(l.count), toman(l.amountToman)]),
      };
    case 'provinces':
      return { columns: ['province', ...FIGURES], rows: groups(report.provinces) };
    case 'deliveries':
      return { columns: ['delivery', ...FIGURES], rows: groups(report.deliveries) };
    case 'payments':
      return { columns: ['payment', ...FIGURES], rows: groups(report.payments, 'payment') };
    case 'funnel': {
      const f = report.funnel;
      const steps = [
        ['cartsCreated', f.cartsCreated],
        ['cartsAtCheckout', f.cartsAtCheckout],
        ['ordersPlaced', f.ordersPlaced],
        ['ordersPaid', f.ordersPaid],
      ] as const;
      return { columns: ['step', 'count'], rows: steps.map(([step, n]) => [{ kind: 'step', value: step }, count(n)]) };
    }
    case 'stock': {
      const s = report.stock;
      return {
        columns: ['items', 'pieces', 'atCostToman', 'atPriceToman', 'unknownCost', 'unknownPrice'],
        rows: [[count(s.items), count(s.pieces), toman(s.atCostToman), toman(s.atPriceToman), count(s.unknownCost), count(s.unknownPrice)]],
      };
    }
  }
}

/** The search log's two tables: the most frequent queries, and those that found nothing. */
export function searchTable(table: 'searches' | 'nothing', report: SearchReport): ReportTableView {
  const rows = table === 'searches' ? report.top : report.nothing;
  return { columns: ['query', 'searches', 'foundNothing'], rows: rows.map((q) => [{ kind: 'query', value: q.query }, count(q.count), count(q.nothing)]) };
}

/** A period's days as the operator reads them: one day, or its first and last (Jalali in Persian). */
export function periodText(from: string, to: string, locale: Locale, through: string): string {
  const day = (d: string) => formatDate(tehranNoon(d), locale);
  return from === to ? day(from) : `${day(from)} ${through} ${day(to)}`;
}

/** A cell as a file holds it: numbers as numbers, words in the file's language (`t` reads admin.json keys). */
export function fileCell(cell: ReportCell, locale: Locale, t: (key: string) => string): string | number {
  switch (cell.kind) {
    case 'count':
    case 'toman':
      return cell.value;
    case 'none':
      return t('reports.noName');
    case 'period':
      return periodText(cell.from, cell.to, locale, t('reports.through'));
    case 'payment':
      return t(`reports.payments.${cell.value}`);
    case 'step':
      return t(`reports.steps.${cell.value}`);
    case 'text':
    case 'query':
      return cell.value;
  }
}
