import type { Db } from '../db/db.ts';
import { productsRepo } from '../db/repos/products.repo.ts';
import { categoriesRepo } from '../db/repos/categories.repo.ts';
import { brandsRepo } from '../db/repos/brands.repo.ts';
import { postsRepo } from '../db/repos/posts.repo.ts';
import { pagesRepo } from '../db/repos/pages.repo.ts';
import { sitemapRepo } from '../db/repos/sitemap.repo.ts';
import { searchRepo } from '../db/repos/search.repo.ts';
import { catalogService } from './catalog.service.ts';
import { contentService } from './content.service.ts';
import { searchService } from './search.service.ts';
import { sitemapService } from './sitemap.service.ts';

/** Builds every service over one database: the single place where repositories meet the rules that use them. */
export function createServices(db: Db) {
  const products = productsRepo(db.kysely);
  const categories = categoriesRepo(db.kysely);
  const brands = brandsRepo(db.kysely);
  const catalog = catalogService({ products, categories, brands });
  const content = contentService({ posts: postsRepo(db.kysely), pages: pagesRepo(db.kysely) });
  const search = searchService({ index: searchRepo(db), products, categories, brands, catalog });
  const sitemap = sitemapService({ sitemap: sitemapRepo(db.kysely) });
  return { catalog, content, search, sitemap };
}

export type Services = ReturnType<typeof createServices>;
