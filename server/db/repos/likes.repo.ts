import type { Kysely } from 'kysely';
import type { Database } from '../schema.ts';

/** The products each user likes. */
export function likesRepo(db: Kysely<Database>) {
  return {
    /** Newest first; products no longer on sale are left out. */
    productIds: async (userId: number) =>
      (
        await db
          .selectFrom('likes')
          .innerJoin('products', 'products.id', 'likes.product_id')
          .select('likes.product_id')
          .where('likes.user_id', '=', userId)
          .where('products.active', '=', 1)
          .orderBy('likes.created_at', 'desc')
          .orderBy('likes.product_id')
          .execute()
      ).map((r) => r.product_id),
    /** Liking twice is liking once. */
    add: (userId: number, productId: number, now: string) =>
      db.insertInto('likes').values({ user_id: userId, product_id: productId, created_at: now }).onConflict((oc) => oc.columns(['user_id', 'product_id']).doNothing()).execute(),
    remove: (userId: number, productId: number) => db.deleteFrom('likes').where('user_id', '=', userId).where('product_id', '=', productId).execute(),
  };
}
