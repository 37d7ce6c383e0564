/*
 * The constants both a contract (catalog.ts, search.ts) and its input schemas (*.inputs.ts) need. In a file of their
 * own so the input schemas, which the browser loads apart, do not pull the contracts out of the browser's shared chunk.
 */

export const STORE_ROOT_CATEGORY_ID = 42;

/** How a product list can be ordered: the editor's order (featured first), newest, or by price. */
export const PRODUCT_SORTS = ['default', 'newest', 'priceAsc', 'priceDesc'] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];

export const SEARCH_SORTS = ['relevance', 'newest', 'priceAsc', 'priceDesc'] as const;
export type SearchSort = (typeof SEARCH_SORTS)[number];

/** How many related products and posts a page shows when it does not ask for a number (and sizes its section for). */
export const RELATED_PRODUCTS = 8;
export const RELATED_POSTS = 3;

/** How many products the comparison tray holds and the comparison shows (issue #33). */
export const COMPARE_MAX = 4;
