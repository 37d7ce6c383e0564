import { col } from '../db/repos/localized.ts';
import type { Repos } from '../db/repos/index.ts';
import type { Locale } from '../../shared/locale.ts';
import type { LikedProduct } from '../../shared/contracts/auth.ts';
import type { Clock } from '../lib/clock.ts';
import { AppError } from '../lib/errors.ts';

/** A signed-in user's hearts on products (spec §6: likes are for logged-in users). */
export function likesService({ repos, clock }: { repos: Repos; clock: Clock }) {
  const likes = repos.likes;
  return {
    /** Spec §8: an anonymous visitor's list is empty, not an error. Each with its name and link label (the profile lists them). */
    async list(userId: number | undefined, locale: Locale): Promise<LikedProduct[]> {
      if (!userId) return [];
      return (await likes.products(userId)).map((p) => ({ id: p.id, name: p[col('name', locale)], label: p[col('label', locale)] }));
    },
    async set(userId: number | undefined, productId: number, liked: boolean) {
      if (!userId) throw new AppError('UNAUTHORIZED');
      if (!(await likes.likeable(productId))) throw new AppError('PRODUCT_NOT_FOUND', 'productId');
      if (liked) await likes.add(userId, productId, clock().toISOString());
      else await likes.remove(userId, productId);
      return { productId, liked };
    },
  };
}
