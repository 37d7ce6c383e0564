import { sql, type Kysely } from 'kysely';
import type { Database } from '../schema.ts';
import { syncProductSummaries } from './product-summary.ts';

/** Bound values per statement, well under SQLite's and PostgreSQL's limits. */
const CHUNK = 500;

const chunks = <T>(all: T[]) => Array.from({ length: Math.ceil(all.length / CHUNK) }, (_, i) => all.slice(i * CHUNK, (i + 1) * CHUNK));

/** What an import may change on an item (issue #32); a price of null is "on inquiry", a cost of null unknown. */
export interface ItemSheetValues {
  price_rial: number | null;
  cost_rial: number | null;
  low_stock: number;
  active: number;
}

/** The items' spreadsheet (issue #32): every item with its product's names, and the import's reads and writes. */
export function adminItemsRepo(db: Kysely<Database>) {
  const sheetRows = () =>
    db
      .selectFrom('product_items as i')
      .innerJoin('products as p', 'p.id', 'i.product_id')
      .select([
        'i.id',
        'i.product_id',
        'i.sku',
        'p.name_fa as product_fa',
        'p.name_en as product_en',
        'i.name_fa',
        'i.name_en',
        'i.price_rial',
        'i.cost_rial',
        'i.stock',
        'i.low_stock',
        'i.active',
      ]);
  return {
    /** Every item, by product and then as the product lists them. */
    all: () => sheetRows().orderBy('p.id').orderBy('i.sort').orderBy('i.id').execute(),

    /** The items with these codes (any number of them). */
    async bySkus(skus: string[]) {
      const found = [];
      for (const part of chunks(skus)) found.push(...(await sheetRows().where('i.sku', 'in', part).execute()));
      return found;
    },

    /**
     * Writes each item's values, a few hundred items a statement (an import's 10 000 rows are some twenty round trips,
     * not 10 000): one UPDATE … FROM a list of values, which SQLite (3.33+) and PostgreSQL both take.
     */
    async updateMany(rows: { id: number; values: ItemSheetValues }[]) {
      for (const part of chunks(rows)) {
        const values = sql.join(
          part.map(
            ({ id, values: v }) =>
              sql`(cast(${id} as integer), cast(${v.price_rial} as bigint), cast(${v.cost_rial} as bigint), cast(${v.low_stock} as integer), cast(${v.active} as integer))`,
          ),
        );
        await sql`with v(id, price_rial, cost_rial, low_stock, active) as (values ${values})
          update product_items set price_rial = v.price_rial, cost_rial = v.cost_rial, low_stock = v.low_stock, active = v.active
          from v where product_items.id = v.id`.execute(db);
      }
    },

    /** The summaries of many products at once (product-summary.ts). */
    async syncSummaries(productIds: number[]) {
      for (const part of chunks([...new Set(productIds)])) await syncProductSummaries(db, sql`id in (${sql.join(part)})`);
    },
  };
}

export type AdminItemsRepo = ReturnType<typeof adminItemsRepo>;
