import * as z from 'zod/mini';
import { countParam, flagParam, idParam, labelParam, optionalParam } from './inputs.ts';
import { SEARCH_SORTS } from './catalog-constants.ts';

/* Input schemas of the search endpoints (shared/contracts/search.ts), one per endpoint, by the same name. */

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
  /** A standard (`EN 54-2`): only products holding a valid certificate to it (issue 33). */
  certified: optionalParam(z.string().check(z.trim(), z.minLength(1), z.maxLength(100))),
  /** relevance (default), newest, priceAsc, priceDesc; price-on-inquiry products always come last in price sorts. */
  sort: z._default(z.enum(SEARCH_SORTS), 'relevance'),
  page: countParam(10_000, 1),
  pageSize: countParam(60, 24),
});

export type SearchInput = z.output<typeof searchInput>;

export const search = searchInput;

export const suggest = z.object({ q: z._default(z.string().check(z.trim(), z.maxLength(100)), '') });
