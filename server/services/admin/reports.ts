import type { Repos } from '../../db/repos/index.ts';
import type { OrderGroup } from '../../db/repos/reports.repo.ts';
import { AppError } from '../../lib/errors.ts';
import type { Locale } from '../../../shared/locale.ts';
import { rialToToman } from '../../../shared/money.ts';
import { PAID_STATUSES } from '../../../shared/order-status.ts';
import { findProvince } from '../../../shared/data/iran-provinces.ts';
import { tehranDayOf, tehranDayStart, tehranNextDayStart } from '../../../shared/tehran-day.ts';
import {
  REPORT_MAX_DAYS,
  REPORT_TOP,
  SEARCH_REPORT_TOP,
  type OrderFigures,
  type OrderGroupFigures,
  type PaymentWay,
  type ReportPeriod,
  type SalesReport,
  type SearchReport,
} from '../../../shared/contracts/admin/reports.ts';
import { daysBetween, reportPeriods } from './report-periods.ts';

/** A range of Tehran days as instants [start, end), once its order and length are checked (400s naming `to`). */
function rangeOf(from: string, to: string) {
  if (to < from) throw new AppError('DATE_RANGE', 'to');
  if (daysBetween(from, to).length > REPORT_MAX_DAYS) throw new AppError('REPORT_RANGE_TOO_LONG', 'to');
  return { start: tehranDayStart(from), end: tehranNextDayStart(to) };
}

/** Whole Toman of rials, and the average paid order. */
function figures(placed: number, paid: number, paidRial: number): OrderFigures {
  return { placed, paid, paidToman: rialToToman(paidRial), averageToman: paid ? Math.round(rialToToman(paidRial) / paid) : 0 };
}

const byMoney = (a: OrderGroupFigures, b: OrderGroupFigures) => b.paidToman - a.paidToman || b.placed - a.placed || a.key.localeCompare(b.key);

/** A delivery method's name in `locale`, from what its orders recorded. */
function deliveryName(g: OrderGroup, locale: Locale): string | null {
  try {
    const snapshot = JSON.parse(g.snapshot ?? 'null') as { name_fa?: string; name_en?: string } | null;
    return (locale === 'fa' ? snapshot?.name_fa : snapshot?.name_en) ?? null;
  } catch {
    return null;
  }
}

/** The back office's reports (issue #32): what the orders, carts, items and search log tables say over a range. */
export function adminReports({ repos, flushSearchLog }: { repos: Repos; flushSearchLog: () => Promise<void> }) {
  const r = repos.reports;
  const group = (g: OrderGroup, name: string | null): OrderGroupFigures => ({ key: g.key, name, ...figures(g.placed, g.paid, g.paidRial) });

  return {
    async sales({ from, to, by }: { from: string; to: string; by: ReportPeriod }, locale: Locale): Promise<SalesReport> {
      const { start, end } = rangeOf(from, to);
      const [times, provinces, deliveries, payments, products, categories, carts, stock] = await Promise.all([
        r.orderTimes(start, end),
        r.ordersBy(start, end, 'province', PAID_STATUSES),
        r.ordersBy(start, end, 'delivery', PAID_STATUSES),
        r.ordersBy(start, end, 'payment', PAID_STATUSES),
        r.lineSales(start, end, 'product', PAID_STATUSES, REPORT_TOP),
        r.lineSales(start, end, 'category', PAID_STATUSES, REPORT_TOP),
        r.carts(start, end),
        r.stockValue(),
      ]);
      const { periods, indexOf } = reportPeriods(from, to, by);
      const sums = periods.map(() => ({ placed: 0, paid: 0, rial: 0 }));
      const paidStates = new Set<string>(PAID_STATUSES);
      for (const o of times) {
        const sum = sums[indexOf.get(tehranDayOf(o.at))!];
        sum.placed += 1;
        if (paidStates.has(o.status)) {
          sum.paid += 1;
          sum.rial += o.totalRial;
        }
      }
      const total = sums.reduce((a, s) => ({ placed: a.placed + s.placed, paid: a.paid + s.paid, rial: a.rial + s.rial }), { placed: 0, paid: 0, rial: 0 });
      const name = (row: { nameFa: string; nameEn: string }) => (locale === 'fa' ? row.nameFa : row.nameEn);
      const lines = (rows: Awaited<ReturnType<typeof r.lineSales>>) =>
        rows.map((row) => ({ id: row.id, name: name(row), count: row.count, amountToman: rialToToman(row.amountRial) }));
      return {
        from,
        to,
        by,
        periods: periods.map((p, i) => ({ ...p, ...figures(sums[i].placed, sums[i].paid, sums[i].rial) })),
        totals: figures(total.placed, total.paid, total.rial),
        products: lines(products),
        categories: lines(categories),
        provinces: provinces
          .map((g) => {
            const province = g.key ? findProvince(g.key) : undefined;
            return group(g, g.key ? (province ? province[locale] : g.key) : null);
          })
          .sort(byMoney),
        deliveries: deliveries.map((g) => group(g, deliveryName(g, locale))).sort(byMoney),
        payments: payments.map((g) => ({ ...group(g, null), key: g.key as PaymentWay })).sort(byMoney),
        funnel: { cartsCreated: carts.created, cartsAtCheckout: carts.checkout, ordersPlaced: total.placed, ordersPaid: total.paid },
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
