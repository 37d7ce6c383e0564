import type { Kysely } from 'kysely';
import type { Database } from '../schema.ts';

/** The products each user likes. */
export function likesRepo(db: Kysely<Database>) {
  /** Newest first, with what a list shows of each; products no longer on sale are left out. */
  const products = (userId: number) =>
    db
      .selectFrom('likes')
      .innerJoin('products', 'products.id', 'likes.product_id')
      .select(['likes.product_id as id', 'products.name_fa', 'products.name_en', 'products.label_fa', 'products.label_en'])
      .where('likes.user_id', '=', userId)
      .where('products.active', '=', 1)
      .orderBy('likes.created_at', 'desc')
      .orderBy('likes.product_id')
      .execute();
  return {
    products,
    productIds: async (userId: number) => (await products(userId)).map((r) => r.id),
    /** A product that can be liked: one on sale. */
    likeable: async (productId: number) =>
      !!(await db.selectFrom('products').select('id').where('id', '=', productId).where('active', '=', 1).executeTakeFirst()),
    /** Liking twice is liking once. */
    add: (userId: number, productId: number, now: string) =>
      db
        .insertInto('likes')
        .values({ user_id: userId, product_id: productId, created_at: now })
        .onConflict((oc) => oc.columns(['user_id', 'product_id']).doNothing())
        .execute(),
    remove: (userId: number, productId: number) => db.deleteFrom('likes').where('user_id', '=', userId).where('product_id', '=', productId).execute(),
  };
}
