import type { FacetPair } from '../../db/repos/search.repo.ts';

export interface FacetTally {
  /** Products passing every filter. */
  total: number;
  /** Per brand, honouring the category filter but not the brand filter. */
  brands: Map<number, number>;
  /** Per (leaf) category, honouring the brand filter but not the category filter. */
  categories: Map<number, number>;
}

/**
 * Totals and facet counts from one grouped count of the matching products (by brand and category, with the price and
 * stock filters applied), so a search needs a single aggregate query for all three.
 */
export function tallyFacets(pairs: FacetPair[], filter: { brandId?: number; categoryIds?: number[] }): FacetTally {
  const categorySet = filter.categoryIds ? new Set(filter.categoryIds) : null;
  const inCategory = (id: number) => !categorySet || categorySet.has(id);
  const ofBrand = (id: number | null) => filter.brandId === undefined || id === filter.brandId;
  const tally: FacetTally = { total: 0, brands: new Map(), categories: new Map() };
  for (const p of pairs) {
    if (inCategory(p.category_id) && ofBrand(p.brand_id)) tally.total += p.n;
    if (inCategory(p.category_id) && p.brand_id !== null) tally.brands.set(p.brand_id, (tally.brands.get(p.brand_id) ?? 0) + p.n);
    if (ofBrand(p.brand_id)) tally.categories.set(p.category_id, (tally.categories.get(p.category_id) ?? 0) + p.n);
  }
  return tally;
}
