import { sql, type Kysely } from 'kysely';
import type { Database } from '../schema.ts';
import { likePattern } from './admin-products.repo.ts';

/** The stock screen's filter: text in an item's or its product's code or names, and only the low ones. */
export interface StockQuery {
  q?: string;
  low?: boolean;
}

/**
 * Every product item with its stock level for the back office (issue #19: any item may be adjusted). An item is low
 * when it and its product are active and its stock is at or below its own threshold.
 */
export function adminStockRepo(db: Kysely<Database>) {
  const isLow = sql<number>`case when i.active = 1 and p.active = 1 and i.stock <= i.low_stock then 1 else 0 end`;
  const items = ({ q, low }: StockQuery) => {
    let query = db.selectFrom('product_items as i').innerJoin('products as p', 'p.id', 'i.product_id');
    if (low) query = query.where(isLow, '=', 1);
    if (q) {
      const like = sql`${likePattern(q)} escape '\\'`;
      query = query.where((eb) =>
        eb.or(['i.sku', 'p.code', 'p.name_fa', 'p.name_en', 'i.name_fa', 'i.name_en'].map((c) => eb(sql`lower(${sql.ref(c)})`, 'like', like))),
      );
    }
    return query;
  };
  return {
    count: (filter: StockQuery) =>
      items(filter)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
        .then((r) => Number(r.n)),

    /** The low ones first, then the emptiest. */
    page: (filter: StockQuery, { limit, offset }: { limit: number; offset: number }) =>
      items(filter)
        .select([
          'i.id as itemId',
          'i.product_id as productId',
          'i.sku',
          'p.name_fa',
          'p.name_en',
          'i.name_fa as item_fa',
          'i.name_en as item_en',
          'i.stock',
          'i.low_stock',
          'i.active',
          'p.active as product_active',
        ])
        .select(isLow.as('low'))
        .orderBy(isLow, 'desc')
        .orderBy('i.stock')
        .orderBy('i.id')
        .limit(limit)
        .offset(offset)
        .execute(),

    item: (id: number) => db.selectFrom('product_items').select(['id', 'product_id', 'stock']).where('id', '=', id).executeTakeFirst(),
  };
}

export type AdminStockRepo = ReturnType<typeof adminStockRepo>;
