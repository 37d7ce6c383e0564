import { endpoint } from './endpoint.ts';
import * as z from 'zod/mini';
import { countParam, flagParam, idParam, labelParam, optionalParam } from './inputs.ts';
import type { Picture, ProductPage } from './catalog.ts';

export const SEARCH_SORTS = ['relevance', 'newest', 'priceAsc', 'priceDesc'] as const;
export type SearchSort = (typeof SEARCH_SORTS)[number];

/** A price in Toman from a query string (the store keeps Rials; the service converts). */
const tomanParam = z.coerce.number().check(z.int(), z.minimum(0), z.maximum(1_000_000_000_000));

export const searchInput = z.object({
  /** Free text in Persian or English (either keyboard), model codes too; empty with filters = browse. */
  q: z._default(z.string().check(z.trim(), z.maxLength(200)), ''),
  /** A category label; its sub-categories are included. Unknown → 404 CATEGORY_NOT_FOUND. */
  categoryLabel: optionalParam(labelParam),
  brandId: optionalParam(idParam),
  minPrice: optionalParam(tomanParam),
  maxPrice: optionalParam(tomanParam),
  inStock: optionalParam(flagParam),
  /** relevance (default), newest, priceAsc, priceDesc; price-on-inquiry products always come last in price sorts. */
  sort: z._default(z.enum(SEARCH_SORTS), 'relevance'),
  page: countParam(10_000, 1),
  pageSize: countParam(60, 24),
});

export type SearchInput = z.output<typeof searchInput>;

/**
 * Counts over the products matching the text and the price and stock filters. Brand counts also honour the category
 * filter and category counts the brand filter, but neither honours its own: the filter UI can offer the alternatives.
 * Categories are the products' own (leaf) categories. Both lists are sorted by count, largest first.
 */
export interface SearchFacets {
  brands: { id: number; name: string; count: number }[];
  categories: { id: number; label: string; name: string; count: number }[];
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

export const searchContracts = {
  search: endpoint<SearchResult>()({ method: 'GET', path: '/api/search', input: searchInput }),
  /** Up to eight products for a search box's drop-down, by word prefix; an empty query gives an empty list. */
  suggest: endpoint<SearchSuggestion[]>()({
    method: 'GET',
    path: '/api/search/suggest',
    input: z.object({ q: z._default(z.string().check(z.trim(), z.maxLength(100)), '') }),
  }),
};
