import { endpoint } from './endpoint.ts';
import type { Picture, ProductPage } from './catalog.ts';

export { SEARCH_SORTS, type SearchSort } from './catalog-constants.ts';

export type { SearchInput } from './search.inputs.ts';

/**
 * Counts over the products matching the text and the price and stock filters. Brand counts also honour the category
 * filter and category counts the brand filter, but neither honours its own: the filter UI can offer the alternatives.
 * Categories are the products' own (leaf) categories. Both lists are sorted by count, largest first.
 */
export interface SearchFacets {
  brands: { id: number; name: string; count: number }[];
  categories: { id: number; label: string; name: string; count: number }[];
  /** The standards some active product holds a valid certificate to: the "certified to" filter's choices (issue 33). */
  standards: string[];
}

export interface SearchResult extends ProductPage {
  /** The query as received (trimmed). */
  query: string;
  /** The words actually searched when they differ from the query (a typo fixed, "مدار بسته" read as "مداربسته"); else null. */
  correctedQuery: string | null;
  facets: SearchFacets;
}

export interface SearchSuggestion {
  id: number;
  name: string;
  label: string;
  code: string;
  picture: Picture | null;
}

export const SUGGESTION_LIMIT = 8;

/** Input schemas load on first use: the server validates with them, and the browser, which only needs paths and
 * types, never downloads the validation library. */
const inputs = () => import('./search.inputs.ts');

export const searchContracts = {
  search: endpoint<SearchResult>()({ method: 'GET', path: '/api/search', input: () => inputs().then((m) => m.search) }),
  /** Up to eight products for a search box's drop-down, by word prefix; an empty query gives an empty list. */
  suggest: endpoint<SearchSuggestion[]>()({
    method: 'GET',
    path: '/api/search/suggest',
    input: () => inputs().then((m) => m.suggest),
  }),
};
