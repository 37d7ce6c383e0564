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
