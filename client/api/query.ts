import { PRODUCT_SORTS, type ProductSort } from '../../shared/contracts/catalog.ts';

/** The page number in `?page=`, 1 when missing or nonsense (a list never 404s over a bad page number). */
export function pageFrom(url: URL): number {
  const page = Number(url.searchParams.get('page'));
  return Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1;
}

export function sortFrom(url: URL): ProductSort {
  const sort = url.searchParams.get('sort');
  return (PRODUCT_SORTS as readonly string[]).includes(sort ?? '') ? (sort as ProductSort) : 'default';
}

/**
 * The current address with some query parameters changed: a string sets one, null removes it, the rest are kept
 * (filters, search words). No "?" is left behind when nothing remains.
 */
export function withQuery(pathname: string, search: string, changes: Record<string, string | null>): string {
  const params = new URLSearchParams(search);
  for (const [name, value] of Object.entries(changes)) {
    if (value === null) params.delete(name);
    else params.set(name, value);
  }
  const query = params.toString();
  return query ? `${pathname}?${query}` : pathname;
}
