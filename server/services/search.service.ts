import type { Locale } from '../../shared/locale.ts';
import type { ProductPage } from '../../shared/contracts/catalog.ts';
import type { ProductsRepo } from '../db/repos/products.repo.ts';
import type { CatalogService } from './catalog.service.ts';

export interface SearchDeps {
  products: ProductsRepo;
  catalog: CatalogService;
}

/** Product search. Splits the query into words; every word must appear in the name (either language) or the code. */
export function searchService({ products, catalog }: SearchDeps) {
  return {
    async search(
      q: { q: string; categoryLabel?: string; brandId?: number; page: number; pageSize: number },
      locale: Locale,
    ): Promise<ProductPage & { query: string }> {
      const terms = q.q.split(/\s+/).filter(Boolean).slice(0, 8);
      let categoryIds: number[] | undefined;
      if (q.categoryLabel) {
        const category = await catalog.categoryByLabel(q.categoryLabel, locale);
        categoryIds = (await catalog.descendantIds(category.id));
      }
      const { rows, total } = await products.search(
        terms,
        { categoryIds, brandId: q.brandId, limit: q.pageSize, offset: (q.page - 1) * q.pageSize },
        locale,
      );
      return { query: q.q, items: await catalog.summaries(rows, locale), total, page: q.page, pageSize: q.pageSize };
    },
  };
}

export type SearchService = ReturnType<typeof searchService>;
