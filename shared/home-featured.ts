/** The home page's featured products and categories as the operator ordered them (site_pages.featured, issue 32). */
export interface HomeFeatured {
  products: number[];
  categories: number[];
}

/** At most this many of each on the home page. */
export const HOME_FEATURED_MAX = 12;

const ids = (value: unknown) =>
  Array.isArray(value) ? [...new Set(value.filter((n): n is number => Number.isSafeInteger(n) && n > 0))].slice(0, HOME_FEATURED_MAX) : [];

/** The stored JSON read back; anything unreadable is "none chosen" (the home page's own choice then). */
export function parseFeatured(json: string | null): HomeFeatured {
  try {
    const value = json ? (JSON.parse(json) as Partial<HomeFeatured>) : {};
    return { products: ids(value.products), categories: ids(value.categories) };
  } catch {
    return { products: [], categories: [] };
  }
}
