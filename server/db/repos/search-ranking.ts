import type { KeptDocument, Scored } from './search-memory.ts';

/** What "relevance" puts first: an exact model code (compact form), then a name equal to or starting with `name`. */
export interface Ranking {
  codes: string[];
  name: string;
}

/*
 * Relevance over the memory index's matches (search-memory.ts), in the order search.repo.ts's SQL gives the engine's:
 * the best POOL by score, then tier, score band, featured, in stock, score and id.
 */

/**
 * The rank of spec's relevance within the pool: 0 exact code, 1 exact name (either language), 2 name starting with
 * the query, 3 the rest (the same rule as search.repo.ts's SQL `tier`).
 */
export function tierOf(row: KeptDocument, { codes, name }: Ranking): number {
  if (codes.includes(row.code_compact)) return 0;
  if (row.name_fa === name || row.name_en === name) return 1;
  if (row.name_fa.startsWith(name) || row.name_en.startsWith(name)) return 2;
  return 3;
}

/**
 * Positions in `found` of its best `count` by score, best first, ties by product id (documents are numbered in product
 * id order), ascending unless `ties` is 'idDesc': `order by score desc, id limit count` without sorting every match.
 */
export function bestByScore(found: Scored, count: number, ties: 'idAsc' | 'idDesc' = 'idAsc'): number[] {
  const tieSign = ties === 'idAsc' ? 1 : -1;
  const n = found.docs.length;
  let threshold = -Infinity;
  if (n > count) threshold = nthSmallest(Float64Array.from(found.scores), n - count);
  const at: number[] = [];
  for (let i = 0; i < n; i++) if (found.scores[i] >= threshold) at.push(i);
  at.sort((a, b) => found.scores[b] - found.scores[a] || tieSign * (found.docs[a] - found.docs[b]));
  return at.slice(0, count);
}

/** The k-th smallest value (0-based) of `values`, which it reorders: Hoare's selection, linear on average. */
function nthSmallest(values: Float64Array, k: number): number {
  let lo = 0;
  let hi = values.length - 1;
  while (lo < hi) {
    const pivot = values[(lo + hi) >>> 1];
    let i = lo;
    let j = hi;
    while (i <= j) {
      while (values[i] < pivot) i++;
      while (values[j] > pivot) j--;
      if (i <= j) {
        const swap = values[i];
        values[i++] = values[j];
        values[j--] = swap;
      }
    }
    if (k <= j) hi = j;
    else if (k >= i) lo = i;
    else return values[k];
  }
  return values[k];
}

/** A product of the pool with what ranks it: all from the index but whether it is in stock. */
export interface PoolEntry {
  id: number;
  tier: number;
  band: number;
  featured: number;
  score: number;
}

/**
 * The first `wanted` of the pool in the order of relevance: tier, score band (descending), featured, in stock, score,
 * id. Only being in stock (and still active) must be read now (`inStock`: the active ones among the ids, in stock or
 * not); it orders products only within a class of equal tier, band and featured, so it is read class by class, in
 * score order, in growing batches, and only until the page is full: for a broad word, a few dozen products of the
 * thousand. A product that is no longer active is left out.
 */
export async function rankPool(pool: PoolEntry[], wanted: number, inStock: (ids: number[]) => Promise<Map<number, boolean>>): Promise<number[]> {
  const sameClass = (a: PoolEntry, b: PoolEntry) => a.tier === b.tier && a.band === b.band && a.featured === b.featured;
  pool.sort((a, b) => a.tier - b.tier || b.band - a.band || b.featured - a.featured || b.score - a.score || a.id - b.id);
  const out: number[] = [];
  for (let from = 0; from < pool.length && out.length < wanted;) {
    let end = from;
    while (end < pool.length && sameClass(pool[end], pool[from])) end++;
    const stocked: number[] = [];
    const sold: number[] = [];
    let next = from;
    for (let batch = Math.max(16, 2 * (wanted - out.length)); next < end && out.length + stocked.length < wanted; batch *= 2) {
      const slice = pool.slice(next, Math.min(end, next + batch));
      next += slice.length;
      const facts = await inStock(slice.map((e) => e.id));
      for (const e of slice) {
        const stock = facts.get(e.id);
        if (stock !== undefined) (stock ? stocked : sold).push(e.id);
      }
    }
    // Stopped inside the class: enough are in stock, and every other product of it comes after them.
    if (next < end) return [...out, ...stocked].slice(0, wanted);
    out.push(...stocked, ...sold);
    from = end;
  }
  return out.slice(0, wanted);
}
