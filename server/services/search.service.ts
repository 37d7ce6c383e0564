import type { Locale } from '../../shared/locale.ts';
import type { SearchInput, SearchResult, SearchSuggestion } from '../../shared/contracts/search.ts';
import { SUGGESTION_LIMIT } from '../../shared/contracts/search.ts';
import { chunks, compactText, normalizeText, type Chunk } from '../../shared/search/normalize.ts';
import { tomanToRial } from '../../shared/money.ts';
import { tehranDayOf } from '../../shared/tehran-day.ts';
import type { CertificationsRepo } from '../db/repos/certifications.repo.ts';
import type { Clock } from '../lib/clock.ts';
import type { ProductsRepo } from '../db/repos/products.repo.ts';
import type { CategoriesRepo } from '../db/repos/categories.repo.ts';
import type { BrandsRepo } from '../db/repos/brands.repo.ts';
import type { IndexSource, Ranking, SearchFilter, SearchRepo, SearchView } from '../db/repos/search.repo.ts';
import type { CatalogService } from './catalog.service.ts';
import { categoryTree } from './category-tree.ts';
import { searchDocument } from './search/document.ts';
import { tallyFacets } from './search/facets.ts';
import { boundChunks, planQuery, regroup, type QueryPlan } from './search/query-plan.ts';

/**
 * The rules the index was built with. Change it whenever normalize.ts or document.ts changes what gets indexed: the
 * next start sees the difference and rebuilds the index.
 */
export const SEARCH_INDEX_VERSION = '3';

export interface SearchDeps {
  index: SearchRepo;
  products: ProductsRepo;
  categories: CategoriesRepo;
  brands: BrandsRepo;
  catalog: CatalogService;
  /** Which products hold a valid certificate to a standard, and which standards are held (issue 33). */
  certifications: Pick<CertificationsRepo, 'productsCertifiedTo' | 'standards'>;
  clock: Clock;
  /** Counts a visitor's search (the search log, issue #32): its words and whether it found nothing. */
  noteSearch?: (q: string, foundNothing: boolean) => void;
}

/**
 * Product search, the one module that knows how: normalised Persian and English, word prefixes, one typo forgiven,
 * joined or split Persian compounds, ranking, filters, facets and suggestions; and keeping the index up to date.
 */
export function searchService({ index, products, categories, brands, catalog, certifications, clock, noteSearch }: SearchDeps) {
  /** Relevance puts an exact model code first, then a name equal to, then starting with, the query. */
  function ranking(q: string, cs: Chunk[]): Ranking {
    const codes = [compactText(q), ...cs.map((c) => c.compact ?? c.parts.join(''))].filter((c) => /^[a-z0-9]{2,}$/.test(c));
    return { codes: [...new Set(codes)], name: normalizeText(q) };
  }

  async function itemsOf(ids: number[], locale: Locale) {
    return catalog.summaries(await products.byIds(ids, locale), locale);
  }

  /**
   * One page and the facets. No plan browses; a plan without a match (a word the index does not know) finds nothing
   * without asking the database.
   */
  async function lookup(view: SearchView, plan: QueryPlan | null, input: SearchInput, filter: SearchFilter, rank: Ranking) {
    if (plan && !plan.match) return { ids: [], tally: tallyFacets([], {}) };
    const match = plan?.match ?? null;
    // Facets leave out the brand and category filters (tallyFacets applies them per facet); one query serves all.
    const { brandId, categoryIds, ...rest } = filter;
    const tally = tallyFacets(await view.facetPairs(match, rest), { brandId, categoryIds });
    const offset = (input.page - 1) * input.pageSize;
    const ids = tally.total > offset ? await view.find({ match, ranking: rank, filter, sort: input.sort, limit: input.pageSize, offset }) : [];
    return { ids, tally };
  }

  async function facetNames(tally: ReturnType<typeof tallyFacets>, locale: Locale, today: string): Promise<SearchResult['facets']> {
    const [brandList, categoryList, standards] = await Promise.all([brands.list(locale), categories.all(), certifications.standards(today)]);
    const brandName = new Map(brandList.map((b) => [b.id, b.name]));
    const category = new Map(categoryList.map((c) => [c.id, c]));
    const byCount = <T extends { count: number; name: string }>(a: T, b: T) => b.count - a.count || a.name.localeCompare(b.name, locale);
    return {
      brands: [...tally.brands].flatMap(([id, count]) => (brandName.has(id) ? [{ id, name: brandName.get(id)!, count }] : [])).sort(byCount),
      categories: [...tally.categories]
        .flatMap(([id, count]) => {
          const c = category.get(id);
          return c ? [{ id, label: c.label, name: locale === 'fa' ? c.name_fa : c.name_en, count }] : [];
        })
        .sort(byCount),
      standards,
    };
  }

  /**
   * Re-indexes these products after they were created, edited, deactivated or deleted (price and stock need not: they
   * are read live), or every product when no ids are given. Returns how many documents were written.
   */
  async function reindex(productIds?: number[]): Promise<number> {
    const tree = categoryTree(await categories.all());
    const names = (id: number) => tree.path(id).flatMap((c) => [c.name_fa, c.name_en]);
    const build = (row: IndexSource) => searchDocument(row, names);
    return productIds ? index.reindex(productIds, build) : index.rebuild(build, SEARCH_INDEX_VERSION);
  }

  return {
    reindex,

    /** Resolves once this process holds the current index in memory (searches before then ask the engine). */
    warm: () => index.warm(),

    /** Rebuilds the index when it was built with other rules or never built (a fresh or upgraded database). */
    async ensureIndex(): Promise<number | null> {
      return (await index.version()) === SEARCH_INDEX_VERSION ? null : reindex();
    },

    /**
     * Products matching `q` in either language, filtered, sorted and paged, with facets; texts in `locale`. An empty
     * `q` browses with the filters. When the words find nothing, a regrouped reading of them is tried once.
     */
    async search(input: SearchInput, locale: Locale): Promise<SearchResult> {
      const today = tehranDayOf(clock());
      const filter: SearchFilter = {
        categoryIds: input.categoryLabel ? await catalog.categoryIdsByLabel(input.categoryLabel, 'categoryLabel') : undefined,
        brandId: input.brandId,
        minRial: input.minPrice === undefined ? undefined : tomanToRial(input.minPrice),
        maxRial: input.maxPrice === undefined ? undefined : tomanToRial(input.maxPrice),
        inStock: input.inStock,
        productIds: input.certified === undefined ? undefined : await certifications.productsCertifiedTo(input.certified, today),
      };
      const cs = boundChunks(chunks(input.q));
      const rank = ranking(input.q, cs);
      const view = index.snapshot();
      let plan: QueryPlan | null = cs.length ? await planQuery(cs, view) : null;
      let found = await lookup(view, plan, input, filter, rank);
      let regrouped = false;
      if (plan && found.tally.total === 0) {
        const other = await regroup(cs, view);
        if (other) {
          plan = await planQuery(other, view);
          found = await lookup(view, plan, input, filter, rank);
          regrouped = true;
        }
      }
      // A search is counted once, on its first page (turning pages is the same search).
      if (cs.length && input.page === 1) noteSearch?.(input.q, found.tally.total === 0);
      const [items, facets] = await Promise.all([itemsOf(found.ids, locale), facetNames(found.tally, locale, today)]);
      return {
        query: input.q,
        correctedQuery: plan && (plan.corrected || regrouped) && found.tally.total > 0 ? plan.text : null,
        items,
        total: found.tally.total,
        page: input.page,
        pageSize: input.pageSize,
        facets,
      };
    },

    /** Up to eight products for a search box as the visitor types: word prefixes and typo fixes, best first. */
    async suggest(q: string, locale: Locale): Promise<SearchSuggestion[]> {
      const cs = boundChunks(chunks(q));
      if (cs.length === 0) return [];
      const view = index.snapshot();
      const { match } = await planQuery(cs, view);
      if (!match) return [];
      const ids = await view.find({ match, scope: 'titles', ranking: ranking(q, cs), filter: {}, sort: 'relevance', limit: SUGGESTION_LIMIT, offset: 0 });
      return (await itemsOf(ids, locale)).map(({ id, name, label, code, picture }) => ({ id, name, label, code, picture }));
    },
  };
}

export type SearchService = ReturnType<typeof searchService>;
