import { RETIRED_POST_IDS } from '../../../shared/legacy-posts.ts';
import type { Kysely } from 'kysely';
import type { Database } from '../schema.ts';
import { STORE_ROOT_CATEGORY_ID } from '../../../shared/contracts/catalog.ts';

/**
 * Everything the sitemap lists, reduced to what its URLs are made of (ids, labels, dates): one narrow query per kind,
 * never the texts or pictures of the pages.
 */
export function sitemapRepo(db: Kysely<Database>) {
  return {
    products: () => db.selectFrom('products').select(['id', 'label_fa', 'label_en', 'updated_at']).where('active', '=', 1).orderBy('id').execute(),
    /** The posts the site shows at `now` (no draft, none scheduled later). */
    posts: (now: string) =>
      db
        .selectFrom('posts')
        .select(['id', 'name_fa', 'name_en', 'published_at'])
        .where('id', 'not in', RETIRED_POST_IDS)
        .where('draft', '=', 0)
        .where('published_at', '<=', now)
        .orderBy('id')
        .execute(),
    // The store's root is the /cat/ page itself; listing /cat/store/ as well would only duplicate it.
    categories: () => db.selectFrom('categories').select('label').where('active', '=', 1).where('id', '!=', STORE_ROOT_CATEGORY_ID).orderBy('id').execute(),
    brands: () => db.selectFrom('brands').select(['id', 'label']).orderBy('id').execute(),
    services: () => db.selectFrom('services').select('label').orderBy('id').execute(),
  };
}

export type SitemapRepo = ReturnType<typeof sitemapRepo>;
