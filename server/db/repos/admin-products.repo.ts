import { sql, type Insertable, type Kysely, type Updateable } from 'kysely';
import type { Database, ProductItemTable, ProductTable } from '../schema.ts';
import { syncProductSummaries } from './product-summary.ts';

/** A LIKE pattern for text containing `q`, lower-case, its wildcards escaped so a typed "%" or "_" matches itself. */
export const likePattern = (q: string) => `%${q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The back office's reads and writes of products, their items and pictures (the storefront reads through products.repo). */
export function adminProductsRepo(db: Kysely<Database>) {
  return {
    async page(filter: { q?: string; categoryId?: number }, { limit, offset }: { limit: number; offset: number }) {
      let q = db.selectFrom('products');
      if (filter.categoryId) q = q.where('category_id', '=', filter.categoryId);
      if (filter.q) {
        const p = likePattern(filter.q);
        q = q.where((eb) =>
          eb.or([
            eb(sql`lower(code)`, 'like', sql`${p} escape '\\'`),
            eb(sql`lower(name_fa)`, 'like', sql`${p} escape '\\'`),
            eb(sql`lower(name_en)`, 'like', sql`${p} escape '\\'`),
          ]),
        );
      }
      const [rows, total] = await Promise.all([
        q
          .select(['id', 'code', 'name_fa', 'name_en', 'label_fa', 'active', 'featured', 'price_rial', 'stock', 'category_id'])
          .orderBy('id', 'desc')
          .limit(limit)
          .offset(offset)
          .execute(),
        q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
      ]);
      return { rows, total: Number(total.n) };
    },
    byId: (id: number) => db.selectFrom('products').selectAll().where('id', '=', id).executeTakeFirst(),
    exists: async (id: number) => !!(await db.selectFrom('products').select('id').where('id', '=', id).executeTakeFirst()),
    items: (productId: number) => db.selectFrom('product_items').selectAll().where('product_id', '=', productId).orderBy('sort').orderBy('id').execute(),
    /** A product's pictures in the order the site shows them: the first is its main picture (cards, search, sharing). */
    pictures: (productId: number) => db.selectFrom('product_pictures').selectAll().where('product_id', '=', productId).orderBy('sort').orderBy('id').execute(),
    /** Another product using this label in this language (labels name the product's URL). */
    labelTaken: async (column: 'label_fa' | 'label_en', label: string, exceptId?: number) =>
      !!(await db
        .selectFrom('products')
        .select('id')
        .where(column, '=', label)
        .$if(!!exceptId, (q) => q.where('id', '!=', exceptId!))
        .executeTakeFirst()),
    insert: async (row: Insertable<ProductTable>) => (await db.insertInto('products').values(row).returning('id').executeTakeFirstOrThrow()).id,
    update: (id: number, values: Updateable<ProductTable>) => db.updateTable('products').set(values).where('id', '=', id).execute(),
    insertItem: async (row: Insertable<ProductItemTable>) => (await db.insertInto('product_items').values(row).returning('id').executeTakeFirstOrThrow()).id,
    /** Changes an item of this product only (an id of another product's item changes nothing). */
    updateItem: (id: number, productId: number, values: Updateable<ProductItemTable>) =>
      db.updateTable('product_items').set(values).where('id', '=', id).where('product_id', '=', productId).execute(),
    /** Items are switched off, never deleted: carts and orders name them. */
    deactivateItem: (id: number) => db.updateTable('product_items').set({ active: 0 }).where('id', '=', id).execute(),
    skuOwner: async (sku: string) => (await db.selectFrom('product_items').select(['id', 'product_id']).where('sku', '=', sku).executeTakeFirst()) ?? null,
    /** Keeps the product's summary columns in step with its items (product-summary.ts), so the storefront sees a change at once. */
    syncSummary: (productId: number) => syncProductSummaries(db, sql`id = ${productId}`),
  };
}
