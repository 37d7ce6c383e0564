import type { Repos } from '../../db/repos/index.ts';
import { AppError } from '../../lib/errors.ts';
import type { Locale } from '../../../shared/locale.ts';
import { rialToToman } from '../../../shared/money.ts';
import { PAID_STATUSES } from '../../../shared/order-status.ts';
import { findProvince } from '../../../shared/data/iran-provinces.ts';
import { tehranDayStart, tehranNextDayStart } from '../../../shared/tehran-day.ts';
import {
  REPORT_MAX_DAYS,
  REPORT_TOP,
  SEARCH_REPORT_TOP,
  type OrderGroupFigures,
  type ReportPeriod,
  type SalesReport,
  type SearchReport,
} from '../../../shared/contracts/admin/reports.ts';
import { daysBetween, reportPeriods } from './report-periods.ts';
import { figures, tallyOrders, topSales, type Sum } from './sales-tally.ts';

/** A range of Tehran days as instants [start, end), once its order and length are checked (400s naming `to`). */
function rangeOf(from: string, to: string) {
  if (to < from) throw new AppError('DATE_RANGE', 'to');
  if (daysBetween(from, to).length > REPORT_MAX_DAYS) throw new AppError('REPORT_RANGE_TOO_LONG', 'to');
  return { start: tehranDayStart(from), end: tehranNextDayStart(to) };
}

const byMoney = (a: OrderGroupFigures, b: OrderGroupFigures) => b.paidToman - a.paidToman || b.placed - a.placed || a.key.localeCompare(b.key);

/** The back office's reports (issue #32): what the orders, carts, items and search log tables say over a range. */
export function adminReports({ repos, flushSearchLog }: { repos: Repos; flushSearchLog: () => Promise<void> }) {
  const r = repos.reports;

  return {
    async sales({ from, to, by }: { from: string; to: string; by: ReportPeriod }, locale: Locale): Promise<SalesReport> {
      const { start, end } = rangeOf(from, to);
      const [orders, sold, carts, stock] = await Promise.all([
        r.orders(start, end),
        r.productSales(start, end, PAID_STATUSES),
        r.carts(start, end),
        r.stockValue(),
      ]);
      const { periods, indexOf } = reportPeriods(from, to, by);
      const t = tallyOrders(orders, periods.length, (day) => indexOf.get(day)!);
      const names = new Map((await r.deliveryNames([...t.deliveries.keys()])).map((d) => [d.id, locale === 'fa' ? d.name_fa : d.name_en]));
      const groups = <K>(sums: Map<K, Sum>, key: (k: K) => string, name: (k: K) => string | null): OrderGroupFigures[] =>
        [...sums].map(([k, sum]) => ({ key: key(k), name: name(k), ...figures(sum) })).sort(byMoney);
      return {
        from,
        to,
        by,
        periods: periods.map((p, i) => ({ ...p, ...figures(t.byPeriod[i]) })),
        totals: figures(t.total),
        ...topSales(sold, REPORT_TOP, locale),
        provinces: groups(
          t.provinces,
          (p) => p ?? '',
          (p) => (p ? (findProvince(p)?.[locale] ?? p) : null),
        ),
        deliveries: groups(t.deliveries, String, (id) => names.get(id) ?? null),
        payments: groups(
          t.ways,
          (w) => w,
          () => null,
        ) as SalesReport['payments'],
        funnel: { cartsCreated: carts.created, cartsAtCheckout: carts.checkout, ordersPlaced: t.total.placed, ordersPaid: t.total.paid },
        stock: {
          items: stock.items,
          pieces: stock.pieces,
          atCostToman: rialToToman(stock.atCostRial),
          atPriceToman: rialToToman(stock.atPriceRial),
          unknownCost: stock.unknownCost,
          unknownPrice: stock.unknownPrice,
        },
      };
    },

    /** The most frequent queries and those that found nothing, over Tehran days `from`..`to` (this process's counts written first). */
    async search({ from, to }: { from: string; to: string }): Promise<SearchReport> {
      rangeOf(from, to);
      await flushSearchLog();
      const [top, nothing] = await Promise.all([
        repos.searchLog.top(from, to, SEARCH_REPORT_TOP, false),
        repos.searchLog.top(from, to, SEARCH_REPORT_TOP, true),
      ]);
      return { from, to, top, nothing };
    },
  };
}

export type AdminReports = ReturnType<typeof adminReports>;
