import type { OrderFact, ProductSale } from '../../db/repos/reports.repo.ts';
import { rialToToman } from '../../../shared/money.ts';
import { isPaidStatus } from '../../../shared/order-status.ts';
import { tehranDayOf } from '../../../shared/tehran-day.ts';
import type { LineSale, OrderFigures } from '../../../shared/contracts/admin/reports.ts';

/** Orders placed, those of them paid, and the paid ones' money (rials), as they are added up. */
export interface Sum {
  placed: number;
  paid: number;
  rial: number;
}

const empty = (): Sum => ({ placed: 0, paid: 0, rial: 0 });

/** A sum in whole Toman, with the average paid order. */
export function figures({ placed, paid, rial }: Sum): OrderFigures {
  const paidToman = rialToToman(rial);
  return { placed, paid, paidToman, averageToman: paid ? Math.round(paidToman / paid) : 0 };
}

/**
 * Adds up the orders of a range in one pass: per period (by the Tehran day each was placed on, `periodOf`), in all, and
 * per province (null: picked up), delivery method and way of paying.
 */
export function tallyOrders(orders: OrderFact[], periods: number, periodOf: (day: string) => number) {
  const byPeriod = Array.from({ length: periods }, empty);
  const total = empty();
  const provinces = new Map<string | null, Sum>();
  const deliveries = new Map<number, Sum>();
  const ways = new Map<string, Sum>();
  const add = <K>(groups: Map<K, Sum>, key: K) => {
    let sum = groups.get(key);
    if (!sum) groups.set(key, (sum = empty()));
    return sum;
  };
  for (const o of orders) {
    const paid = isPaidStatus(o.status);
    for (const sum of [byPeriod[periodOf(tehranDayOf(o.at))], total, add(provinces, o.province), add(deliveries, o.deliveryId), add(ways, o.way)]) {
      sum.placed += 1;
      if (paid) {
        sum.paid += 1;
        sum.rial += o.totalRial;
      }
    }
  }
  return { byPeriod, total, provinces, deliveries, ways };
}

/** The `top` products and the `top` categories by money (then pieces), names in `locale`. */
export function topSales(sales: ProductSale[], top: number, locale: 'fa' | 'en'): { products: LineSale[]; categories: LineSale[] } {
  const categories = new Map<number, LineSale & { rial: number }>();
  for (const s of sales) {
    const c = categories.get(s.categoryId) ?? { id: s.categoryId, name: locale === 'fa' ? s.categoryFa : s.categoryEn, count: 0, amountToman: 0, rial: 0 };
    c.count += s.count;
    c.rial += s.amountRial;
    categories.set(s.categoryId, c);
  }
  const best = <T extends { id: number; count: number; rial: number }>(a: T, b: T) => b.rial - a.rial || b.count - a.count || a.id - b.id;
  return {
    products: sales
      .map((s) => ({ id: s.id, name: locale === 'fa' ? s.nameFa : s.nameEn, count: s.count, rial: s.amountRial }))
      .sort(best)
      .slice(0, top)
      .map(({ rial, ...s }) => ({ ...s, amountToman: rialToToman(rial) })),
    categories: [...categories.values()]
      .sort(best)
      .slice(0, top)
      .map(({ rial, ...c }) => ({ ...c, amountToman: rialToToman(rial) })),
  };
}
