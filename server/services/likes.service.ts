import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { likesRepo } from '../db/repos/likes.repo.ts';
import type { Clock } from '../lib/clock.ts';
import { AppError } from '../lib/errors.ts';

/** A signed-in user's hearts on products (spec §6: likes are for logged-in users). */
export function likesService({ kysely, clock }: { kysely: Kysely<Database>; clock: Clock }) {
  const likes = likesRepo(kysely);
  return {
    /** Spec §8: an anonymous visitor's list is empty, not an error. */
    async list(userId: number | undefined) {
      return userId ? (await likes.productIds(userId)).map((id) => ({ id })) : [];
    },
    async set(userId: number | undefined, productId: number, liked: boolean) {
      if (!userId) throw new AppError('UNAUTHORIZED');
      const product = await kysely.selectFrom('products').select('id').where('id', '=', productId).where('active', '=', 1).executeTakeFirst();
      if (!product) throw new AppError('PRODUCT_NOT_FOUND', 'productId');
      if (liked) await likes.add(userId, productId, clock().toISOString());
      else await likes.remove(userId, productId);
      return { productId, liked };
    },
  };
}
