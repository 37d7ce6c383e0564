import { PostgresAdapter, sql, type Kysely } from 'kysely';
import type { Database } from '../schema.ts';

/** The figures of one group of orders placed in a range: how many, how many of them are paid, and their money (rials). */
export interface OrderGroup {
  key: string;
  placed: number;
  paid: number;
  paidRial: number;
  /** A delivery method's names as its orders recorded them (a method renamed or removed since keeps them). */
  snapshot?: string | null;
}

/** What the line figures are grouped by: the product ordered, or its category. */
export type LineDimension = 'product' | 'category';
/** What order figures are grouped by. */
export type OrderDimension = 'province' | 'delivery' | 'payment';

const n = (v: unknown) => Number(v ?? 0);

/**
 * The reports' reads (issue #32): orders, their lines, carts and items over a range of instants `[start, end)`. Each is
 * one grouped statement on the orders' (or carts') time of creation, its index (migration 0026) keeping a year's
 * range of 100 000 orders well under a second.
 */
export function reportsRepo(db: Kysely<Database>) {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  // The province of the order's own copy of its address (a quote's order has no address row, only the copy).
  const province = postgres
    ? sql<string | null>`(o.address_snapshot::json ->> 'province')`
    : sql<string | null>`json_extract(o.address_snapshot, '$.province')`;
  const placedIn = (start: string, end: string) => db.selectFrom('orders as o').where('o.created_at', '>=', start).where('o.created_at', '<', end);

  return {
    /** Every order placed in the range: when, its state and its total (bucketed by Tehran's days in the service). */
    async orderTimes(start: string, end: string) {
      const rows = await placedIn(start, end).select(['o.created_at', 'o.status', 'o.total_rial']).execute();
      return rows.map((r) => ({ at: r.created_at, status: r.status, totalRial: n(r.total_rial) }));
    },

    /** Orders placed in the range, grouped by province, delivery method or way of paying (a quote's order: "quote"). */
    async ordersBy(start: string, end: string, dimension: OrderDimension, earning: readonly string[]): Promise<OrderGroup[]> {
      const paidStates = [...earning];
      const rows = await placedIn(start, end)
        .select((eb) => {
          const key =
            dimension === 'province'
              ? eb.fn.coalesce(province, sql<string>`''`)
              : dimension === 'delivery'
                ? eb.cast<string>('o.delivery_id', 'text')
                : eb
                    .case()
                    .when('o.quote_id', 'is not', null)
                    .then(sql<string>`'quote'`)
                    .else(eb.ref('o.payment_method'))
                    .end();
          return [
            key.as('key'),
            eb.fn.countAll<number>().as('placed'),
            eb.fn.sum<number>(eb.case().when('o.status', 'in', paidStates).then(1).else(0).end()).as('paid'),
            eb.fn.sum<number>(eb.case().when('o.status', 'in', paidStates).then(eb.ref('o.total_rial')).else(0).end()).as('paid_rial'),
            eb.fn.max('o.delivery_snapshot').as('snapshot'),
          ];
        })
        .groupBy('key')
        .execute();
      return rows.map((r) => ({
        key: String(r.key),
        placed: n(r.placed),
        paid: n(r.paid),
        paidRial: n(r.paid_rial),
        ...(dimension === 'delivery' ? { snapshot: r.snapshot } : {}),
      }));
    },

    /**
     * What the paid orders placed in the range sold, by product or by category, the most money first: pieces and the
     * lines' money (each line's price × count less its own discount; an order's discount is not spread over lines).
     * A quote's service line names no product and is left out.
     */
    async lineSales(start: string, end: string, by: LineDimension, earning: readonly string[], limit: number) {
      const base = db
        .selectFrom('order_lines as l')
        .innerJoin('orders as o', 'o.id', 'l.order_id')
        .where('o.created_at', '>=', start)
        .where('o.created_at', '<', end)
        .where('o.status', 'in', [...earning])
        .where('l.product_id', 'is not', null);
      const amount = sql<number>`sum(l.unit_price_rial * l.count - l.line_discount_rial)`;
      if (by === 'product') {
        const rows = await base
          .select((eb) => [
            'l.product_id as id',
            eb.fn.max('l.name_fa').as('name_fa'),
            eb.fn.max('l.name_en').as('name_en'),
            eb.fn.sum<number>('l.count').as('count'),
            amount.as('amount'),
          ])
          .groupBy('l.product_id')
          .orderBy('amount', 'desc')
          .orderBy('l.product_id')
          .limit(limit)
          .execute();
        return rows.map((r) => ({ id: n(r.id), nameFa: r.name_fa, nameEn: r.name_en, count: n(r.count), amountRial: n(r.amount) }));
      }
      const rows = await base
        .innerJoin('products as p', 'p.id', 'l.product_id')
        .innerJoin('categories as c', 'c.id', 'p.category_id')
        .select((eb) => [
          'c.id as id',
          eb.fn.max('c.name_fa').as('name_fa'),
          eb.fn.max('c.name_en').as('name_en'),
          eb.fn.sum<number>('l.count').as('count'),
          amount.as('amount'),
        ])
        .groupBy('c.id')
        .orderBy('amount', 'desc')
        .orderBy('c.id')
        .limit(limit)
        .execute();
      return rows.map((r) => ({ id: n(r.id), nameFa: r.name_fa, nameEn: r.name_en, count: n(r.count), amountRial: n(r.amount) }));
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
