import { PostgresAdapter, sql, type Kysely } from 'kysely';
import type { Database } from '../schema.ts';

/** One order placed in the range, as the reports read it. */
export interface OrderFact {
  at: string;
  status: string;
  totalRial: number;
  /** online, cheque, or quote (a quote's order, whatever it pays by) */
  way: string;
  deliveryId: number;
  /** From the order's own copy of its address; null when picked up. */
  province: string | null;
}

/** What paid orders sold of one product: pieces and money, and the product's category. */
export interface ProductSale {
  id: number;
  nameFa: string;
  nameEn: string;
  categoryId: number;
  categoryFa: string;
  categoryEn: string;
  count: number;
  amountRial: number;
}

const n = (v: unknown) => Number(v ?? 0);

/**
 * The province of an order's own copy of its address (a quote's order has no address row, only the copy), written
 * exactly as migration 0026's index on orders has it, so that SQLite answers a range from the index alone.
 */
export const provinceOf = (postgres: boolean) =>
  postgres ? sql<string | null>`(address_snapshot::json ->> 'province')` : sql<string | null>`json_extract(address_snapshot, '$.province')`;

/**
 * The reports' reads (issue #32) over a range of instants `[start, end)`: one pass over the orders placed in it (from
 * the covering index of migration 0026 on SQLite), one grouped statement over the paid orders' lines, the carts, the
 * items. The service adds them up by period and group.
 */
export function reportsRepo(db: Kysely<Database>) {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const province = provinceOf(postgres);

  return {
    /** Every order placed in the range: when, its state, total, way of paying, delivery and province. */
    async orders(start: string, end: string): Promise<OrderFact[]> {
      const rows = await db
        .selectFrom('orders')
        .where('created_at', '>=', start)
        .where('created_at', '<', end)
        .select(['created_at', 'status', 'total_rial', 'payment_method', 'quote_id', 'delivery_id', province.as('province')])
        .execute();
      return rows.map((r) => ({
        at: r.created_at,
        status: r.status,
        totalRial: n(r.total_rial),
        way: r.quote_id === null ? r.payment_method : 'quote',
        deliveryId: r.delivery_id,
        province: r.province || null,
      }));
    },

    /** Delivery methods' names by id. */
    deliveryNames: (ids: number[]) =>
      ids.length ? db.selectFrom('delivery_methods').select(['id', 'name_fa', 'name_en']).where('id', 'in', ids).execute() : Promise.resolve([]),

    /**
     * What the paid orders placed in the range sold, per product (named as it is now): pieces and the lines' money
     * (each line's price × count less its own discount; an order's discount is not spread over lines), with the
     * product's category. A quote's service line names no product and is left out.
     */
    async productSales(start: string, end: string, earning: readonly string[]): Promise<ProductSale[]> {
      // Added up per product first, then named: the names are read once per product, not once per line.
      const sold = db
        .selectFrom('order_lines as l')
        .innerJoin('orders as o', 'o.id', 'l.order_id')
        .where('o.created_at', '>=', start)
        .where('o.created_at', '<', end)
        .where('o.status', 'in', [...earning])
        .where('l.product_id', 'is not', null)
        .select((eb) => [
          'l.product_id',
          eb.fn.sum<number>('l.count').as('count'),
          sql<number>`sum(l.unit_price_rial * l.count - l.line_discount_rial)`.as('amount'),
        ])
        .groupBy('l.product_id');
      const rows = await db
        .selectFrom(sold.as('s'))
        .innerJoin('products as p', 'p.id', 's.product_id')
        .innerJoin('categories as c', 'c.id', 'p.category_id')
        .select(['p.id', 'p.name_fa', 'p.name_en', 'p.category_id', 'c.name_fa as category_fa', 'c.name_en as category_en', 's.count', 's.amount'])
        .execute();
      return rows.map((r) => ({
        id: r.id,
        nameFa: r.name_fa,
        nameEn: r.name_en,
        categoryId: r.category_id,
        categoryFa: r.category_fa,
        categoryEn: r.category_en,
        count: n(r.count),
        amountRial: n(r.amount),
      }));
    },

    /** Carts created in the range, and carts that first reached the checkout in it. */
    async carts(start: string, end: string) {
      const count = (column: 'created_at' | 'checkout_at') =>
        db
          .selectFrom('carts')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where(column, '>=', start)
          .where(column, '<', end)
          .executeTakeFirstOrThrow()
          .then((r) => n(r.n));
      const [created, checkout] = await Promise.all([count('created_at'), count('checkout_at')]);
      return { created, checkout };
    },

    /**
     * The stock of active items of active products, valued at cost and at price (rials), and how many items in stock
     * have no cost (or no price: on inquiry) and so are left out of that sum.
     */
    async stockValue() {
      const row = await db
        .selectFrom('product_items as i')
        .innerJoin('products as p', 'p.id', 'i.product_id')
        .where('i.active', '=', 1)
        .where('p.active', '=', 1)
        .where('i.stock', '>', 0)
        .select((eb) => [
          eb.fn.countAll<number>().as('items'),
          eb.fn.sum<number>('i.stock').as('pieces'),
          sql<number>`sum(case when i.cost_rial is not null then i.stock * i.cost_rial else 0 end)`.as('at_cost'),
          sql<number>`sum(case when i.price_rial is not null then i.stock * i.price_rial else 0 end)`.as('at_price'),
          sql<number>`sum(case when i.cost_rial is null then 1 else 0 end)`.as('unknown_cost'),
          sql<number>`sum(case when i.price_rial is null then 1 else 0 end)`.as('unknown_price'),
        ])
        .executeTakeFirstOrThrow();
      return {
        items: n(row.items),
        pieces: n(row.pieces),
        atCostRial: n(row.at_cost),
        atPriceRial: n(row.at_price),
        unknownCost: n(row.unknown_cost),
        unknownPrice: n(row.unknown_price),
      };
    },
  };
}

export type ReportsRepo = ReturnType<typeof reportsRepo>;
