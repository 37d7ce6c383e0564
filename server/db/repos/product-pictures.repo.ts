import type { Insertable, Kysely } from 'kysely';
import type { Database, ProductPictureTable } from '../schema.ts';

/**
 * A product's pictures and their places (the first is its main picture). The order a product's pictures are shown in
 * is admin-products.repo's `pictures`.
 */
export function productPicturesRepo(db: Kysely<Database>) {
  return {
    byId: (id: number) => db.selectFrom('product_pictures').selectAll().where('id', '=', id).executeTakeFirst(),

    /** The next place at the end of a product's pictures. */
    async nextSort(productId: number) {
      const last = await db
        .selectFrom('product_pictures')
        .select((eb) => eb.fn.max('sort').as('sort'))
        .where('product_id', '=', productId)
        .executeTakeFirst();
      return Number(last?.sort ?? -1) + 1;
    },

    insert: async (row: Insertable<ProductPictureTable>) => (await db.insertInto('product_pictures').values(row).returning('id').executeTakeFirstOrThrow()).id,

    /**
     * Holds the product's pictures for this transaction (a no-op update: row locks on PostgreSQL; SQLite writes one at
     * a time anyway), so two operators' moves run one after the other, each on the order the other left.
     */
    lockProduct: (productId: number) =>
      db
        .updateTable('product_pictures')
        .set((eb) => ({ sort: eb.ref('sort') }))
        .where('product_id', '=', productId)
        .execute(),

    setSort: (id: number, sort: number) => db.updateTable('product_pictures').set({ sort }).where('id', '=', id).execute(),

    remove: (id: number) => db.deleteFrom('product_pictures').where('id', '=', id).execute(),
  };
}

export type ProductPicturesRepo = ReturnType<typeof productPicturesRepo>;
